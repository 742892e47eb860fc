/** `comparison`: A two-column table, the other option first and ours second. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const comparison = z
  .object({
    type: z.literal('comparison'),
    ...heading,
    columns: z.tuple([z.string().min(2), z.string().min(2)]).describe('The other option first, ours second.'),
    rows: z
      .array(
        z
          .object({
            label: text,
            values: z.tuple([z.union([z.boolean(), z.string()]), z.union([z.boolean(), z.string()])]),
          })
          .strict(),
      )
      .min(3),
  })
  .strict();
