/** `accordion`: An expandable list. */
import { z } from 'astro/zod';
import { heading, icon, text } from './fields.ts';

export const accordion = z
  .object({
    type: z.literal('accordion'),
    ...heading,
    open: z.number().int().min(0).default(0).describe('Index of the item that starts open.'),
    items: z
      .array(z.object({ icon: icon.optional(), title: text, text, points: z.array(text).default([]) }).strict())
      .min(2),
  })
  .strict();
