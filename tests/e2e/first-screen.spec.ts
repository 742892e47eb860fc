/**
 * The first screen in one round trip (integrations/critical-css.ts): every page draws its
 * first screen from its own HTML, the full stylesheet blocked, exactly as it does with it,
 * and that HTML, with the CSS it inlines, fits in the first 14 KB a connection delivers.
 * Seen as a new visitor sees it: the cookie banner is part of the first screen.
 */

import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { builtSitemapGroups } from './helpers.ts';
import { decode, FIXED_NOW } from './paint.ts';

const GROUPS = builtSitemapGroups(12);
GROUPS.at(-1)?.push('/pagina-que-nao-existe');
const WIDTHS = [390, 1280] as const;

/** What TCP's first window carries (10 segments of 1460 bytes), less room for the response's headers. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The built HTML of a path (dist/), as a static host serves it. */
function builtHtml(path: string): string {
  const file = path === '/' ? 'dist/index.html' : `dist${path}.html`;
  return readFileSync(file, 'utf8');
}

/** The viewport's pixels once the page has settled, fonts in. */
async function firstScreen(page: Page, path: string): Promise<Buffer> {
  await page.goto(path);
  await page.clock.runFor(500);
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

/** The share of pixels that differ between two screenshots of the same size. */
function changed(a: Buffer, b: Buffer): number {
  const x = decode(a);
  const y = decode(b);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    const d =
      Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)) +
      Math.abs((x.data[i + 1] ?? 0) - (y.data[i + 1] ?? 0)) +
      Math.abs((x.data[i + 2] ?? 0) - (y.data[i + 2] ?? 0));
    if (d > 24) differ++;
  }
  return differ / (x.width * x.height);
}

test.describe('the first screen needs nothing but its HTML', () => {
  // A first visit: the cookie banner is on the first screen.
  test.use({ storageState: { cookies: [], origins: [] }, reducedMotion: 'reduce' });

  for (const width of WIDTHS) {
    for (const group of GROUPS) {
      test(`${width} px, the full stylesheet blocked, draws the same first screen: ${group[0]} to ${group.at(-1)}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
        await page.clock.install({ time: FIXED_NOW });
        const problems: string[] = [];
        for (const path of group) {
          const whole = await firstScreen(page, path);
          await page.route('**/_astro/*.css', (route) => route.abort());
          const alone = await firstScreen(page, path);
          await page.unroute('**/_astro/*.css');
          const share = changed(whole, alone);
          if (share > 0.001)
            problems.push(
              `${path}: ${(share * 100).toFixed(2)}% of the first screen changes once the stylesheet arrives`,
            );
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test('the first screen of every page, with the CSS it needs, fits in the first 14 KB (brotli, as served)', () => {
  const over: string[] = [];
  for (const path of GROUPS.flat().filter((p) => p !== '/pagina-que-nao-existe')) {
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
