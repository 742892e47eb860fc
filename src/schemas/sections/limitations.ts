/**
 * `limitations`: The accessibility statement's known limitations (src/config/accessibility.ts),
 * each with where it is, when it was found and the way around it.
 */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const limitations = z.object({ type: z.literal('limitations'), ...heading }).strict();
