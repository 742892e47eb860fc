import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { violationsOf, WCAG_TAGS, wcag } from './axe.ts';
import { builtSitemapGroups } from './helpers.ts';

/** One page of each group of the sitemap, and the not-found page (every page is swept by paint.spec.ts). */
const GROUPS = builtSitemapGroups(8);
const SAMPLE = [...GROUPS.map((group) => group[0] ?? '/'), '/pagina-que-nao-existe'];

// Every page at 390 and 1280 px is swept by axe in tests/e2e/paint.spec.ts, in the same visit
// as its paint checks: WCAG 2.2 AA at 1280 px, names and scrolling at 390 px.

test.describe('on a first visit', () => {
  // Without a choice the banner stays on every page. It is the same markup everywhere and the
  // pages under it are swept above, so one page of each group of the sitemap, and the
  // not-found page, show it against every kind of page.
  test.use({ storageState: { cookies: [], origins: [] } });
  test('axe finds no violation with the cookie banner shown', async ({ page }) => {
    const failures: string[] = [];
    for (const path of SAMPLE) {
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
