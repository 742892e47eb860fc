/**
 * `split`: The heading on the left, figures or cards on the right; on a dark band when it
 * should stand out. Give `metrics` or `features`.
 */
import { z } from 'astro/zod';
import { heading, icon, text } from './fields.ts';

export const ONE_SPLIT_BODY = 'Give exactly one of `metrics` or `features`.';

export const split = z
  .object({
    type: z.literal('split'),
    ...heading,
    tone: z.enum(['light', 'dark']).default('light'),
    link: z
      .object({ label: z.string().min(2), href: z.string().min(1) })
      .strict()
      .optional()
      .describe('A button under the heading.'),
    metrics: z
      .array(z.object({ value: z.string().min(1), label: text }).strict())
      .min(1)
      .max(4)
      .optional(),
    features: z
      .array(z.object({ icon: icon.optional(), title: text, text }).strict())
      .min(1)
      .max(4)
      .optional(),
  })
  .strict()
  .refine((s) => Boolean(s.metrics) !== Boolean(s.features), { message: ONE_SPLIT_BODY });
