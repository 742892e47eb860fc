/** `sector-cards`: A card for every sector page (content/sectors), with its first three features. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const sectorCards = z.object({ type: z.literal('sector-cards'), ...heading }).strict();
