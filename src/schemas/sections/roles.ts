/**
 * `roles`: Who controls and who processes the data: paragraphs beside the data protection
 * officer's, the security team's and the status page's cards (src/config/site.ts).
 * A paragraph may link as [words](/address).
 */
import { z } from 'astro/zod';
import { heading, text } from './fields.ts';

export const roles = z
  .object({ type: z.literal('roles'), ...heading, paragraphs: z.array(text).min(1).max(6) })
  .strict();
