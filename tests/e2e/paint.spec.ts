/**
 * What the pages paint, with no baseline to compare: one page of each group of the built
 * sitemap and the not-found page, at 390 and 1280 px, at rest, with Gê's popup shown, with the
 * chat open and under the cookie banner. Every route is checked the same way at rest by the
 * screenshot suite, in the same visit as its screenshot (tests/visual/routes.spec.ts), so a page
 * an editor adds is covered by its first build in CI; here, `npm test` turns red on any kind of
 * page that breaks.
 *
 * - Gê's launcher shows its avatar: its pixels differ from what lies behind it, and are coloured;
 * - every main call to action (the `.btn` primitive of styles/global.css, shared by Astro and
 *   React) is visible, uncovered, and its label has WCAG AA contrast as painted;
 * - no text is cut off or spills out of its box, and no page scrolls sideways;
 * - at 390 px, no fixed element (the launcher, the cookie banner, a popup) keeps a control
 *   covered wherever the page is scrolled;
 * - nothing reaches past a part whose rendering is deferred (`content-visibility: auto` clips
 *   what it paints), as the page ships;
 * - on a first visit, nothing moves without the visitor acting (no layout shift) from the first
 *   paint until Gê's popup has appeared;
 * - axe: no WCAG 2.2 AA violation at 1280 px, and at 390 px names that hold their visible
 *   text and no region that scrolls without taking focus; at rest and under the cookie banner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namesAndScrolling, violationsOf, wcag } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { builtSitemapGroups, firstScriptIn, nextFrames, scrollToSettledEnd } from './helpers.ts';
import {
  avatarProblems,
  callToActionProblems,
  coveredControls,
  deferredClips,
  FIXED_NOW,
  geLauncher,
  gePopup,
  launcherProblems,
  openSettled,
  pageProblems,
  recordShifts,
  restOfStylesheetIn,
  unpromptedShifts,
  viewportFor,
  WIDTHS,
} from './paint.ts';

const NOT_FOUND = '/pagina-que-nao-existe';

/** One page of each group of the sitemap, and the not-found page: each kind of page behind Gê. */
const SAMPLE = [...builtSitemapGroups(8).map((group) => group[0] ?? '/'), NOT_FOUND];

test('the sample takes a page from every part of the sitemap, and the not-found page', () => {
  expect(SAMPLE.length).toBeGreaterThan(5);
});

// The screen suites render every deferred part from the start (openSettled), so this looks at
// the pages as they ship: what `content-visibility: auto` would clip at each width.
test('nothing is cut off by a part of the page whose rendering is deferred', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  let deferredParts = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportFor(width));
    for (const path of SAMPLE) {
      await page.goto(path);
      deferredParts += await page
        .locator('footer')
        .evaluate((el) => Number(getComputedStyle(el).contentVisibility === 'auto'));
      problems.push(...(await deferredClips(page)).map((problem) => `${path}, ${width} px: ${problem}`));
    }
  }
  // The check looks at something: every page's footer is deferred.
  expect(deferredParts).toBe(SAMPLE.length * WIDTHS.length);
  expect(problems).toEqual([]);
});

// 320 px is the narrowest width WCAG's reflow asks a page to work at, and small phones (360,
// 375 px) are common: here the header once pushed its menu off the screen, and a sector's chat
// cut its contact's name. Every page of the sitemap and the not-found page, with the checks the
// screenshot suite runs at 390 and 1280 px. Motion reduced: the modules page scrolls to its
// modules, and a screen read while it glides is torn.
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  for (const group of [...builtSitemapGroups(15), [NOT_FOUND]]) {
    test(`every page works at the narrowest width: from ${group[0]} on`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.clock.install({ time: FIXED_NOW });
      const problems: string[] = [];
      for (const path of group) {
        await openSettled(page, path);
        problems.push(...(await pageProblems(page, path)));
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * The sample's pages with a deferred section of their own that an address can point to (its id),
 * each with the last one: the most estimated height before it.
 */
const DEEP_LINKS = SAMPLE.filter((path) => path !== NOT_FOUND).flatMap((path) => {
  const html = readFileSync(join('dist', path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
  const ids = [...html.matchAll(/<section id="([\w-]+)" class="[^"]*\bdefer-rendering\b/g)].map((m) => m[1]);
  const last = ids.at(-1);
  return last ? [`${path}#${last}`] : [];
});

// An address someone shared or a search result points into a page: the sections before its
// target are deferred, and a scroll computed on their 900 px estimates landed up to 2,300 px off.
test('an address pointing into a page lands on its target, however much before it is deferred', async ({ page }) => {
  expect(DEEP_LINKS.length).toBeGreaterThanOrEqual(2);
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportFor(width));
    for (const link of DEEP_LINKS) {
      await page.goto(link);
      const target = page.locator(`#${link.split('#')[1]}`);
      // The page scrolls there smoothly (styles/global.css): its top, once it holds for five frames.
      const settledTop = () =>
        target.evaluate(async (el) => {
          const top = () => Math.round(el.getBoundingClientRect().top);
          const before = top();
          for (let frame = 0; frame < 5; frame++) await new Promise(requestAnimationFrame);
          return top() === before ? before : Number.NaN;
        });
      // Just below the sticky header (scroll padding 4 rem, margin 1 rem), give or take the header itself.
      await expect.poll(settledTop, { message: `${link}, ${width} px` }).toBeGreaterThanOrEqual(0);
      expect(await settledTop(), `${link}, ${width} px`).toBeLessThan(200);
    }
  }
});

// Tab scrolls to where the focused control is, but the sections focus passes lay out only as
// they near the screen, on a 900 px estimate: one drawn just after the scroll moved the focused
// control, once 366 px, off the screen (/omni-ticket at 1280 px). From a keyboard's first Tab,
// the whole page is drawn, and nothing in it moves as focus travels down.
test("from a keyboard's first Tab, every control keeps its place down the page", async ({ page }) => {
  expect(DEEP_LINKS.length).toBeGreaterThanOrEqual(2);
  // Where each control of the page's content is, from the page's top (the header is sticky).
  const places = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main :is(a[href], button), footer :is(a[href], button)')]
        .filter((el) => el.checkVisibility())
        .map(
          (el) =>
            `${(el.textContent ?? '').trim().slice(0, 30)} @ ${Math.round(el.getBoundingClientRect().top + scrollY)}`,
        ),
    );
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportFor(width));
    for (const path of DEEP_LINKS.map((link) => link.split('#')[0] ?? link)) {
      await page.goto(path);
      await restOfStylesheetIn(page);
      await page.keyboard.press('Tab');
      await nextFrames(page);
      const atFirstTab = await places();
      await scrollToSettledEnd(page);
      expect(await places(), `${path}, ${width} px`).toEqual(atFirstTab);
    }
  }
});

// A first visit as it ships (no deferred part forced open, the cookie banner due), from the
// first paint until Gê's popup has appeared 10 s later: nothing may move without the visitor
// doing something. Real visitors' CLS counts the whole visit, not just the load that
// Lighthouse's simulated run watches.
for (const width of WIDTHS) {
  test(`${width} px: nothing moves on its own from the first paint to Gê's popup`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      ...test.info().project.use,
      baseURL,
      viewport: viewportFor(width),
      storageState: undefined,
    });
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    await page.clock.install({ time: FIXED_NOW });
    const moved: string[] = [];
    for (const path of SAMPLE) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // The popup's 10 s count from the first script: it must have run before the clock jumps.
      await firstScriptIn(page);
      await page.clock.fastForward(10_000);
      await expect(gePopup(page), path).toBeVisible();
      // Shifts are reported in the frame they happen in.
      await nextFrames(page);
      moved.push(...(await unpromptedShifts(page)).map((shift) => `${path}: ${shift}`));
    }
    await context.close();
    expect(moved).toEqual([]);
  });
}

test.describe('each kind of page, in every state of Gê and the cookie banner', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of WIDTHS) {
    const viewport = viewportFor(width);

    test(`${width} px: at rest, with the popup shown, then with the chat open`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.mouse.move(0, 0);
      await page.clock.install({ time: FIXED_NOW });
      const problems: string[] = [];
      const panelAvatar = page.getByRole('region', { name: 'Gê - Assistente Digital' }).locator('header svg').first();
      for (const path of SAMPLE) {
        await openSettled(page, path);
        // At rest: the popup is due 10 s after the page appears, on the fixed clock.
        problems.push(...(await pageProblems(page, path)));
        await page.clock.fastForward(10_000);
        await expect(gePopup(page), path).toBeVisible();
        const withPopup = [
          ...(await launcherProblems(page)),
          ...(await callToActionProblems(page)),
          ...(width < 500 ? await coveredControls(page) : []),
        ];
        await geLauncher(page).click();
        // On a phone the panel takes the whole screen, over the launcher: its own avatar shows Gê.
        const withChat = [
          ...(await avatarProblems(page, panelAvatar, "the panel's avatar")),
          ...(width < 500 ? [] : await launcherProblems(page)),
        ];
        await page.keyboard.press('Escape');
        problems.push(
          ...withPopup.map((problem) => `${path}, popup shown: ${problem}`),
          ...withChat.map((problem) => `${path}, chat open: ${problem}`),
        );
      }
      expect(problems).toEqual([]);
    });

    // The banner is the same markup on every page: shown over each kind of page, it is checked
    // by axe here too (every page under it is checked at rest).
    test(`${width} px: the cookie banner shown`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        ...test.info().project.use,
        baseURL,
        viewport,
        storageState: undefined,
      });
      const page = await context.newPage();
      await page.clock.install({ time: FIXED_NOW });
      const problems: string[] = [];
      for (const path of SAMPLE) {
        await openSettled(page, path);
        await expect(page.getByRole('region', { name: 'Sua privacidade' }), path).toBeVisible();
        const found = [
          ...(await launcherProblems(page)),
          ...(await callToActionProblems(page)),
          ...(width < 500 ? await coveredControls(page) : []),
        ];
        problems.push(
          ...found.map((problem) => `${path}, banner shown: ${problem}`),
          ...(await violationsOf(page, `${path}, banner shown, axe`, width < 500 ? namesAndScrolling : wcag)),
        );
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
