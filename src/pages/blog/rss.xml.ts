import { getCollection } from 'astro:content';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site } from '../../config/site.ts';

export const GET: APIRoute = async (context) => {
  const articles = (await getCollection('blog')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
  return rss({
    title: `Blog ${site.name}`,
    description: 'Artigos sobre automação, estratégia, tecnologia, gestão e CRM para quem lidera atendimento e vendas.',
    site: context.site ?? site.origin,
    customData: '<language>pt-BR</language>',
    // The articles' canonical addresses have no final slash (a slash is a redirect).
    trailingSlash: false,
    items: articles.map((a) => ({
      title: a.data.title,
      description: a.data.excerpt,
      pubDate: a.data.date,
      link: `/blog/${a.id}`,
      categories: a.data.category.split(',').map((c) => c.trim()),
      author: a.data.author,
    })),
  });
};
