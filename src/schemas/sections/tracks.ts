/** `tracks`: Learning tracks, each with its hours, audience and topics. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const tracks = z
  .object({
    type: z.literal('tracks'),
    ...heading,
    items: z
      .array(
        z
          .object({
            name: z.string().min(3),
            hours: z.number().int().positive(),
            text,
            topics: z.array(text).min(1).max(8),
          })
          .strict(),
      )
      .min(1)
      .max(4),
  })
  .strict();
