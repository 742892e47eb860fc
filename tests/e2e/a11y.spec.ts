import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { builtSitemapGroups } from './helpers.ts';

/** WCAG 2.2 AA, as the issues require. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The sitemap in groups of eight pages, plus the not-found page in the last group. */
const GROUPS = builtSitemapGroups(8);
GROUPS.at(-1)?.push('/pagina-que-nao-existe');
const label = (group: string[]) => `${group[0]} to ${group.at(-1)}`;

async function violationsOf(page: Page, path: string, builder: (page: Page) => AxeBuilder): Promise<string[]> {
  const { violations } = await builder(page).analyze();
  return violations.map(
    (v) => `${path}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
// Label in Name is experimental in axe, so not among the tags: it is switched on by name, as is
// the rule that a region that scrolls must take focus.
const NAMES_AND_SCROLLING = ['label-content-name-mismatch', 'scrollable-region-focusable'];
const wcag = (page: Page) =>
  new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(NAMES_AND_SCROLLING.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS);
const namesAndScrolling = (page: Page) => new AxeBuilder({ page }).withRules(NAMES_AND_SCROLLING);

test('the sweeps cover the whole sitemap', () => {
  expect(GROUPS.flat().length).toBeGreaterThan(30);
});

for (const group of GROUPS) {
  test(`axe finds no WCAG 2.2 AA violation (1280 px), names hold their visible text and nothing scrolls without focus (390 and 1280 px): ${label(group)}`, async ({
    page,
  }) => {
    const failures: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of group) {
        await page.goto(path);
        // Each page is checked in the state the sweep is about: the cookie choice made.
        await expect(page.locator('#consent-banner'), path).toBeHidden();
        // The whole of WCAG at 1280 px; at 390 px what changes with the layout: names and scrolling.
        failures.push(...(await violationsOf(page, `${width}px ${path}`, width === 1280 ? wcag : namesAndScrolling)));
      }
    }
    expect(failures).toEqual([]);
  });
}

test.describe('on a first visit', () => {
  // Without a choice the banner stays on every page. It is the same markup everywhere and the
  // pages under it are swept above, so one page of each group of the sitemap, and the
  // not-found page, show it against every kind of page.
  test.use({ storageState: { cookies: [], origins: [] } });
  test('axe finds no violation with the cookie banner shown', async ({ page }) => {
    const failures: string[] = [];
    for (const path of [...GROUPS.map((group) => group[0] ?? '/'), '/pagina-que-nao-existe']) {
      await page.goto(path);
      await expect(page.locator('#consent-banner'), path).toBeVisible();
      failures.push(...(await violationsOf(page, path, wcag)));
    }
    expect(failures).toEqual([]);
  });
});

test.describe('with menus open', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('axe finds no violation with the products mega menu open', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-trigger="products"]').click();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('axe finds no violation with the mobile menu open and a group expanded', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-trigger="mobile"]').click();
    await page.locator('#menu-mobile summary', { hasText: 'Produtos' }).click();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('with the global modals open', () => {
  test('axe finds no violation in the demo modal', async ({ page }) => {
    await page.goto('/verticals');
    await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('axe finds no violation in the trial modal, with an error shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).not.toBeEmpty();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
