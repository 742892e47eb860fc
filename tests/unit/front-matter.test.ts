/**
 * One YAML reader (src/contracts/front-matter.ts) for the build's loader, the studio's guard,
 * the dev overlay and the local service: YAML 1.2, as Decap writes it. A time Decap writes
 * unquoted is the text it looks like everywhere.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEntryFile } from '../../cms/validate.ts';
import { loadArticles } from '../../server/blog.ts';
import { readFrontMatter } from '../../src/contracts/front-matter.ts';

describe('the front matter of a content file', () => {
  it('reads 19:12 as the text 19:12 (YAML 1.1 read the number 1152), and a date as the text written', () => {
    const { data, body } = readFrontMatter('---\ntime: 19:12\ndate: 2026-11-20T10:00:00-03:00\n---\nTexto.\n');
    expect(data).toEqual({ time: '19:12', date: '2026-11-20T10:00:00-03:00' });
    expect(body).toBe('Texto.\n');
  });

  it('a file without front matter is all body', () => {
    expect(readFrontMatter('Só texto.')).toEqual({ data: {}, body: 'Só texto.', yaml: '' });
  });

  it('the studio takes a sector page with the time as Decap writes it, unquoted', () => {
    const path = 'content/sectors/cosmeticos.md';
    const raw = readFileSync(path, 'utf8');
    expect(raw).toContain("time: '19:12'");
    const asDecap = raw.replace("time: '19:12'", 'time: 19:12');
    expect(checkEntryFile('sectors', path, asDecap).problems).toEqual([]);
  });

  it('the local service reads the articles with it: each date an instant, each body the text after the front matter', () => {
    const articles = loadArticles('content/blog');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(Number.isNaN(Date.parse(article.date)), article.slug).toBe(false);
      expect(article.content).not.toMatch(/^---/);
    }
  });
});
