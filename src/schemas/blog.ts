/**
 * An article's front matter (content/blog/*.md), or an article of the blog webhook. The
 * image must exist in public/ when it is the site's own.
 */
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';

/** An article's image that is not in public/. */
export const IMAGE_NOT_IN_PUBLIC = 'The image is not in public/: add the file there or correct the path.';

/** An image of the site's own (a path from the root) is a file in public/; a URL is taken as is. */
export const publicImage = z
  .string()
  .refine((image) => !image.startsWith('/') || existsSync(`public${image}`), IMAGE_NOT_IN_PUBLIC);

export const articleSchema = z.object({
  title: z.string().min(5).max(120),
  meta_description: z.string().min(15).max(160),
  excerpt: z.string().min(15),
  image: publicImage,
  imageAlt: z.string().min(5).describe('What the cover shows, for those who do not see it.'),
  category: z.string().describe('Comma-separated categories.'),
  date: z.coerce.date(),
  author: z.string().min(3),
  readtime: z.number().int().positive().describe('Minutes.'),
});

export type Article = z.infer<typeof articleSchema>;
