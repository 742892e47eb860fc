/** `tiles`: Compact link tiles with an icon and a label (the home page's channels). */
import { z } from 'astro/zod';
import { heading, icon } from './fields.ts';

export const tiles = z
  .object({
    type: z.literal('tiles'),
    ...heading,
    items: z
      .array(z.object({ label: z.string().min(2), href: z.string().min(1), icon }).strict())
      .min(2)
      .max(18),
  })
  .strict();
