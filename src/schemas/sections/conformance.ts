/**
 * `conformance`: The accessibility statement's standard, level and status (src/config/accessibility.ts)
 * as three facts, and the paragraphs that explain them.
 */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const conformance = z
  .object({ type: z.literal('conformance'), ...heading, paragraphs: z.array(text).min(1).max(6) })
  .strict();
