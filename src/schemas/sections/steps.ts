/** `steps`: Numbered steps, with optional milestones under them. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const steps = z
  .object({
    type: z.literal('steps'),
    ...heading,
    items: z
      .array(z.object({ title: text, text }).strict())
      .min(2)
      .max(6),
    timeline: z
      .array(z.object({ label: z.string().min(1).max(4), text }).strict())
      .optional()
      .describe('Milestones under the steps, such as D1, D2, D3, S1.'),
  })
  .strict();
