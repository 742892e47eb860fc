/**
 * What every page paints, at 390 and 1280 px, with no baseline to compare: the routes come
 * from the built sitemap, so a page an editor adds is covered by its first build.
 *
 * - Gê's launcher shows its avatar: its pixels differ from what lies behind it, and are coloured;
 * - every call to action (the `.btn` primitive of styles/global.css, shared by Astro and
 *   React) is visible, uncovered, and its label has WCAG AA contrast as painted;
 * - no text is cut off or spills out of its box, and no page scrolls sideways;
 * - at 390 px, no fixed element (the launcher, the cookie banner, a popup) keeps a control
 *   covered wherever the page is scrolled;
 * - and, in the same visit, axe: no WCAG 2.2 AA violation at 1280 px, and at 390 px names
 *   that hold their visible text and no region that scrolls without taking focus.
 */
import { expect, test } from '@playwright/test';
import { namesAndScrolling, violationsOf, wcag } from './axe.ts';
import { builtSitemapGroups } from './helpers.ts';
import {
  avatarProblems,
  callToActionProblems,
  coveredControls,
  FIXED_NOW,
  LAUNCHER,
  launcherProblems,
  openSettled,
  textProblems,
} from './paint.ts';

const WIDTHS = [390, 1280] as const;
const NOT_FOUND = '/pagina-que-nao-existe';
const GROUPS = builtSitemapGroups(8);
GROUPS.at(-1)?.push('/pricing', NOT_FOUND);

test.describe('every page as painted', () => {
  // Nothing moves while pixels are read: no smooth scroll, no fade.
  test.use({ reducedMotion: 'reduce' });
  // The popup comes 10 s after a page appears: here it stays away, so every page is seen in
  // the same state (the states with it shown are checked below).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('gvp:chatPopupDismissed', 'true'));
    await page.clock.install({ time: FIXED_NOW });
  });

  test('the sweep covers the whole sitemap, the not-found page and /pricing', () => {
    expect(GROUPS.flat().length).toBeGreaterThan(30);
  });

  for (const width of WIDTHS) {
    for (const group of GROUPS) {
      test(`${width} px: launcher, calls to action, text, fixed elements and axe on ${group[0]} to ${group.at(-1)}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
        await page.mouse.move(0, 0);
        const problems: string[] = [];
        for (const path of group) {
          await openSettled(page, path);
          const found = [
            ...(await launcherProblems(page)),
            ...(await callToActionProblems(page)),
            ...(await textProblems(page)),
            ...(width < 500 ? await coveredControls(page) : []),
          ];
          problems.push(...found.map((problem) => `${path}: ${problem}`));
          problems.push(...(await violationsOf(page, `${path}, axe`, width < 500 ? namesAndScrolling : wcag)));
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

/** One page of each group of the sitemap, and the not-found page: each kind of page behind Gê. */
const SAMPLE = [...GROUPS.map((group) => group[0] ?? '/'), NOT_FOUND];

test.describe("Gê's launcher in every state", () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of WIDTHS) {
    const viewport = { width, height: width < 500 ? 844 : 800 };

    test(`${width} px: the popup shown, then the chat open`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.clock.install({ time: FIXED_NOW });
      const problems: string[] = [];
      const panelAvatar = page.getByRole('region', { name: 'Gê - Assistente Digital' }).locator('header svg').first();
      for (const path of SAMPLE) {
        await openSettled(page, path);
        await page.clock.fastForward(10_000);
        await expect(page.getByRole('dialog', { name: 'Oi! Eu sou a Gê 👋' }), path).toBeVisible();
        const withPopup = [
          ...(await launcherProblems(page)),
          ...(await callToActionProblems(page)),
          ...(width < 500 ? await coveredControls(page) : []),
        ];
        await page.getByRole('button', { name: LAUNCHER }).click();
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
        problems.push(...found.map((problem) => `${path}, banner shown: ${problem}`));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
