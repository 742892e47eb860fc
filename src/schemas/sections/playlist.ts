/** `playlist`: A boxed invitation to the company's video playlist (src/config/site.ts). */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const playlist = z
  .object({
    type: z.literal('playlist'),
    id: heading.id,
    title: heading.title,
    lead: z.string().min(3),
    label: z.string().min(2).describe("The button's words."),
  })
  .strict();
