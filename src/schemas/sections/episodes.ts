/** `episodes`: Podcast episodes of content/episodes.yaml as video cards, newest first. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const episodes = z
  .object({
    type: z.literal('episodes'),
    ...heading,
    title: z.string().min(3).optional().describe("The featured episode's title when omitted."),
    show: z.enum(['all', 'featured']).default('all').describe('featured: the featured episode alone, large.'),
    detail: z
      .enum(['brief', 'full'])
      .default('full')
      .describe('brief: the length only; full: category, length, description, host and date.'),
    playlist: z.boolean().default(false).describe('A link to the whole playlist under the cards.'),
  })
  .strict();
