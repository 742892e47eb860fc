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
}

/**
 * The `_redirects` file: each redirect with and without its trailing slash. Redirects only:
 * Cloudflare Pages applies rules before files, so a rewrite with a wildcard would shadow
 * prerendered pages (articles published after the build go through the 404 page instead).
 */
export function redirectsFile({ redirects }: Pick<StaticHostOptions, 'redirects'>): string {
  const lines: string[] = [];
  for (const [from, to] of Object.entries(redirects)) {
    lines.push(`${from} ${to} 301`, `${from}/ ${to} 301`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One Content-Security-Policy for every page: the pages' policies (their <meta> tags) merged
 * directive by directive, so each response carries exactly one policy, whatever page it is,
 * and `_headers` stays one rule however many pages there are. Browsers also enforce each
 * page's own meta policy, which is never wider than this one.
 */
export function mergePolicies(policies: string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name, known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Cloudflare Pages ignores a `_headers` line longer than this: the header would go silently. */
export const MAX_HEADER_LINE = 2000;

/** The `_headers` file: one rule, the same headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const long = lines.find((line) => line.length > MAX_HEADER_LINE);
  if (long)
    throw new Error(
      `_headers: the ${long.trim().split(':')[0]} line has ${long.length} characters; Cloudflare Pages drops lines over ${MAX_HEADER_LINE}. Shorten it (fewer inline scripts or styles to hash, fewer hosts).`,
    );
  return `/*\n${lines.join('\n')}\n`;
}

const META_CSP = /<meta http-equiv="content-security-policy" content="([^"]+)"/;

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
          const policies: string[] = [];
          for await (const file of walk(out)) {
            const policy = file.endsWith('.html') ? META_CSP.exec(await readFile(file, 'utf8'))?.[1] : undefined;
            if (policy) policies.push(policy);
          }
          // The header also carries what a meta tag cannot: frame-ancestors, from the config.
          const policy = mergePolicies([...policies, options.headers['Content-Security-Policy'] ?? '']);
          await writeFile(
            join(out, '_headers'),
            headersFile({ ...options.headers, 'Content-Security-Policy': policy }),
          );
        }
        const files: string[] = [];
        for await (const file of walk(out)) if (COMPRESSIBLE.test(file)) files.push(file);
        // All files at once: zlib compresses on libuv's thread pool, so every core works (one
        // file after the other, brotli at quality 11 kept one core busy for 10 s of the build).
        const done = await Promise.all(
          files.map(async (file) => {
            const body = await readFile(file);
            if (body.length < 1024) return false;
            const [br, gzBody] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzBody)]);
            return true;
          }),
        );
        const count = done.filter(Boolean).length;
        logger.info(`_redirects written; ${count} files precompressed`);
      },
    },
  };
}
