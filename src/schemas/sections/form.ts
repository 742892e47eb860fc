/**
 * `form`: A form or tool of the site (an island of src/client/island-registry.ts) under its
 * heading, or beside it in a card with details under the heading.
 */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

/** The islands a page may place as a section. */
export const FORM_ISLANDS = [
  'contact-form',
  'partner-form',
  'proposal-form',
  'accessibility-form',
  'privacy-request-form',
  'roi',
] as const;

export const form = z
  .object({
    type: z.literal('form'),
    ...heading,
    island: z.enum(FORM_ISLANDS),
    layout: z
      .enum(['beside', 'below'])
      .default('beside')
      .describe('beside: the heading on the left, the form in a card on the right; below: the form under the heading.'),
    details: z
      .enum(['none', 'contact', 'other-channels', 'privacy-rights'])
      .default('none')
      .describe(
        "Under the heading (layout beside): contact, the company's address and hours; other-channels, its phone, e-mail and WhatsApp; privacy-rights, the LGPD rights a person may ask for.",
      ),
    whatsappText: z.string().optional().describe('The WhatsApp message other-channels prefills.'),
  })
  .strict();
