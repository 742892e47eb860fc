/** `features`: Cards with an icon, title and text. */
import { z } from 'astro/zod';
import { heading, icon, text } from './fields.ts';

export const features = z
  .object({
    type: z.literal('features'),
    ...heading,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    tone: z.enum(['light', 'dark']).default('light').describe('dark stands out; others alternate white and grey.'),
    items: z
      .array(z.object({ icon: icon.optional(), title: text, text, note: z.string().optional() }).strict())
      .min(2)
      .max(12),
  })
  .strict();
