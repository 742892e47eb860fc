/**
 * Section types a content page can list, as zod schemas: one discriminated union on
 * `type`, so a wrong or missing field fails the build with the file and field named.
 * Shared by the content collections and the components that render them. README.md
 * ("Sections for editors") shows an example of each type.
 */
import { z } from 'astro/zod';
import { ICON_NAMES } from '../components/ui/icons.ts';
import { screenSchema } from './screens.ts';

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
  .strict()
  .refine((a) => Boolean(a.href) !== Boolean(a.action), {
    message: 'Give exactly one of `href` or `action`.',
  });

export type Action = z.infer<typeof actionSchema>;

const icon = z.enum(ICON_NAMES);
const text = z.string().min(3);

/** Fields every section may carry: an anchor id and the heading above it. */
const heading = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens.')
    .optional()
    .describe('Anchor, so links can point at #id.'),
  eyebrow: z.string().optional(),
  title: z.string().min(3),
  lead: z.string().optional(),
};

/** A line of a simulated conversation. */
const chatLineSchema = z.object({ from: z.enum(['bot', 'user']), text }).strict();

/** A simulated chat: who the visitor talks to, the lines, and an optional 0-10 rating at the end. */
export const chatScriptSchema = z
  .object({
    contact: z.string().default('Gê - Assistente Digital'),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .default('09:41'),
    lines: z.array(chatLineSchema).min(2),
    rating: z
      .object({
        question: z.string().default('De 0 a 10, qual a sua satisfação com este atendimento?'),
        score: z.number().int().min(0).max(10).describe("The customer's answer, highlighted on the scale."),
      })
      .strict()
      .optional()
      .describe('Ends the chat with the 0-10 satisfaction scale.'),
  })
  .strict();

export type ChatScript = z.infer<typeof chatScriptSchema>;

const sections = {
  hero: z
    .object({
      type: z.literal('hero'),
      eyebrow: z.string().optional(),
      title: z.string().min(5),
      lead: z.string().min(15),
      points: z.array(text).max(4).default([]).describe('Short ticks under the lead.'),
      actions: z.array(actionSchema).max(3).default([]),
      chat: chatScriptSchema.optional().describe('A simulated chat beside the text instead of the illustration.'),
    })
    .strict(),

  metrics: z
    .object({
      type: z.literal('metrics'),
      ...heading,
      title: z.string().min(3).optional(),
      items: z
        .array(z.object({ value: z.string().min(1), label: text }).strict())
        .min(2)
        .max(6),
    })
    .strict(),

  logos: z.object({ type: z.literal('logos'), ...heading, names: z.array(z.string().min(2)).min(3).max(18) }).strict(),

  features: z
    .object({
      type: z.literal('features'),
      ...heading,
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
      tone: z.enum(['light', 'dark']).default('light').describe('dark stands out; others alternate white and grey.'),
      items: z
        .array(z.object({ icon: icon.optional(), title: text, text, note: z.string().optional() }).strict())
        .min(2)
        .max(12),
    })
    .strict(),

  screenshots: z
    .object({
      type: z.literal('screenshots'),
      ...heading,
      items: z
        .array(
          z
            .object({
              screen: screenSchema.describe('What the illustrated screen shows, in its own words.'),
              title: z.string().min(2),
              text,
              points: z.array(text).max(5).default([]),
            })
            .strict(),
        )
        .min(1)
        .max(8),
    })
    .strict(),

  audio: z
    .object({
      type: z.literal('audio'),
      ...heading,
      items: z
        .array(
          z
            .object({
              title: text,
              text,
              src: z
                .string()
                .regex(/^\/audio\/[a-z0-9-]+\.mp3$/, 'Point at a file of public/audio, such as /audio/ura-ativa.mp3.'),
              transcript: z
                .array(z.object({ speaker: z.string().min(2), text }).strict())
                .min(1)
                .describe('What is said, shown as text and used by `npm run audio` to synthesise the file.'),
            })
            .strict(),
        )
        .min(1)
        .max(4),
    })
    .strict(),

  video: z
    .object({
      type: z.literal('video'),
      ...heading,
      video: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'The id of a video in content/videos.yaml, such as omni-talk.')
        .describe('The id of a video in content/videos.yaml.'),
      caption: text.describe('What the video shows; also its accessible name.'),
    })
    .strict(),

  comparison: z
    .object({
      type: z.literal('comparison'),
      ...heading,
      columns: z.tuple([z.string().min(2), z.string().min(2)]).describe('The other option first, ours second.'),
      rows: z
        .array(
          z
            .object({
              label: text,
              values: z.tuple([z.union([z.boolean(), z.string()]), z.union([z.boolean(), z.string()])]),
            })
            .strict(),
        )
        .min(3),
    })
    .strict(),

  channels: z
    .object({
      type: z.literal('channels'),
      ...heading,
      items: z
        .array(z.object({ icon, name: z.string().min(2), text: z.string().optional() }).strict())
        .min(3)
        .max(12),
    })
    .strict(),

  connections: z
    .object({
      type: z.literal('connections'),
      ...heading,
      items: z
        .array(
          z
            .object({
              name: z.string().min(2),
              badge: z.string().optional(),
              text,
              points: z.array(text).min(2).max(5),
            })
            .strict(),
        )
        .min(2)
        .max(4),
    })
    .strict(),

  steps: z
    .object({
      type: z.literal('steps'),
      ...heading,
      items: z
        .array(z.object({ title: text, text }).strict())
        .min(2)
        .max(6),
      timeline: z
        .array(z.object({ label: z.string().min(1).max(4), text }).strict())
        .optional()
        .describe('Milestones under the steps, such as D1, D2, D3, S1.'),
    })
    .strict(),

  'chat-demo': z
    .object({
      type: z.literal('chat-demo'),
      ...heading,
      demos: z
        .array(z.object({ title: text, chat: chatScriptSchema }).strict())
        .min(1)
        .max(3),
    })
    .strict(),

  accordion: z
    .object({
      type: z.literal('accordion'),
      ...heading,
      open: z.number().int().min(0).default(0).describe('Index of the item that starts open.'),
      items: z
        .array(z.object({ icon: icon.optional(), title: text, text, points: z.array(text).default([]) }).strict())
        .min(2),
    })
    .strict(),

  phone: z
    .object({
      type: z.literal('phone'),
      ...heading,
      points: z.array(text).max(5).default([]),
      chat: chatScriptSchema,
    })
    .strict(),

  faq: z
    .object({
      type: z.literal('faq'),
      ...heading,
      items: z.array(z.object({ question: text, answer: text }).strict()).min(2),
    })
    .strict(),

  integrations: z
    .object({
      type: z.literal('integrations'),
      ...heading,
      items: z
        .array(z.object({ name: z.string().min(2), text: z.string().optional() }).strict())
        .min(3)
        .max(16),
    })
    .strict(),

  results: z
    .object({
      type: z.literal('results'),
      ...heading,
      items: z
        .array(z.object({ value: z.string().min(1), label: text, text: z.string().optional() }).strict())
        .min(2)
        .max(6),
    })
    .strict(),

  cta: z
    .object({
      type: z.literal('cta'),
      id: heading.id,
      title: z.string().min(3),
      text,
      actions: z.array(actionSchema).min(1).max(3),
    })
    .strict(),
};

export const sectionSchema = z.discriminatedUnion('type', [
  sections.hero,
  sections.metrics,
  sections.logos,
  sections.features,
  sections.screenshots,
  sections.audio,
  sections.video,
  sections.comparison,
  sections.channels,
  sections.connections,
  sections.steps,
  sections['chat-demo'],
  sections.accordion,
  sections.phone,
  sections.faq,
  sections.integrations,
  sections.results,
  sections.cta,
]);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type HeroSection = SectionOf<'hero'>;

/** Front matter shared by product and sector pages. */
export const contentPageSchema = z
  .object({
    slug: z.string().optional().describe('URL segment; the file name when omitted.'),
    title: z.string().min(2).max(60).describe("Page label: the document title is 'GVP.Digital - {title}'."),
    subtitle: z.string().min(5).max(120).describe('One sentence on what it is, for cards and structured data.'),
    menuLabel: z.string().optional().describe('Label in menus when it differs from the title.'),
    tagline: z.string().min(5).max(80).describe('One line under the name in the menus.'),
    description: z.string().min(15).max(160).describe('Meta description.'),
    features: z.array(z.string().min(3)).min(3).max(6).describe('Key features, for cards and structured data.'),
    icon: icon.default('sparkles'),
    image: z.string().optional().describe('Share image: site-relative path or absolute URL.'),
    order: z.number().int().describe('Position in menus and lists.'),
    theme: z.enum(['blue', 'yellow']).default('blue'),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();

export type ContentPage = z.infer<typeof contentPageSchema>;
