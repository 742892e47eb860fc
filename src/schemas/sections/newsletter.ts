/** `newsletter`: The newsletter sign-up, centred under its heading. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const newsletter = z
  .object({ type: z.literal('newsletter'), id: heading.id, title: heading.title, lead: heading.lead })
  .strict();
