/** `phone`: A phone with a chat on screen, beside points. */
import { z } from 'astro/zod';
import { chatScriptSchema, heading, text } from './fields.ts';

export const phone = z
  .object({
    type: z.literal('phone'),
    ...heading,
    points: z.array(text).max(5).default([]),
    chat: chatScriptSchema,
  })
  .strict();
