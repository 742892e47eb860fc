/** `pills`: Short names as rounded labels, centred (markets, sectors). */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const pills = z
  .object({ type: z.literal('pills'), ...heading, items: z.array(z.string().min(2)).min(2).max(24) })
  .strict();
