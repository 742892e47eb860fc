/** `chat-demo`: One to three simulated chats side by side. */
import { z } from 'astro/zod';
import { chatScriptSchema, heading, text } from './fields.ts';

export const chatDemo = z
  .object({
    type: z.literal('chat-demo'),
    ...heading,
    demos: z
      .array(z.object({ title: text, chat: chatScriptSchema }).strict())
      .min(1)
      .max(3),
  })
  .strict();
