/**
 * The first screen in one round trip (integrations/critical-css.ts): each page's HTML up to
 * its first section, with the CSS it inlines, fits in the first 14 KB a connection delivers.
 * That this CSS draws the first screen alone is checked from screenshots by the screenshot
 * suite (tests/visual/first-screen.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtSitemapGroups } from './helpers.ts';

/** What TCP's first window carries (10 segments of 1460 bytes), less room for the response's headers. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The built HTML of a path (dist/), as a static host serves it. */
function builtHtml(path: string): string {
  const file = path === '/' ? 'dist/index.html' : `dist${path}.html`;
  return readFileSync(file, 'utf8');
}

test('the first screen of every page, with the CSS it needs, fits in the first 14 KB (brotli, as served)', () => {
  const over: string[] = [];
  for (const path of builtSitemapGroups(1000).flat()) {
    const html = builtHtml(path);
    const main = html.indexOf('<main');
    // The first screen ends with the page's first section (its hero) inside main.
    const end = html.indexOf('</section>', main) + '</section>'.length;
    // Compressed as the build precompresses it for the host (integrations/static-host.ts).
    const bytes = brotliCompressSync(html.slice(0, end), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    if (bytes > FIRST_ROUND_TRIP_BYTES) over.push(`${path}: ${bytes} B`);
  }
  expect(over).toEqual([]);
});
