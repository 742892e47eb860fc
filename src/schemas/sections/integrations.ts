/** `integrations`: Systems as name tiles. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const integrations = z
  .object({
    type: z.literal('integrations'),
    ...heading,
    items: z
      .array(z.object({ name: z.string().min(2), text: z.string().optional() }).strict())
      .min(3)
      .max(16),
  })
  .strict();
