/**
 * A copy of the project in a temporary directory, for a build test to break or extend its
 * content and run `astro build` on it, without touching this checkout.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG = 'astro.copy.config.mjs';

export interface ProjectCopy {
  dir: string;
  /** Writes `text` to `file` (relative to the copy). */
  write(file: string, text: string): void;
  /** Removes `file` (relative to the copy), if there. */
  remove(file: string): void;
  /** `astro build` in the copy: its exit status and output, colours stripped. */
  build(): { status: number | null; output: string };
  /** Removes the copy. */
  dispose(): void;
}

export function projectCopy(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'gvp-content-'));
  for (const entry of [
    'src',
    'content',
    'public',
    'integrations',
    // The build's content check (integrations/content-check.ts) is the studio's own.
    'cms',
    'astro.config.mjs',
    'package.json',
    'tsconfig.json',
  ]) {
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // A cache of its own: Astro keeps its content store in node_modules/.astro, which is the
  // checkout's through the link, and two copies built at once would write it together.
  writeFileSync(
    join(dir, CONFIG),
    "import config from './astro.config.mjs';\nexport default { ...config, cacheDir: './.astro-cache' };\n",
  );
  return {
    dir,
    write: (file, text) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    },
    remove: (file) => rmSync(join(dir, file), { force: true }),
    build() {
      const run = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--config', CONFIG], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        timeout: 120_000,
      });
      // Strip colours in case a dependency ignores NO_COLOR.
      return { status: run.status, output: stripVTControlCharacters(`${run.stdout}${run.stderr}`) };
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A sector page's front matter with `sections` (YAML, indented by two). */
export const sectorPage = (
  sections: string,
  {
    title = 'Setor Quebrado',
    description = 'Página criada pelo teste para conferir a mensagem de erro do build.',
  }: { title?: string; description?: string } = {},
) => `---
title: ${title}
subtitle: Uma página de teste com um erro de editor.
tagline: Página de teste
description: ${description}
features: [Agenda, Tickets, Relatórios]
order: 99
sections:
${sections}
---
`;
