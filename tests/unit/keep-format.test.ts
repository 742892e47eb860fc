/**
 * A studio save of one field changes that field's line alone (cms/keep-format.ts): for every
 * page, article and list that exists, Decap's rewrite of the whole file (its own YAML style)
 * is brought back to the file as it was, with the new value in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { keepFormat } from '../../cms/keep-format.ts';
import { FOLDERS } from '../../cms/validate.ts';
import { readFrontMatter, readYaml } from '../../src/contracts/front-matter.ts';
import { LISTS } from '../../src/schemas/lists.ts';

/** Every page and article the studio edits, company pages included. */
const pages = Object.values(FOLDERS).flatMap((folder) => readdirSync(folder).map((file) => join(folder, file)));
/** The lists the studio edits (src/schemas/lists.ts). */
const lists = Object.values(LISTS).map((list) => list.file);

/** The file as Decap writes it: its own YAML (folded at 80 characters, its own quoting). */
const asDecap = (data: Record<string, unknown>, body?: string) =>
  body === undefined ? stringify(data) : `---\n${stringify(data)}---\n${body}`;

/** The lines that differ between two texts. */
const changedLines = (a: string, b: string) => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  return x.length !== y.length ? -1 : x.filter((line, index) => line !== y[index]).length;
};

describe('a save of one plain field', () => {
  it.each(pages)('%s: a plain text (the description, or a company page hero’s lead), and that line alone', (path) => {
    const published = readFileSync(path, 'utf8');
    const { data, body } = readFrontMatter(published);
    const revised = (text: unknown) => `${String(text)} Agora com revisão.`;
    let edited: Record<string, unknown>;
    if (path.startsWith(`${FOLDERS.pages}/`)) {
      const [hero = {}, ...rest] = data.sections as Record<string, unknown>[];
      edited = { ...data, sections: [{ ...hero, lead: revised(hero.lead) }, ...rest] };
    } else {
      const field = 'meta_description' in data ? 'meta_description' : 'description';
      edited = { ...data, [field]: revised(data[field]) };
    }
    const saved = keepFormat(path, published, asDecap(edited, body));
    expect(readFrontMatter(saved).data).toEqual(edited);
    expect(readFrontMatter(saved).body).toBe(body);
    expect(changedLines(published, saved)).toBe(1);
  });

  it.each(lists)("%s: the first item's first text, and that line alone", (path) => {
    const published = readFileSync(path, 'utf8');
    const data = readYaml(published) as { items: Record<string, unknown>[] };
    const first = (data.items[0] ?? {}) as Record<string, unknown>;
    const [key] = Object.entries(first).find(([name, value]) => typeof value === 'string' && name !== 'id') ?? [];
    const edited = {
      items: [{ ...first, [String(key)]: 'Texto revisto, com “aspas” e dois-pontos: sim' }, ...data.items.slice(1)],
    };
    const saved = keepFormat(path, published, asDecap(edited));
    expect(readYaml(saved)).toEqual(edited);
    expect(changedLines(published, saved)).toBe(1);
  });

  it('a page saved unchanged is written byte for byte as it was', () => {
    for (const path of pages) {
      const published = readFileSync(path, 'utf8');
      const { data, body } = readFrontMatter(published);
      expect(keepFormat(path, published, asDecap(data, `${body.trim()}\n\n`)), path).toBe(published);
    }
  });
});

describe('a save that changes the shape', () => {
  it('a section added: the data is what was saved, and no line is folded', () => {
    const path = 'content/sectors/varejo.md';
    const published = readFileSync(path, 'utf8');
    const { data, body } = readFrontMatter(published);
    const sections = [
      ...(data.sections as unknown[]),
      { type: 'cta', title: 'Fale com a gente', text: 'Um especialista responde hoje.' },
    ];
    const edited = { ...data, sections };
    const saved = keepFormat(path, published, asDecap(edited, body));
    expect(isDeepStrictEqual(readFrontMatter(saved).data, edited)).toBe(true);
    const longest = Math.max(...published.split('\n').map((line) => line.length));
    expect(longest).toBeGreaterThan(80);
    // Lines longer than 80 characters stay one line each.
    expect(saved.split('\n').filter((line) => line.length > 80).length).toBe(
      published.split('\n').filter((line) => line.length > 80).length,
    );
  });

  it('a time like 19:12 stays the text it was written as', () => {
    const published = '---\ntitle: Cosméticos\ntime: "19:12"\n---\n';
    const saved = keepFormat('content/sectors/x.md', published, '---\ntitle: Cosméticos Brasil\ntime: 19:12\n---\n');
    expect(readFrontMatter(saved).data).toEqual({ title: 'Cosméticos Brasil', time: '19:12' });
    expect(saved).toBe('---\ntitle: Cosméticos Brasil\ntime: "19:12"\n---\n');
  });

  it('a new file is written as Decap wrote it, its long lines unfolded: a later edit of one value is one line', () => {
    expect(keepFormat('content/sectors/novo.md', undefined, '---\ntitle: Novo\n---\n')).toBe('---\ntitle: Novo\n---\n');
    const long =
      'Agendamento pelo WhatsApp, confirmação automática e pós-consulta com IA para clínicas e consultórios.';
    const decap = `---\n${stringify({ title: 'Saúde', description: long })}---\n`;
    expect(decap.split('\n').length).toBeGreaterThan(4);
    expect(keepFormat('content/sectors/saude.md', undefined, decap)).toBe(
      `---\ntitle: Saúde\ndescription: ${long}\n---\n`,
    );
  });
});
