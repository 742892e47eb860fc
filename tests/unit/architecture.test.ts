/**
 * The import rules of README.md ("How the code is laid out"), checked on every file: each
 * folder imports only the folders listed for it, so what runs in the browser, at build time
 * or in the local service stays where a reader expects it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Folder -> the folders its files may import (besides itself and packages). */
const ALLOWED: Record<string, string[]> = {
  'src/contracts': [],
  'src/config': ['src/contracts'],
  'src/assets': [],
  'src/schemas': ['src/assets'],
  'src/logic': ['src/contracts', 'src/config'],
  'src/runtime': ['src/logic', 'src/contracts', 'src/config'],
  'src/stores': ['src/runtime', 'src/logic', 'src/contracts', 'src/config'],
  // Before the visitor acts: islands only through dynamic import(), loaded on intent.
  'src/client': ['src/stores', 'src/runtime', 'src/logic', 'src/contracts', 'src/config', 'src/islands'],
  // An island's own code loaded on intent (the booking step) goes through the one loader.
  'src/islands': [
    'src/stores',
    'src/runtime',
    'src/logic',
    'src/contracts',
    'src/config',
    'src/assets',
    'src/client/load.ts',
  ],
  'src/build': ['src/schemas', 'src/logic', 'src/contracts', 'src/config', 'src/assets'],
  'src/components': ['src/*'],
  'src/layouts': ['src/*'],
  'src/pages': ['src/*'],
  server: ['src/contracts'],
  // The editors' studio: its fields come from the content schemas, and it refuses what the
  // build refuses with the build's own checks (addresses, article HTML); the redirects of the
  // page table are addresses a product page may not take.
  cms: ['src/schemas', 'src/build', 'src/logic', 'src/contracts', 'src/config/routes.ts'],
  // The content check is the studio's own (the build's, before anything is built, and the dev server's); the build
  // optimises the media folders the content schemas name, and writes the search index where
  // the site's search reads it, and puts the rest of the stylesheet where the inline script looks for it.
  integrations: ['cms/validate.ts', 'src/schemas/media.ts', 'src/config/search.ts', 'src/config/page-markup.ts'],
  // The studio's draft preview is a page of the dev site: it shows drafts as pages show content.
  'integrations/studio-drafts': ['src/layouts', 'src/components'],
};

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
