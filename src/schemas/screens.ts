/**
 * What an illustrated product screen shows, by layout. The words of every screen come from
 * the content, next to the caption they illustrate, so a screen can only show what its own
 * page says. Lengths are capped to what the layout has room for: a word too long for its
 * box fails the build instead of running out of the drawing.
 */
import { z } from 'astro/zod';

const words = (max: number) => z.string().min(1).max(max);
const pair = (label: number, value: number) => z.object({ label: words(label), value: words(value) }).strict();

/** Channels a conversation can come from; each has its own colour in the drawings. */
export const CHANNELS = ['whatsapp', 'instagram', 'chat', 'email', 'telefone', 'portal'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Characters per line of a chat bubble. */
export const CHAT_LINE = 33;

const screens = {
  dashboard: z
    .object({
      kind: z.literal('dashboard'),
      kpis: z.array(pair(20, 9)).length(4),
      chart: words(44),
      bars: z
        .array(z.object({ label: words(9), value: z.number().min(0).max(100) }).strict())
        .min(3)
        .max(7)
        .describe('Bar heights, 0 to 100, with the label under each bar.'),
    })
    .strict(),
  statistics: z
    .object({
      kind: z.literal('statistics'),
      chart: words(40),
      series: z.tuple([words(24), words(24)]).describe('What the blue and the green line measure.'),
      split: z
        .object({
          title: words(20),
          items: z
            .array(z.object({ label: words(14), share: z.number().int().min(1).max(99) }).strict())
            .min(2)
            .max(4),
        })
        .strict()
        .refine((s) => s.items.reduce((sum, i) => sum + i.share, 0) === 100, 'The shares add up to 100.'),
    })
    .strict(),
  bi: z
    .object({
      kind: z.literal('bi'),
      panels: z.tuple([words(30), words(30), words(30)]).describe('A bar chart, a line chart and a ranking.'),
      score: pair(30, 5),
    })
    .strict(),
  funnel: z.object({ kind: z.literal('funnel'), stages: z.array(pair(13, 10)).min(3).max(5) }).strict(),
  table: z
    .object({
      kind: z.literal('table'),
      columns: z.tuple([words(16), words(16), words(16), words(16)]),
      rows: z
        .array(z.tuple([words(18), words(16), words(16), words(14)]))
        .min(2)
        .max(7)
        .describe('The last cell of a row is its status, in green.'),
    })
    .strict(),
  kanban: z
    .object({
      kind: z.literal('kanban'),
      columns: z
        .array(z.object({ title: words(15), cards: z.array(words(16)).max(3) }).strict())
        .min(2)
        .max(4),
      first: z.number().int().positive().describe('Number of the first card; the others follow.'),
    })
    .strict(),
  flow: z
    .object({
      kind: z.literal('flow'),
      start: words(24),
      check: words(24),
      branches: z.tuple([
        z.object({ label: words(10), steps: z.tuple([words(22), words(22)]) }).strict(),
        z.object({ label: words(10), steps: z.tuple([words(22), words(22)]) }).strict(),
      ]),
    })
    .strict(),
  calendar: z
    .object({
      kind: z.literal('calendar'),
      heading: words(26).optional().describe('Omit it to show the month the site was built in.'),
      agenda: z
        .array(z.object({ time: z.string().regex(/^\d{2}:\d{2}$/), text: words(26), who: words(24) }).strict())
        .min(2)
        .max(4),
    })
    .strict(),
  form: z
    .object({
      kind: z.literal('form'),
      heading: words(40),
      fields: z.array(words(28)).min(3).max(5),
      button: words(16),
    })
    .strict(),
  settings: z
    .object({
      kind: z.literal('settings'),
      heading: words(40),
      options: z
        .array(z.object({ label: words(38), on: z.boolean().default(true) }).strict())
        .min(3)
        .max(5),
      swatches: z.boolean().default(false).describe('Shows the brand colours beside the options.'),
    })
    .strict(),
  mail: z
    .object({
      kind: z.literal('mail'),
      list: z
        .array(z.object({ from: words(22), subject: words(28) }).strict())
        .min(3)
        .max(5),
      open: z
        .object({ subject: words(38), note: words(34), lines: z.array(words(40)).min(1).max(3), button: words(14) })
        .strict()
        .describe('The message open on the right: its subject, the note in blue and the text.'),
    })
    .strict(),
  chat: z
    .object({
      kind: z.literal('chat'),
      list: z
        .array(z.object({ name: words(16), channel: z.enum(CHANNELS) }).strict())
        .min(3)
        .max(5),
      messages: z
        .array(z.object({ from: z.enum(['cliente', 'empresa']), text: words(96) }).strict())
        .min(2)
        .max(4)
        .refine(
          (messages) =>
            messages.reduce((height, m) => height + 28 + 16 * wrapWords(m.text, CHAT_LINE).length, 0) <= 240,
          'The messages do not fit the conversation: shorten them or use fewer.',
        ),
    })
    .strict(),
  portal: z
    .object({
      kind: z.literal('portal'),
      heading: words(40),
      tiles: z.array(pair(18, 10)).length(4),
      recent: z.array(words(48)).min(2).max(4),
    })
    .strict(),
  call: z
    .object({
      kind: z.literal('call'),
      caller: words(22),
      number: words(20),
      state: words(22).describe('What the softphone says, such as "Em ligação · 02:41".'),
      record: z.array(pair(14, 26)).min(3).max(5).describe("The customer's record beside the call."),
      history: z.array(words(44)).min(1).max(3),
    })
    .strict(),
} as const;

export const screenSchema = z.discriminatedUnion('kind', [
  screens.dashboard,
  screens.statistics,
  screens.bi,
  screens.funnel,
  screens.table,
  screens.kanban,
  screens.flow,
  screens.calendar,
  screens.form,
  screens.settings,
  screens.mail,
  screens.chat,
  screens.portal,
  screens.call,
]);

export type Screen = z.infer<typeof screenSchema>;
export type ScreenKind = Screen['kind'];
export type ScreenOf<K extends ScreenKind> = Extract<Screen, { kind: K }>;

/**
 * Breaks a message into lines of at most `width` characters at spaces, for SVG text,
 * which does not wrap. A word longer than the width stands on its own line.
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
