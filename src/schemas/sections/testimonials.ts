/** `testimonials`: The testimonials of content/testimonials.yaml that name this page. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const testimonials = z
  .object({
    type: z.literal('testimonials'),
    ...heading,
    pageTag: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe(
        'The page key the testimonials name under `pages:` in content/testimonials.yaml (home, geeduka, gvpvszendesk).',
      ),
  })
  .strict();
