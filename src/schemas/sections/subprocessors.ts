/**
 * `subprocessors`: The suppliers that process customers' data (src/config/site.ts `trust`) as a
 * table under its caption; the lead says where the data is kept.
 */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const subprocessors = z
  .object({ type: z.literal('subprocessors'), ...heading, caption: z.string().min(3).describe("The table's title.") })
  .strict();
