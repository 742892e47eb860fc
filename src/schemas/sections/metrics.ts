/** `metrics`: Big figures on a light band. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const metrics = z
  .object({
    type: z.literal('metrics'),
    ...heading,
    title: z.string().min(3).optional(),
    items: z
      .array(z.object({ value: z.string().min(1), label: text }).strict())
      .min(2)
      .max(6),
  })
  .strict();
