/** `screenshots`: Illustrated product screens beside their text, alternating sides. */
import { z } from 'astro/zod';
import { screenSchema } from '../screens.ts';
import { heading, text } from './fields.ts';

export const screenshots = z
  .object({
    type: z.literal('screenshots'),
    ...heading,
    items: z
      .array(
        z
          .object({
            screen: screenSchema.describe('What the illustrated screen shows, in its own words.'),
            title: z.string().min(2),
            text,
            points: z.array(text).max(5).default([]),
          })
          .strict(),
      )
      .min(1)
      .max(8),
  })
  .strict();
