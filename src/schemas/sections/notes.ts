/** `notes`: Plain cards of a title and a paragraph, two to a row (how something is done). */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const notes = z
  .object({
    type: z.literal('notes'),
    ...heading,
    items: z
      .array(z.object({ title: text, text }).strict())
      .min(2)
      .max(8),
  })
  .strict();
