/** `timeline`: Milestones down a line, each a short label (a year) and a sentence. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const timeline = z
  .object({
    type: z.literal('timeline'),
    ...heading,
    items: z
      .array(z.object({ label: z.string().min(1).max(12), text }).strict())
      .min(2)
      .max(12),
  })
  .strict();
