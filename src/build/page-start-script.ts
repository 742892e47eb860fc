/**
 * The script inline at the start of every page's <body>, compiled from its TypeScript
 * (client/inline/page-start.ts) when the build or the dev server starts: bundled with the
 * constants it imports, for the supported browsers (`.browserslistrc`: ES2021), and minified.
 * The same text is rendered into every page (layouts/BaseLayout.astro) and hashed into the
 * Content-Security-Policy (astro.config.mjs), so both import it from here.
 */
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { minify } from 'terser';

/** The project's root: the build, the dev server and the tests all run from it. */
const ENTRY = join(process.cwd(), 'src/client/inline/page-start.ts');

async function compile(entry: string): Promise<string> {
  const [bundle] = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2021',
    charset: 'utf8',
    legalComments: 'none',
    // A classic inline script: no "use strict" prologue (the code needs none).
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  }).outputFiles;
  if (!bundle) throw new Error(`${entry} compiled to nothing.`);
  // Terser rather than esbuild's minifier: it inlines the imported constants (about 40 B gzipped).
  const { code } = await minify(bundle.text, { ecma: 2020, compress: { passes: 2 }, format: { semicolons: true } });
  if (!code) throw new Error(`${entry} minified to nothing.`);
  return code.replace(/;$/, '');
}

/** The inline script of every page. */
export const PAGE_START_SCRIPT = await compile(ENTRY);
