/**
 * The studio as an editor drives it, for the tests of tests/cms: signing in, saving a draft,
 * moving it through the workflow and publishing it.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

/** Signs in to the local backend when the studio asks (it remembers the editor afterwards). */
export async function signIn(page: Page) {
  const login = page.getByRole('button', { name: 'Entrar' });
  const ready = page
    .getByRole('button', { name: 'Salvar', exact: true })
    .or(page.getByRole('button', { name: 'Mídia', exact: true }));
  // Decap's code is 5 MB: its first start takes a while on a busy machine.
  await expect(login.or(ready).first()).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await expect(ready.first()).toBeVisible();
}

/** Saves the entry as a draft: 'Salvar' in the editorial workflow. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
}

/** Moves a saved draft to a status of the workflow, as its 'Status' menu does. */
export async function setStatus(page: Page, status: 'Em revisão' | 'Pronto') {
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
  await expect(page.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
}

/** Publishes an entry whose status is 'Pronto' (the studio asks to confirm). */
export async function publish(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
  await expect(page.getByText('Entrada publicada', { exact: true })).toBeVisible({ timeout: 15_000 });
}

/** The drafts waiting in the studio's workspace (playwright.cms.config.ts), as git branches. */
export const drafts = () =>
  execFileSync('git', ['for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/'], {
    cwd: 'data/cms-test/studio',
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

/** The studio's messages box (cms/admin.html) and Decap's own toasts, as the editor sees them. */
export const messages = (page: Page) => page.locator('#studio-status:visible, .Toastify__toast:visible');
