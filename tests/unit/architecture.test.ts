/**
 * The import rules of docs/architecture.md ("Import rules"), checked on every file: each
 * folder imports only the folders listed for it, so what runs in the browser, at build time
 * or in the local service stays where a reader expects it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_RULES, importRulesTable, TABLE_END, TABLE_START } from '../import-rules.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Folder -> the folders its files may import (besides itself and packages). */
const ALLOWED: Record<string, string[]> = Object.fromEntries(
  Object.entries(IMPORT_RULES).map(([folder, { may }]) => [folder, may]),
);

const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const IMPORT = /(?:\bfrom\s*|(\bimport\s*\(\s*)|^\s*import\s+)['"](\.{1,2}\/[^'"?]+)/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The folder of ALLOWED a file belongs to. */
const folderOf = (file: string) =>
  Object.keys(ALLOWED)
    .filter((folder) => file.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length)[0];

interface Import {
  file: string;
  target: string;
  /** import('...'): loaded when the code asks for it, not with the file. */
  dynamic: boolean;
}

/** Every relative import of the project's folders. */
function imports(): Import[] {
  const found: Import[] = [];
  for (const folder of Object.keys(ALLOWED)) {
    for (const file of filesUnder(folder)) {
      for (const [, dynamic, spec] of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
        found.push({
          file,
          target: relative(ROOT, resolve(ROOT, dirname(file), spec as string)),
          dynamic: Boolean(dynamic),
        });
      }
    }
  }
  return found;
}

const allowed = (from: string, target: string) => {
  const folder = folderOf(from) as string;
  if (target.startsWith(`${folder}/`)) return true;
  return (ALLOWED[folder] ?? []).some((other) =>
    other === 'src/*' ? target.startsWith('src/') : target === other || target.startsWith(`${other}/`),
  );
};

describe('imports run one way', () => {
  const all = imports();

  it('reads the imports of every folder', () => {
    // A broken pattern would find nothing and pass everything.
    expect(all.length).toBeGreaterThan(300);
    expect(all).toContainEqual({ file: 'server/app.ts', target: 'src/contracts/calls.ts', dynamic: false });
  });

  it('each folder imports only what its rule allows', () => {
    const wrong = all
      .filter(({ file, target }) => !allowed(file, target))
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(wrong).toEqual([]);
  });

  it('code that runs before the visitor acts loads the islands only on demand', () => {
    const islands = all.filter(
      ({ file, target }) => file.startsWith('src/client/') && target.startsWith('src/islands/'),
    );
    expect(islands.length).toBeGreaterThan(0);
    expect(islands.filter(({ dynamic }) => !dynamic)).toEqual([]);
  });

  it('the local service takes only the contracts from src/', () => {
    const fromServer = all.filter(({ file, target }) => file.startsWith('server/') && target.startsWith('src/'));
    expect(fromServer.length).toBeGreaterThan(0);
    for (const { target } of fromServer) expect(target).toMatch(/^src\/contracts\//);
  });
});

describe('the import rules as docs/architecture.md shows them', () => {
  it('are the table the test enforces (npm run docs writes it)', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(start, 'the table markers in docs/architecture.md').toBeGreaterThan(-1);
    expect(doc.slice(start + TABLE_START.length, end).trim()).toBe(importRulesTable());
  });
});
