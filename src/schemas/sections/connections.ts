/** `connections`: Numbered ways to connect, with a badge and points. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const connections = z
  .object({
    type: z.literal('connections'),
    ...heading,
    items: z
      .array(
        z
          .object({
            name: z.string().min(2),
            badge: z.string().optional(),
            text,
            points: z.array(text).min(2).max(5),
          })
          .strict(),
      )
      .min(2)
      .max(4),
  })
  .strict();
