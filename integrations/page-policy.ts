/**
 * Each page's Content-Security-Policy <meta> names only the hashes of the inline scripts that
 * page has. Astro writes every hash of the site into every page (fourteen, of which a page has
 * two to four): 44 random characters each, which no compression shrinks, in the <head> that
 * the first 14 KB a connection delivers must hold with the first screen. A page that lists
 * fewer scripts allows fewer. The header for static hosts (integrations/static-host.ts) is the
 * union of the pages' policies, so it shrinks too.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles, sha256Source } from './built-pages.ts';

const META_SCRIPT_SOURCES = /(<meta http-equiv="content-security-policy" content="[^"]*?script-src )([^;"]*)/;
/** An inline script element: no `src`, its text as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** Data blocks (JSON-LD) are not scripts: the policy does not govern them. */
const DATA_BLOCK = /\stype="application\/(ld\+)?json"/;

/** `html` with its policy's script hashes reduced to those of its own inline scripts. */
export function pagePolicy(html: string): string {
  const own = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!DATA_BLOCK.test(attributes ?? '')) own.add(`'${sha256Source(text ?? '')}'`);
  }
  return html.replace(META_SCRIPT_SOURCES, (_, start: string, sources: string) => {
    const kept = sources.split(' ').filter((source) => !source.startsWith("'sha256-") || own.has(source));
    return start + kept.join(' ');
  });
}

export default function pagePolicies(): AstroIntegration {
  return {
    name: 'gvp:page-policy',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await Promise.all(
          (await htmlFiles(fileURLToPath(dir))).map(async (file) => {
            const html = await readFile(file, 'utf8');
            const reduced = pagePolicy(html);
            if (reduced !== html) await writeFile(file, reduced);
          }),
        );
      },
    },
  };
}
