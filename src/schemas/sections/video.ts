/** `video`: A video of content/videos.yaml, its poster first. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const video = z
  .object({
    type: z.literal('video'),
    ...heading,
    video: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'The id of a video in content/videos.yaml, such as omni-talk.')
      .describe('The id of a video in content/videos.yaml.'),
    caption: text.describe('What the video shows; also its accessible name.'),
  })
  .strict();
