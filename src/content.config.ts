import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentPageSchema } from './lib/sections.ts';

const products = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/products' }),
  schema: contentPageSchema,
});

const sectors = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/sectors' }),
  schema: contentPageSchema,
});

export const collections = { products, sectors };
