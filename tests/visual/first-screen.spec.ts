/**
 * The first screen in one round trip (integrations/critical-css.ts): every page draws its
 * first screen from its own HTML, with the rest of the stylesheet blocked, exactly as it does
 * with it. Seen as a new visitor sees it: the cookie banner is part of the first screen. (The
 * size of that HTML is checked by tests/e2e/first-screen.spec.ts, in npm test.)
 */
import { expect, type Page, test } from '@playwright/test';
import { builtSitemapGroups } from '../e2e/helpers.ts';
import { capture, compareImages, FIXED_NOW, SCREENSHOT_TOLERANCE, viewportFor, WIDTHS } from '../e2e/paint.ts';

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
          // The same rule as a screenshot against its baseline: what the HTML alone draws is the
          // baseline, and the stylesheet arriving may change no more than a baseline allows.
          const difference = compareImages(whole, alone, SCREENSHOT_TOLERANCE);
          if (difference) {
            problems.push(`${path}: the first screen changes once the stylesheet arrives. ${difference.errorMessage}`);
            // Both screens and their difference in the report, to see what moved.
            const name = path.replace(/\W+/g, '-');
            await testInfo.attach(`${name}-with-stylesheet.png`, { body: whole, contentType: 'image/png' });
            await testInfo.attach(`${name}-html-only.png`, { body: alone, contentType: 'image/png' });
            if (difference.diff)
              await testInfo.attach(`${name}-diff.png`, { body: difference.diff, contentType: 'image/png' });
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
