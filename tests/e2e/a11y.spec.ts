import { violationsOf, wcag } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Every page at 390 and 1280 px is swept by axe at rest in the screenshot suite
// (tests/visual/routes.spec.ts), and one page of each kind at rest and under the cookie banner
// by tests/e2e/paint.spec.ts. Here: the open states of the shell.

test.describe('with menus open', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('axe finds no violation with the products mega menu open', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-trigger="products"]').click();
    expect(await violationsOf(page, 'the products mega menu open', wcag)).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('axe finds no violation with the mobile menu open and a group expanded', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-trigger="mobile"]').click();
    await page.locator('#menu-mobile summary', { hasText: 'Produtos' }).click();
    expect(await violationsOf(page, 'the mobile menu open, Produtos expanded', wcag)).toEqual([]);
  });
});

test.describe('with the global modals open', () => {
  test('axe finds no violation in the demo modal', async ({ page }) => {
    await page.goto('/verticals');
    await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violationsOf(page, 'the demo modal', wcag)).toEqual([]);
  });

  test('axe finds no violation in the trial modal, with an error shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).not.toBeEmpty();
    expect(await violationsOf(page, 'the trial modal, with an error', wcag)).toEqual([]);
  });
});
