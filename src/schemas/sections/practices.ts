/** `practices`: The security practices and certifications the company commits to (src/config/site.ts `trust`). */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const practices = z.object({ type: z.literal('practices'), ...heading }).strict();
