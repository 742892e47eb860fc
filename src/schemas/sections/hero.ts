/** `hero`: The top of the page: title, lead, ticks, buttons and, optionally, a simulated chat beside them. */
import { z } from 'astro/zod';
import { actionSchema, chatScriptSchema, heading, text } from './fields.ts';

export const hero = z
  .object({
    type: z.literal('hero'),
    id: heading.id,
    eyebrow: z.string().optional(),
    title: z.string().min(5),
    lead: z.string().min(15),
    points: z.array(text).max(4).default([]).describe('Short ticks under the lead.'),
    actions: z.array(actionSchema).max(3).default([]),
    compact: z.boolean().default(false).describe('A shorter band, for a page whose tool follows at once.'),
    chat: chatScriptSchema.optional().describe('A simulated chat beside the text instead of the illustration.'),
  })
  .strict();
