/**
 * Section types a content page can list, as zod schemas. Shared by the content
 * collections (build-time validation) and the components that render them.
 */
import { z } from 'astro/zod';

/** What a call-to-action does: a plain link, or one of the site's global intents. */
export const actionSchema = z
  .object({
    label: z.string().min(2),
    href: z.string().optional().describe('A link; omit it when `action` is given.'),
    action: z
      .enum(['chat', 'demo', 'trial', 'whatsapp'])
      .optional()
      .describe('chat opens Gê, demo the demo modal, trial the trial modal, whatsapp a click-to-chat link.'),
    whatsappText: z.string().optional().describe('Prefilled text for action: whatsapp.'),
    variant: z.enum(['primary', 'secondary', 'whatsapp']).default('primary'),
  })
  .refine((a) => Boolean(a.href) !== Boolean(a.action), {
    message: 'Give exactly one of `href` or `action`.',
  });

export type Action = z.infer<typeof actionSchema>;

export const heroSectionSchema = z.object({
  type: z.literal('hero'),
  eyebrow: z.string().optional(),
  title: z.string().min(5),
  lead: z.string().min(15),
  actions: z.array(actionSchema).max(3).default([]),
});

export const sectionSchema = z.discriminatedUnion('type', [heroSectionSchema]);

export type Section = z.infer<typeof sectionSchema>;
export type HeroSection = z.infer<typeof heroSectionSchema>;

/** Front matter shared by product and sector pages. */
export const contentPageSchema = z.object({
  title: z.string().min(2).max(60).describe("Page label: the document title is 'GVP.Digital - {title}'."),
  menuLabel: z.string().optional().describe('Label in menus when it differs from the title.'),
  tagline: z.string().min(5).max(80).describe('One line under the name in the menus.'),
  description: z.string().min(15).max(160).describe('Meta description.'),
  image: z.string().optional().describe('Share image: site-relative path or absolute URL.'),
  order: z.number().int().describe('Position in menus and lists.'),
  sections: z.array(sectionSchema).min(1),
});

export type ContentPage = z.infer<typeof contentPageSchema>;
