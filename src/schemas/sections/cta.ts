/** `cta`: The closing call to action, on a coloured band. */
import { z } from 'astro/zod';
import { actionSchema, heading, text } from './fields.ts';

export const cta = z
  .object({
    type: z.literal('cta'),
    id: heading.id,
    title: z.string().min(3),
    text,
    actions: z.array(actionSchema).min(1).max(3),
  })
  .strict();
