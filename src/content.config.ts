import { defineCollection, reference } from 'astro:content';
import { existsSync } from 'node:fs';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { withCleanBodies } from './build/clean-bodies.ts';
import { markdownFolder } from './build/markdown-loader.ts';
import { readYaml } from './contracts/front-matter.ts';
import { articleSchema, IMAGE_NOT_IN_PUBLIC } from './schemas/blog.ts';
import {
  communitySchema,
  episodeSchema,
  jobSchema,
  LISTS,
  moduleSchema,
  partnerTierSchema,
  testimonialSchema,
} from './schemas/lists.ts';
import { companyPageSchema, contentPageSchema } from './schemas/page.ts';
import { videoSchema } from './schemas/videos.ts';

const products = defineCollection({
  loader: withCleanBodies(markdownFolder('content/products')),
  schema: contentPageSchema,
});

const sectors = defineCollection({
  loader: withCleanBodies(markdownFolder('content/sectors')),
  schema: contentPageSchema,
});

/** The company pages (home, about, contact...): each file is named by its page key of config/routes.ts. */
const pages = defineCollection({
  loader: markdownFolder('content/pages'),
  schema: companyPageSchema,
});

/** A list of content/*.yaml: its entries are under `items:`, where the studio writes them. */
const list = <S extends z.ZodType>(name: keyof typeof LISTS, schema: S) =>
  defineCollection({
    loader: file(`./${LISTS[name].file}`, {
      parser: (text) => readYaml(text).items as Record<string, unknown>[],
    }),
    schema,
  });

const modules = list('modules', moduleSchema);
const testimonials = list('testimonials', testimonialSchema);
const jobs = list('jobs', jobSchema);
const episodes = list(
  'episodes',
  episodeSchema.extend({ video: reference('videos').describe('The id of its video in content/videos.yaml.') }),
);
const partnerTiers = list('partnerTiers', partnerTierSchema);
const communities = list('communities', communitySchema);

const videos = defineCollection({
  loader: file('./content/videos.yaml'),
  // The file loader keeps each entry's id among its fields.
  schema: videoSchema.extend({ id: z.string().regex(/^[a-z0-9-]+$/) }),
});

/**
 * Articles come from the blog webhook when BLOG_WEBHOOK_BASE is set at build time, else from
 * content/blog; either way their HTML is sanitised with the same rules.
 */
const blogWebhook = process.env.BLOG_WEBHOOK_BASE;
const blog = defineCollection({
  loader: blogWebhook
    ? {
        name: 'gvp:blog-webhook',
        load: async ({ store, parseData, logger }) => {
          const [{ fetchAllArticles }, { buildWindow }, { sanitiseArticle }] = await Promise.all([
            import('./build/blog-webhook.ts'),
            import('./build/clean-bodies.ts'),
            import('./logic/sanitise.ts'),
          ]);
          const articles = await fetchAllArticles(blogWebhook);
          store.clear();
          for (const { slug, content, ...fields } of articles) {
            // The webhook's articles carry no image description: their title stands for it.
            const data = await parseData({
              id: slug,
              data: { imageAlt: fields.title, ...fields, date: new Date(fields.date) },
            });
            const html = sanitiseArticle(content, buildWindow());
            store.set({ id: slug, data, rendered: { html } });
          }
          logger.info(`${articles.length} articles from ${blogWebhook}`);
        },
      }
    : withCleanBodies(markdownFolder('content/blog')),
  schema: articleSchema,
});

/**
 * The studio's saved drafts (`npm run cms` sets GVP_STUDIO_DRAFTS): pages and articles waiting
 * in the editorial workflow, which the live dev site previews at /__rascunho/<collection>/<slug>
 * (integrations/studio-drafts.ts). Same schemas as the published ones; empty everywhere else,
 * so no build ever publishes a draft.
 */
const draftsDir = process.env.GVP_STUDIO_DRAFTS;
/** A draft's image may be one it brings along, waiting in the drafts folder until it is published. */
const draftImage = z
  .string()
  .refine(
    (image) => !image.startsWith('/') || existsSync(`public${image}`) || existsSync(`${draftsDir}/public${image}`),
    IMAGE_NOT_IN_PUBLIC,
  );
const drafts = <S extends z.ZodType>(folder: string, schema: S) =>
  defineCollection({
    loader: draftsDir
      ? withCleanBodies(markdownFolder(`${draftsDir}/${folder}`))
      : { name: 'gvp:no-drafts', load: async () => {} },
    schema,
  });

export const collections = {
  draftProducts: drafts('content/products', contentPageSchema.extend({ image: draftImage.optional() })),
  draftSectors: drafts('content/sectors', contentPageSchema.extend({ image: draftImage.optional() })),
  draftBlog: drafts('content/blog', articleSchema.extend({ image: draftImage })),
  draftPages: drafts('content/pages', companyPageSchema),
  blog,
  products,
  sectors,
  pages,
  modules,
  testimonials,
  jobs,
  episodes,
  videos,
  partnerTiers,
  communities,
};
