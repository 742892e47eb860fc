/**
 * Build step for static hosting: writes `_redirects` (Netlify/Cloudflare format) from the
 * site's redirect table, so static hosts and `server/main.ts` answer the same 301s, and
 * precompresses text assets (brotli and gzip) so the server can send them as they are.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
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

/**
 * The `_headers` file: the same headers on every path, then each page's own
 * Content-Security-Policy (the policy of its <meta> tag, with its script and style hashes),
 * so hosts send the whole policy as a header too. Pages match by exact path only: a
 * wildcard would add a second page's hashes as a second, conflicting policy.
 */
export function headersFile(headers: Record<string, string>, pagePolicies: Record<string, string> = {}): string {
  const block = (path: string, entries: [string, string][]) =>
    `${path}\n${entries.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
  return [
    block('/*', Object.entries(headers)),
    ...Object.entries(pagePolicies).map(([path, policy]) => block(path, [['Content-Security-Policy', policy]])),
  ].join('');
}

const META_CSP = /<meta http-equiv="content-security-policy" content="([^"]+)"/;

/** The URL path of a built page, or null for pages served under other paths (404). */
export function pagePath(relativeFile: string): string | null {
  if (relativeFile === '404.html') return null;
  const path = `/${relativeFile
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
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
        if (options.headers) {
          const policies: Record<string, string> = {};
          for await (const file of walk(out)) {
            const path = file.endsWith('.html') ? pagePath(relative(out, file)) : null;
            const policy = path ? META_CSP.exec(await readFile(file, 'utf8'))?.[1] : undefined;
            // The header may carry what a meta tag cannot: frame-ancestors.
            if (path && policy) policies[path] = `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`;
          }
          await writeFile(join(out, '_headers'), headersFile(options.headers, policies));
        }
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
