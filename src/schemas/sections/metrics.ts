/** `metrics`: Big figures on a light band and, optionally, cards under them. */
import { z } from 'astro/zod';
import { heading, icon, text } from './fields.ts';

export const metrics = z
  .object({
    type: z.literal('metrics'),
    ...heading,
    title: z.string().min(3).optional(),
    items: z
      .array(z.object({ value: z.string().min(1), label: text }).strict())
      .min(2)
      .max(6),
    cards: z
      .array(z.object({ icon: icon.optional(), title: text, text }).strict())
      .min(2)
      .max(8)
      .optional()
      .describe('Cards under the figures, such as what the figures cost a company.'),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe("The cards' columns."),
  })
  .strict();
