/** `channels`: Compact tiles of channels. */
import { z } from 'astro/zod';
import { heading, icon } from './fields.ts';

export const channels = z
  .object({
    type: z.literal('channels'),
    ...heading,
    items: z
      .array(z.object({ icon, name: z.string().min(2), text: z.string().optional() }).strict())
      .min(3)
      .max(12),
  })
  .strict();
