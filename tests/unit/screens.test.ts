/** The illustrated screens (src/schemas/screens.ts): each says what its own caption says. */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Screen, screenSchema, wrapWords } from '../../src/schemas/screens.ts';
import { contentFiles, frontMatter } from '../fixtures/content.ts';

interface Item {
  title: string;
  screen: Screen;
}
/** Every screenshot of content/products and content/sectors, named by file and caption. */
const shown = ['products', 'sectors'].flatMap((folder) =>
  contentFiles(folder).flatMap((file) =>
    (frontMatter<{ sections?: { type: string; items?: Item[] }[] }>(file).sections ?? [])
      .filter((section) => section.type === 'screenshots')
      .flatMap((section) => section.items ?? [])
      .map((item) => ({ where: `${basename(file)}: ${item.title}`, screen: item.screen })),
  ),
);

/** The words a screen shows, without the numbers and layout fields. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (key === 'kind' || key === 'channel' ? [] : wordsOf(v)));
  return [];
}

describe('illustrated screens', () => {
  it('exist on the product and sector pages', () => {
    expect(shown.length).toBeGreaterThan(0);
  });

  it('are never the same screen under two captions', () => {
    const seen = new Map<string, string>();
    for (const { where, screen } of shown) {
      const key = JSON.stringify(screen);
      expect(seen.get(key), `${where} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, where);
    }
  });

  it('never repeat a sentence of another screen', () => {
    const owner = new Map<string, string>();
    for (const { where, screen } of shown) {
      for (const words of new Set(wordsOf(screen).filter((w) => w.length >= 20))) {
        expect(owner.get(words), `"${words}" on ${where} and ${owner.get(words)}`).toBeUndefined();
        owner.set(words, where);
      }
    }
  });

  it('refuse words longer than their box and conversations that do not fit', () => {
    const chat = (texts: string[]) =>
      screenSchema.safeParse({
        kind: 'chat',
        list: [
          { name: 'Ana', channel: 'whatsapp' },
          { name: 'Rui', channel: 'email' },
          { name: 'Bia', channel: 'chat' },
        ],
        messages: texts.map((text, i) => ({ from: i % 2 ? 'empresa' : 'cliente', text })),
      }).success;
    expect(chat(['Oi! Quero a segunda via.', 'Claro, enviei agora.'])).toBe(true);
    expect(chat(['x'.repeat(97), 'Claro.'])).toBe(false);
    const long = 'Uma mensagem longa que ocupa três linhas inteiras do balão da conversa, sem folga nenhuma.';
    expect(chat([long, long, long, long])).toBe(false);
    expect(
      screenSchema
        .safeParse({
          kind: 'statistics',
          chart: 'Volume',
          series: ['A', 'B'],
          split: {
            title: 'Por canal',
            items: [
              { label: 'WhatsApp', share: 60 },
              { label: 'E-mail', share: 30 },
            ],
          },
        })
        .error?.issues.map((i) => i.message),
    ).toEqual(['The shares add up to 100.']);
  });

  it('wrap messages at spaces, never splitting a word', () => {
    expect(wrapWords('Oi, liguei ontem sobre a parcela 7 do meu financiamento.', 20)).toEqual([
      'Oi, liguei ontem',
      'sobre a parcela 7 do',
      'meu financiamento.',
    ]);
    expect(wrapWords('supercalifragilístico curto', 10)).toEqual(['supercalifragilístico', 'curto']);
  });
});
