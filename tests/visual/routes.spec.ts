/**
 * Every route, whole, at 390 and 1280 px against its baseline. The routes are the built
 * sitemap's, plus /pricing and the not-found page: a new product, sector or article page is
 * covered without editing a list. Until `npm run test:visual:update` writes its baseline, a
 * new page is opened and its screenshot attached to the report instead of compared, so that
 * an editor's new page does not turn CI red.
 *
 * The same visit then runs the checks that need no baseline (tests/e2e/paint.ts): Gê's
 * launcher painted, the calls to action readable as painted, no text cut off, no control kept
 * under a fixed element at 390 px, and axe. A new page gets them from its first build; one
 * visit per route and width does both, instead of two suites opening every page.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { routeFileName } from '../../scripts/serve.ts';
import { builtSitemapGroups } from '../e2e/helpers.ts';
import { capture, FIXED_NOW, pageProblems, viewportFor, WIDTHS } from '../e2e/paint.ts';
import { offline, openForScreenshot } from './screens.ts';

const ROUTES = [...builtSitemapGroups(1000).flat(), '/pricing', '/pagina-que-nao-existe'];

test.beforeEach(async ({ page, context, baseURL }) => {
  await offline(context, baseURL ?? '');
  // The popup (10 s after a page appears) is one of the overlay states, not part of a route.
  await page.addInitScript(() => sessionStorage.setItem('gvp:chatPopupDismissed', 'true'));
  await page.clock.install({ time: FIXED_NOW });
});

test('the routes include the sitemap, /pricing and the not-found page', () => {
  expect(ROUTES.length).toBeGreaterThan(30);
});

for (const width of WIDTHS) {
  for (const path of ROUTES) {
    test(`${width} px ${path}`, async ({ page }) => {
      await page.setViewportSize(viewportFor(width));
      await openForScreenshot(page, path);
      // A page that scrolls on arrival (the modules page) would place its sticky header by
      // that scroll's timing: full-page shots start from the top.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const name = [`${width}`, `${routeFileName(path)}.png`];
      if (!existsSync(`tests/visual/__screenshots__/${name.join('/')}`) && !process.env.UPDATE_BASELINES) {
        // A page newer than the baselines: its screenshot goes to the report for review,
        // with a note, until `npm run test:visual:update` makes it a baseline.
        test.info().annotations.push({ type: 'no baseline yet', description: 'npm run test:visual:update writes it' });
        await test.info().attach(`${name.join('/')} (no baseline yet)`, {
          body: await capture(page, { fullPage: true, animations: 'disabled', caret: 'hide' }),
          contentType: 'image/png',
        });
      } else {
        // A first shot that differs from the baseline makes Playwright shoot until two in a row
        // agree, then compare: a whole page 8,000 px tall takes a second or more per shot on 2
        // busy cores, hence 20 s rather than the default 5. (Images are decoded with their
        // tiles, playwright.visual.config.ts, so a page's first shot is already whole.)
        // Soft: the checks below still run, and both kinds of failure are reported.
        await expect.soft(page).toHaveScreenshot(name, { fullPage: true, timeout: 20_000 });
      }
      // After the screenshot, which sees the page exactly as the baseline did: these scroll.
      await page.mouse.move(0, 0);
      expect(await pageProblems(page, path)).toEqual([]);
    });
  }
}
