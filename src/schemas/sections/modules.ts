/**
 * `modules`: The module catalogue of content/modules.yaml, the main module first and wide.
 * It is where the page opens when the address asks for the products (its first screen).
 */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const modules = z.object({ type: z.literal('modules'), ...heading }).strict();
