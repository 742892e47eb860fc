/** `video-cards`: Videos of content/videos.yaml as cards that open the video player. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const videoCards = z
  .object({
    type: z.literal('video-cards'),
    ...heading,
    featured: z.boolean().default(false).describe('One large card, centred.'),
    items: z
      .array(
        z
          .object({
            video: z
              .string()
              .regex(/^[a-z0-9-]+$/)
              .describe('The id of a video in content/videos.yaml.'),
            title: z.string().min(3),
            meta: z.string().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(9),
  })
  .strict();
