/**
 * Fields that several section types share: the heading above a section, buttons, simulated
 * chats, icon names and the shortest text worth showing.
 */
import { z } from 'astro/zod';
import { ICON_NAMES } from '../../assets/icons.ts';

/** A button with both or neither of a link and an action. */
export const ACTION_TARGET_MESSAGE = 'Give exactly one of `href` or `action`.';

/** What a call-to-action does: a plain link, or one of the site's global intents. */
export const actionSchema = z
  .object({
    label: z.string().min(2),
    href: z.string().optional().describe('A link; omit it when `action` is given.'),
    action: z
      .enum(['chat', 'demo', 'book', 'trial', 'whatsapp'])
      .optional()
      .describe(
        'chat opens Gê, demo the demo modal, book the demo modal that ends in the free slots (or the scheduling page of src/config/site.ts), trial the trial modal, whatsapp a click-to-chat link.',
      ),
    whatsappText: z.string().optional().describe('Prefilled text for action: whatsapp.'),
    variant: z.enum(['primary', 'secondary', 'whatsapp']).default('primary'),
  })
  .strict()
  .refine((a) => Boolean(a.href) !== Boolean(a.action), { message: ACTION_TARGET_MESSAGE });

export type Action = z.infer<typeof actionSchema>;

export const icon = z.enum(ICON_NAMES);
export const text = z.string().min(3);

/** Fields every section may carry: an anchor id and the heading above it. */
export const heading = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens.')
    .optional()
    .describe('Anchor, so links can point at #id.'),
  eyebrow: z.string().optional(),
  title: z.string().min(3),
  lead: z.string().optional(),
  band: z
    .literal('muted')
    .optional()
    .describe('Puts the section on the grey band where the design needs it; the bands after it alternate from there.'),
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
