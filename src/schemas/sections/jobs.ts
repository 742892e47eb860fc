/** `jobs`: The open positions of content/jobs.yaml and, under them, the CV form. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const jobs = z
  .object({
    type: z.literal('jobs'),
    ...heading,
    formTitle: z.string().min(3).describe("The CV form's heading."),
  })
  .strict();
