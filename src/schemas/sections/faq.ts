/** `faq`: Questions that open on click. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const faq = z
  .object({
    type: z.literal('faq'),
    ...heading,
    items: z.array(z.object({ question: text, answer: text }).strict()).min(2),
  })
  .strict();
