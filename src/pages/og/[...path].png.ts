/**
 * The share image of every page, as a 1200 x 630 PNG written at build time (build/og-image.ts):
 * /og/index.png for the home page, /og/{path}.png for the others.
 */

import { getCollection } from 'astro:content';
import type { APIRoute, GetStaticPaths } from 'astro';
import { blogPages } from '../../build/blog-pages.ts';
import { renderOgImage } from '../../build/og-image.ts';
import { ogImagePath } from '../../build/routing.ts';
import { pages } from '../../config/routes.ts';

// A type, not an interface: page props must be indexable.
type Card = {
  eyebrow: string;
  title: string;
  description: string;
};

export const getStaticPaths = (async () => {
  const cards = new Map<string, Card>();
  for (const entry of Object.values(pages)) {
    if (!entry.path || entry.path === '/404') continue;
    cards.set(entry.path, {
      eyebrow: 'Central de relacionamento com IA',
      title: entry.label ?? 'Atendimento omnichannel com IA',
      description: entry.description,
    });
  }
  for (const page of await getCollection('products')) {
    cards.set(`/${page.id}`, { eyebrow: 'Produto', title: page.data.title, description: page.data.description });
  }
  for (const page of await getCollection('sectors')) {
    cards.set(`/verticals/${page.id}`, {
      eyebrow: 'Soluções por setor',
      title: page.data.title,
      description: page.data.description,
    });
  }
  for (const article of await getCollection('blog')) {
    cards.set(`/blog/${article.id}`, {
      eyebrow: 'Blog',
      title: article.data.title,
      description: article.data.meta_description,
    });
  }
  const list = await blogPages();
  for (let n = 2; n <= list.length; n++) {
    cards.set(`/blog/pagina/${n}`, {
      eyebrow: 'Blog',
      title: `Artigos, página ${n} de ${list.length}`,
      description: pages.blog.description,
    });
  }
  return [...cards].map(([path, card]) => ({
    params: {
      path: ogImagePath(path)
        .replace(/^\/og\//, '')
        .replace(/\.png$/, ''),
    },
    props: card,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await renderOgImage(props as Card);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
