import { defineCollection, reference } from 'astro:content';
import { existsSync } from 'node:fs';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { contentPageSchema } from './schemas/page.ts';
import { videoSchema } from './schemas/videos.ts';

const products = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/products' }),
  schema: contentPageSchema,
});

const sectors = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/sectors' }),
  schema: contentPageSchema,
});

const modules = defineCollection({
  loader: file('./content/modules.yaml'),
  schema: z.object({
    name: z.string().min(2),
    subtitle: z.string().min(5),
    description: z.string().min(30),
    features: z.array(z.string().min(3)).length(6),
    order: z.number().int(),
    main: z.boolean().default(false),
    page: z.string().optional().describe('Slug of its product page, when it has one.'),
  }),
});

const testimonials = defineCollection({
  loader: file('./content/testimonials.yaml'),
  schema: z.object({
    rating: z.number().int().min(1).max(5),
    quote: z.string().min(20),
    initials: z.string().min(1).max(3),
    person: z.string(),
    role: z.string(),
    pages: z.array(z.string()).describe('Page keys where the testimonial shows.'),
  }),
});

const jobs = defineCollection({
  loader: file('./content/jobs.yaml'),
  schema: z.object({ title: z.string(), area: z.string(), place: z.string(), summary: z.string().min(20) }),
});

const episodes = defineCollection({
  loader: file('./content/episodes.yaml'),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    duration: z.number().int().positive().describe('Minutes.'),
    date: z.coerce.date(),
    host: z.string(),
    video: reference('videos').describe('The id of its video in content/videos.yaml.'),
    category: z.string(),
    featured: z.boolean().default(false),
  }),
});

const videos = defineCollection({
  loader: file('./content/videos.yaml'),
  // The file loader keeps each entry's id among its fields.
  schema: videoSchema.extend({ id: z.string().regex(/^[a-z0-9-]+$/) }),
});

const partnerTiers = defineCollection({
  loader: file('./content/partner-tiers.yaml'),
  schema: z.object({ name: z.string(), description: z.string(), benefits: z.array(z.string()).min(1) }),
});

const communities = defineCollection({
  loader: file('./content/communities.yaml'),
  schema: z.object({ name: z.string(), description: z.string(), members: z.string(), url: z.url() }),
});

/**
 * Articles come from the blog webhook when BLOG_WEBHOOK_BASE is set at build time (its
 * HTML sanitised here), else from content/blog.
 */
const blogWebhook = process.env.BLOG_WEBHOOK_BASE;
const blog = defineCollection({
  loader: blogWebhook
    ? {
        name: 'gvp:blog-webhook',
        load: async ({ store, parseData, logger }) => {
          const [{ fetchAllArticles }, { JSDOM }, { sanitiseArticle }] = await Promise.all([
            import('./build/blog-webhook.ts'),
            import('jsdom'),
            import('./runtime/sanitize.ts'),
          ]);
          const { window } = new JSDOM('');
          const articles = await fetchAllArticles(blogWebhook);
          store.clear();
          for (const { slug, content, ...fields } of articles) {
            const data = await parseData({ id: slug, data: { ...fields, date: new Date(fields.date) } });
            const html = sanitiseArticle(content, window as unknown as Window & typeof globalThis);
            store.set({ id: slug, data, rendered: { html } });
          }
          logger.info(`${articles.length} articles from ${blogWebhook}`);
        },
      }
    : glob({ pattern: '*.md', base: './content/blog' }),
  schema: z.object({
    title: z.string().min(5).max(120),
    meta_description: z.string().min(15).max(160),
    excerpt: z.string().min(15),
    image: z
      .string()
      .refine(
        (image) => !image.startsWith('/') || existsSync(`public${image}`),
        'The image is not in public/: add the file there or correct the path.',
      ),
    category: z.string().describe('Comma-separated categories.'),
    date: z.coerce.date(),
    author: z.string(),
    readtime: z.number().int().positive().describe('Minutes.'),
  }),
});

export const collections = {
  blog,
  products,
  sectors,
  modules,
  testimonials,
  jobs,
  episodes,
  videos,
  partnerTiers,
  communities,
};
