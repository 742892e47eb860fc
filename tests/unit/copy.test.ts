/**
 * Rules of the copy, over every page there is (product, sector and company pages and the
 * blog's articles), derived from the content folders: pt-BR typography and headings that say
 * something. A page an editor adds is held to them the day it exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOLDERS } from '../../cms/validate.ts';
import { readFrontMatter } from '../../src/contracts/front-matter.ts';

const files = Object.values(FOLDERS).flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${folder}/${file}`),
);
const dataOf = (file: string) => readFrontMatter(readFileSync(file, 'utf8')).data;

/** Every text of a value, with where it is. */
function texts(value: unknown, path: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([path, value]);
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) texts(item, `${path}.${i}`, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) texts(item, `${path}.${key}`, found);
  return found;
}
/** Letters and digits only, for comparing what two texts say. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the copy of every page', () => {
  it('covers the pages of every folder the studio edits', () => {
    expect(files.length).toBeGreaterThan(35);
  });

  it('quotes with typographic quotes, never straight ones', () => {
    const straight = files.flatMap((file) =>
      texts(dataOf(file), file)
        .filter(([, text]) => text.includes('"'))
        .map(([path, text]) => `${path}: ${text}`),
    );
    expect(straight).toEqual([]);
  });

  it('never repeats a section’s title in the line above it', () => {
    const repeated = files.flatMap((file) =>
      ((dataOf(file).sections ?? []) as { eyebrow?: string; title?: string }[])
        .filter(({ eyebrow, title }) => eyebrow && title && words(title).startsWith(words(eyebrow)))
        .map(({ eyebrow, title }) => `${file}: “${eyebrow}” over “${title}”`),
    );
    expect(repeated).toEqual([]);
  });
});
