/** `partner-tiers`: The partnership tiers of content/partner-tiers.yaml, each with its benefits. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const partnerTiers = z.object({ type: z.literal('partner-tiers'), ...heading }).strict();
