/**
 * Build step for static hosting: writes `_redirects` (Netlify/Cloudflare format) from the
 * site's redirect table, so static hosts and `server/main.ts` answer the same 301s, and
 * precompresses text assets (brotli and gzip) so the server can send them as they are.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

export interface StaticHostOptions {
  /** Headers of every response, written to `_headers`. */
  headers?: Record<string, string>;
  /** Permanent redirects: source path -> target path. */
  redirects: Record<string, string>;
  /** Rewrites answered with status 200 (a fallback page for a path pattern). */
  rewrites?: Record<string, string>;
}

/** The `_redirects` file: each redirect with and without its trailing slash. */
export function redirectsFile({ redirects, rewrites = {} }: StaticHostOptions): string {
  const lines: string[] = [];
  for (const [from, to] of Object.entries(redirects)) {
    lines.push(`${from} ${to} 301`, `${from}/ ${to} 301`);
  }
  for (const [from, to] of Object.entries(rewrites)) lines.push(`${from} ${to} 200`);
  return `${lines.join('\n')}\n`;
}

/** The `_headers` file: the same headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export default function staticHost(options: StaticHostOptions): AstroIntegration {
  return {
    name: 'gvp:static-host',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        await writeFile(join(out, '_redirects'), redirectsFile(options));
        if (options.headers) await writeFile(join(out, '_headers'), headersFile(options.headers));
        let count = 0;
        for await (const file of walk(out)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = await readFile(file);
          if (body.length < 1024) continue;
          const [br, gzBody] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzBody)]);
          count++;
        }
        logger.info(`_redirects written; ${count} files precompressed`);
      },
    },
  };
}
