/**
 * `versus`: Us against one competitor, item by item, ours first (a comparison page). The
 * product pages' `comparison` draws the other option first, with ticks.
 */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const versus = z
  .object({
    type: z.literal('versus'),
    ...heading,
    them: z.string().min(2).describe("The competitor's name, heading its column."),
    caption: text.describe("The table's name for screen readers."),
    rows: z
      .array(z.object({ label: text, ours: z.string().min(1), theirs: z.string().min(1) }).strict())
      .min(2)
      .max(16),
  })
  .strict();
