/** `results`: Figures on a dark band, each with an optional text. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const results = z
  .object({
    type: z.literal('results'),
    ...heading,
    items: z
      .array(z.object({ value: z.string().min(1), label: text, text: z.string().optional() }).strict())
      .min(2)
      .max(6),
  })
  .strict();
