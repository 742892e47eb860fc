/**
 * The blog webhook of the local service (calls 9 and 11), from content/blog/*.md: front
 * matter in YAML, the body already HTML, as the provider's webhook returns it (the site
 * sanitises what any webhook returns: contracts/article-html.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BlogArticle } from '../src/contracts/blog.ts';
import { readFrontMatter } from '../src/contracts/front-matter.ts';

export function loadArticles(dir: string): BlogArticle[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const { data, body: content } = readFrontMatter(readFileSync(join(dir, file), 'utf8'));
      if (!data.title) throw new Error(`${file}: no front matter`);
      return {
        slug: basename(file, '.md'),
        title: String(data.title ?? ''),
        meta_description: String(data.meta_description ?? ''),
        excerpt: String(data.excerpt ?? ''),
        image: String(data.image ?? ''),
        category: String(data.category ?? 'Blog'),
        date: new Date(String(data.date)).toISOString(),
        author: String(data.author ?? ''),
        readtime: Number(data.readtime ?? 0),
        content: content.trim(),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Case and accents ignored. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function searchArticles(articles: BlogArticle[], search: string): BlogArticle[] {
  const needle = fold(search.trim());
  if (!needle) return articles;
  return articles.filter((a) => fold(`${a.title} ${a.excerpt} ${a.content.replace(/<[^>]+>/g, ' ')}`).includes(needle));
}
