/** `communities`: The communities of content/communities.yaml, each with its link to join. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const communities = z.object({ type: z.literal('communities'), ...heading }).strict();
