/**
 * The blog list's pages at build time: every article of content/blog, newest first, in
 * pages of BLOG_PAGE_SIZE. /blog is page 1 and /blog/pagina/N the others, so a static host
 * and a crawler reach every article without the blog webhook.
 */
import { getCollection } from 'astro:content';
import { BLOG_PAGE_SIZE, type BlogListItem } from '../contracts/blog.ts';

export async function blogPages(): Promise<BlogListItem[][]> {
  const items = (await getCollection('blog'))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime())
    .map(({ id, data }) => ({
      id,
      slug: id,
      title: data.title,
      excerpt: data.excerpt,
      author: data.author,
      date: data.date.toISOString(),
      image: data.image,
      category: data.category,
      readTime: data.readtime,
    }));
  const pages: BlogListItem[][] = [];
  for (let i = 0; i < items.length; i += BLOG_PAGE_SIZE) pages.push(items.slice(i, i + BLOG_PAGE_SIZE));
  return pages.length ? pages : [[]];
}
