/**
 * Reads every article from the blog webhook (calls 11 then 9), for the build: when the
 * webhook's URL is configured, the static article pages come from it instead of
 * content/blog. The fetch is injectable so the tests can point it at the local service.
 */
import { type BlogArticle, toListItem } from '../contracts/blog.ts';

export async function fetchAllArticles(
  base: string,
  fetchImpl: typeof fetch = fetch,
  maxPages = 50,
): Promise<BlogArticle[]> {
  const url = (query: string) => `${base.replace(/\/+$/, '')}/webhook/blogs?${query}`;
  const slugs: string[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const response = await fetchImpl(url(`root=true&page=${page}`));
    if (!response.ok) throw new Error(`Blog webhook answered ${response.status} for page ${page}`);
    const items = (await response.json()) as Record<string, unknown>[];
    if (!Array.isArray(items) || items.length === 0) break;
    slugs.push(...items.map((item) => toListItem(item).slug).filter(Boolean));
  }
  const articles: BlogArticle[] = [];
  for (const slug of slugs) {
    const response = await fetchImpl(url(`slug=${encodeURIComponent(slug)}`));
    if (!response.ok) throw new Error(`Blog webhook answered ${response.status} for ${slug}`);
    const found = ((await response.json()) as BlogArticle[]).find((a) => a.slug === slug);
    if (found) articles.push(found);
  }
  return articles;
}
