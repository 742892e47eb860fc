/** `logos`: A wall of clients' names. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const logos = z
  .object({
    type: z.literal('logos'),
    ...heading,
    names: z.array(z.string().min(2)).min(3).max(18),
    href: z.string().optional().describe('Every logo links here.'),
  })
  .strict();
