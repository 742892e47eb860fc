/**
 * What an editor reads when a save is refused: one message, in Portuguese, naming the field,
 * with the field brought into view; never a second one from Decap. And the studio's dates:
 * in Portuguese on screen, on the site's clock in the file.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { readFrontMatter } from '../../src/contracts/front-matter.ts';
import { drafts, messages, save, signIn } from './studio-page.ts';

// The editor's computer on another clock than the site's (Lisbon is UTC+0 in November).
test.use({ timezoneId: 'Europe/Lisbon' });

test('a 120-character title on an existing page: one message naming the field, one full stop, the field in view and focused', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cms.right-pane', 'none'));
  await page.goto('/#/collections/products/entries/omni-zap');
  await signIn(page);
  const title = page.getByLabel('Título', { exact: true }).first();
  await title.fill('Omni Zap '.repeat(14).slice(0, 120));
  // The editor has gone down the page before saving: the title is out of view.
  await page.getByLabel('Posição nos menus', { exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(title).not.toBeInViewport();
  await save(page);
  const said = page.locator('#studio-status-text');
  await expect(said).toHaveText(
    /Não salvo: corrija os campos marcados\. O primeiro: Título: Escreva de \d+ a \d+ caracteres\.$/,
  );
  await expect(said).not.toContainText('..');
  await expect(title).toBeInViewport();
  await expect(title).toBeFocused();
  await expect(messages(page)).toHaveCount(1);
  // What was typed stays, to be corrected; nothing was saved.
  await expect(title).toHaveValue('Omni Zap '.repeat(14).slice(0, 120));
  expect(drafts()).not.toContain('cms/products/omni-zap');
});

test('a save the site’s check refuses (a product on /uploads): one message, no second from Decap', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cms.right-pane', 'none'));
  await page.goto('/#/collections/products/new');
  await signIn(page);
  await page.getByLabel('Título', { exact: true }).first().fill('Uploads');
  await page.getByLabel('Subtítulo', { exact: true }).fill('Uma página que tomaria o endereço dos arquivos enviados.');
  await page.getByLabel('Linha no menu', { exact: true }).fill('Página de teste do estúdio');
  await page
    .getByLabel('Descrição para buscadores', { exact: true })
    .fill('Página criada pelo teste do estúdio para conferir o que ele recusa.');
  for (const feature of ['Primeiro destaque', 'Segundo destaque', 'Terceiro destaque']) {
    await page.getByRole('button', { name: /Adicionar destaques/ }).click();
    await page
      .getByLabel(/^Item( \(opcional\))?$/)
      .last()
      .fill(feature);
  }
  await page.getByLabel('Posição nos menus', { exact: true }).fill('97');
  await save(page);
  await expect(page.locator('#studio-status-text')).toContainText(
    'Título: o endereço /uploads já é usado pelo site; escolha outro título para esta página.',
  );
  // Decap's own failure toast would come within a second: it is not shown.
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(1);
  await expect(messages(page)).toHaveCount(1);
  await expect(page.getByText(/Falha ao persistir/)).toBeHidden();
});

test('an article’s date: shown in Portuguese in the workflow, written on the site’s clock (-03:00)', async ({
  page,
}) => {
  const slug = 'automacao-de-pos-venda';
  await page.addInitScript(() => localStorage.setItem('cms.right-pane', 'none'));
  await page.goto(`/#/collections/blog/entries/${slug}`);
  await signIn(page);
  // 10:00 on the editor's clock in Lisbon is 07:00 in São Paulo.
  await page.locator('input[type="datetime-local"]').fill('2026-11-20T10:00');
  await save(page);
  await expect(page.getByText('Entrada salva', { exact: true })).toBeVisible();
  const branch = `cms/blog/${slug}`;
  expect(drafts()).toContain(branch);
  const saved = execFileSync('git', ['show', `${branch}:content/blog/${slug}.md`], {
    cwd: 'data/cms-test/studio',
    encoding: 'utf8',
  });
  expect(readFrontMatter(saved).data.date).toBe('2026-11-20T07:00:00-03:00');
  // Only that line differs from the article as published in the studio's workspace.
  const published = execFileSync('git', ['show', `main:content/blog/${slug}.md`], {
    cwd: 'data/cms-test/studio',
    encoding: 'utf8',
  });
  expect(saved.split('\n').filter((line, i) => line !== published.split('\n')[i])).toEqual([
    'date: 2026-11-20T07:00:00-03:00',
  ]);
  try {
    await page.goto('/#/workflow');
    const card = page.getByRole('link').filter({ hasText: 'Automação de pós-venda' }).first();
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(
      page.getByText(/January|February|March|April|May|June|July|August|September|October|November|December/),
    ).toHaveCount(0);
  } finally {
    // The draft is thrown away: nothing of it reaches the checkout or the other tests.
    execFileSync('git', ['branch', '-D', branch], { cwd: 'data/cms-test/studio', stdio: 'ignore' });
  }
});
