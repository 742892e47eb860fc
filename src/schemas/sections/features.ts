/** `features`: Cards with an icon, title and text. */
import { z } from 'astro/zod';
import { heading, icon, text } from './fields.ts';

export const features = z
  .object({
    type: z.literal('features'),
    ...heading,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    tone: z.enum(['light', 'dark']).default('light').describe('dark stands out; others alternate white and grey.'),
    hiddenTitle: z
      .boolean()
      .default(false)
      .describe('The title is read by screen readers only, when the cards speak for themselves.'),
    items: z
      .array(
        z
          .object({
            icon: icon.optional(),
            title: text,
            text,
            note: z.string().optional(),
            href: z.string().optional().describe('The whole card links here.'),
          })
          .strict(),
      )
      .min(2)
      .max(12),
  })
  .strict();
