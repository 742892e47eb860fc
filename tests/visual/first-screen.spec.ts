/**
 * The first screen in one round trip (integrations/critical-css.ts): every page draws its
 * first screen from its own HTML, with the rest of the stylesheet blocked, exactly as it does
 * with it. Seen as a new visitor sees it: the cookie banner is part of the first screen. (The
 * size of that HTML is checked by tests/e2e/first-screen.spec.ts, in npm test.)
 */
import { expect, type Page, test } from '@playwright/test';
import { builtSitemapGroups } from '../e2e/helpers.ts';
import { capture, decode, FIXED_NOW, viewportFor, WIDTHS } from '../e2e/paint.ts';

const GROUPS = builtSitemapGroups(12);
GROUPS.at(-1)?.push('/pagina-que-nao-existe');

/** The viewport's pixels once the page has settled, fonts in. */
async function firstScreen(page: Page, path: string): Promise<Buffer> {
  await page.goto(path);
  await page.clock.runFor(500);
  await page.evaluate(() => document.fonts.ready);
  // The images in view, loaded and decoded: a card's cover arriving between the two
  // screenshots is not a difference of the stylesheet.
  // Polled from here: the page's own timers are the fixed clock's.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > innerHeight),
      ),
    )
    .toBe(true);
  // Only loaded ones: decode() waits for a lazy image out of view, which never loads.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
  return capture(page, { animations: 'disabled', caret: 'hide' });
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
      test(`${width} px, the rest of the stylesheet blocked, draws the same first screen: ${group[0]} to ${group.at(-1)}`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewportFor(width));
        await page.clock.install({ time: FIXED_NOW });
        const problems: string[] = [];
        for (const path of group) {
          const whole = await firstScreen(page, path);
          await page.route('**/_astro/*.css', (route) => route.abort());
          const alone = await firstScreen(page, path);
          await page.unroute('**/_astro/*.css');
          const share = changed(whole, alone);
          if (share > 0.001) {
            problems.push(
              `${path}: ${(share * 100).toFixed(2)}% of the first screen changes once the stylesheet arrives`,
            );
            // Both screens in the report, to see what moved.
            const name = path.replace(/\W+/g, '-');
            await testInfo.attach(`${name}-with-stylesheet.png`, { body: whole, contentType: 'image/png' });
            await testInfo.attach(`${name}-html-only.png`, { body: alone, contentType: 'image/png' });
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
