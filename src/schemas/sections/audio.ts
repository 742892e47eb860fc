/** `audio`: Audio players with their transcripts. */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const audio = z
  .object({
    type: z.literal('audio'),
    ...heading,
    items: z
      .array(
        z
          .object({
            title: text,
            text,
            src: z
              .string()
              .regex(/^\/audio\/[a-z0-9-]+\.mp3$/, 'Point at a file of public/audio, such as /audio/ura-ativa.mp3.'),
            transcript: z
              .array(z.object({ speaker: z.string().min(2), text }).strict())
              .min(1)
              .describe('What is said, shown as text and used by `npm run audio` to synthesise the file.'),
          })
          .strict(),
      )
      .min(1)
      .max(4),
  })
  .strict();
