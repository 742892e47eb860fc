import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { sitemapPaths } from './helpers.ts';

/** WCAG 2.2 AA, as the issues require. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function sweep(page: Page, request: APIRequestContext, bannerShown: boolean): Promise<string[]> {
  const paths = [...(await sitemapPaths(request)), '/pagina-que-nao-existe'];
  expect(paths.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Each page is checked in the state the sweep is about, so neither passes by accident.
    await expect(page.locator('#consent-banner'), path).toBeVisible({ visible: bannerShown });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations) {
      failures.push(`${path}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  return failures;
}

test('axe finds no WCAG 2.2 AA violation on any page of the sitemap, nor on the not-found page (cookie choice made)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  expect(await sweep(page, request, false)).toEqual([]);
});

test.describe('on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('axe finds no violation on any page with the cookie banner shown', async ({ page, request }) => {
    test.setTimeout(240_000);
    // Without a choice the banner stays on every page, so one context sees it everywhere.
    expect(await sweep(page, request, true)).toEqual([]);
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

test('names hold the visible text (Label in Name, an axe experimental rule) and nothing scrolls without focus, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of await sitemapPaths(request)) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch', 'scrollable-region-focusable'])
        .analyze();
      for (const v of violations)
        failures.push(`${width}px ${path}: ${v.id} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  expect(failures).toEqual([]);
});
