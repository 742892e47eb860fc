import { LEAD_TIMEOUT_MS } from '../../src/contracts/calls.ts';
import { DEMO_MESSAGES } from '../../src/logic/messages.ts';
import { AFTER_TIMEOUT_MS } from '../../src/runtime/api/outbox.ts';
import { storedLeads, uniqueEmail } from './db.ts';
import { expect, type Page, test } from './fixtures.ts';
import { expectTone, holdRequests, pendingRequests } from './helpers.ts';

async function openDemo(page: Page) {
  await page.goto('/verticals');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome completo').fill('Marina Souza');
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.getByLabel('Faturamento mensal').selectOption('R$ 200 mil - R$ 500 mil');
  await dialog.getByLabel('E-mail corporativo').fill(email);
  await dialog.getByLabel('Empresa').fill('Loja da Marina');
  await dialog.getByLabel('Principal desafio').selectOption('Automatizar processos');
}

async function expectKept(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('Marina Souza');
  await expect(dialog.getByLabel('E-mail corporativo')).toHaveValue(email);
  await expect(dialog.getByLabel('Faturamento mensal')).toHaveValue('R$ 200 mil - R$ 500 mil');
}

test('the first click on "Solicitar Demonstração" opens the modal, with the six fields and focus inside', async ({
  page,
}) => {
  const dialog = await openDemo(page);
  await expect(
    dialog.getByText('Veja na prática como a GVP.Digital pode transformar o atendimento da sua empresa.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await expect(dialog.getByLabel('Faturamento mensal').locator('option')).toHaveText([
    'Selecione',
    'Até R$ 50 mil',
    'R$ 50 mil - R$ 200 mil',
    'R$ 200 mil - R$ 500 mil',
    'R$ 500 mil - R$ 1 milhão',
    'Acima de R$ 1 milhão',
  ]);
  await expect(dialog.getByLabel('Principal desafio').locator('option')).toHaveText([
    'Selecione',
    'Aumentar vendas',
    'Melhorar atendimento ao cliente',
    'Automatizar processos',
    'Reduzir custos',
    'Integrar sistemas',
    'Melhorar experiência do cliente',
    'Escalar operações',
    'Outro',
  ]);
  for (const label of [
    'Nome completo',
    'Telefone',
    'Faturamento mensal',
    'E-mail corporativo',
    'Empresa',
    'Principal desafio',
  ]) {
    await expect(dialog.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(dialog.getByLabel('Telefone')).toHaveAttribute('type', 'tel');
  await expect(dialog.getByLabel('E-mail corporativo')).toHaveAttribute('type', 'email');
  await expect(dialog.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
});

test('Escape closes the modal and focus returns to the button that opened it; Tab stays inside', async ({ page }) => {
  const dialog = await openDemo(page);
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first()).toBeFocused();
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});

test('a demo request reaches the service with the exact payload; success clears the form and closes after 2 s', async ({
  page,
}) => {
  const email = uniqueEmail('demo');
  const dialog = await openDemo(page);
  await fill(page, email);
  // The answer waits until the sending state has been seen.
  const answer = await holdRequests(page, '**/webhook/demo');
  // Measured in the page, from the success text to the close: a busy test runner cannot skew it.
  const closedAfter = page.evaluate(
    (success) =>
      new Promise<number>((resolve) => {
        const modal = document.querySelector<HTMLDialogElement>('dialog[open]');
        if (!modal) return;
        let shownAt = 0;
        new MutationObserver(() => {
          if (!shownAt && modal.textContent?.includes(success)) shownAt = performance.now();
          if (shownAt && !modal.open) resolve(performance.now() - shownAt);
        }).observe(modal, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    DEMO_MESSAGES.success,
  );
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  answer.release();
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
  await expectTone(dialog.getByText(DEMO_MESSAGES.success), 'success');
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('');
  await expect(dialog.getByLabel('Faturamento mensal')).toHaveValue('');
  await expect(dialog).toBeHidden({ timeout: 8000 });
  expect(await closedAfter).toBeGreaterThan(1500);

  const ab = await page.evaluate(() => localStorage.getItem('pricingPageAB'));
  const [lead, ...more] = storedLeads('demo', email);
  expect(more).toEqual([]);
  expect(lead).toEqual({
    nome: 'Marina Souza',
    telefone: '(11) 98765-4321',
    faturamento: 'R$ 200 mil - R$ 500 mil',
    email,
    empresa: 'Loja da Marina',
    desafio: 'Automatizar processos',
    timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    source: 'website',
    pricingPageAB: ab === 'true' ? 'pagina de precos ativada' : 'pagina de precos desativada',
  });
});

test('the service answering 500: the error text, the form kept, and the lead arrives once when it recovers', async ({
  page,
}) => {
  const email = uniqueEmail('demo500');
  const dialog = await openDemo(page);
  await fill(page, email);
  await page.route('**/webhook/demo', (route) => route.fulfill({ status: 500, body: 'erro' }));
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(DEMO_MESSAGES.error)).toBeVisible();
  await expectTone(dialog.getByText(DEMO_MESSAGES.error), 'error');
  await expectKept(page, email);
  expect(storedLeads('demo', email)).toEqual([]);

  await page.unroute('**/webhook/demo');
  const demoCalls = pendingRequests(page, /\/webhook\/demo/);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => storedLeads('demo', email).length).toBe(1);
  // Nothing left to send and nothing on its way: a second copy could no longer arrive.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  await expect.poll(demoCalls).toBe(0);
  expect(storedLeads('demo', email)).toHaveLength(1);
});

test('a service that never answers: the error after the lead timeout, then one more try with the same key after the long wait', async ({
  page,
}) => {
  // The page's own clock: the 20 s timeout and the 2-minute wait pass without waiting.
  await page.clock.install();
  const email = uniqueEmail('demotimeout');
  const dialog = await openDemo(page);
  await fill(page, email);
  const keys: string[] = [];
  await page.route('**/webhook/demo', (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // Never answers: a workflow still busy when the browser gives up.
  });
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  await page.clock.runFor(LEAD_TIMEOUT_MS);
  await expect(dialog.getByText(DEMO_MESSAGES.error)).toBeVisible();
  await expectKept(page, email);
  // Maybe delivered: no quick retry.
  expect(keys).toHaveLength(1);
  await page.unroute('**/webhook/demo');

  await page.goto('/about');
  // On the next page the lead is not due yet: a slow workflow gets its time first.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
  const sent = page.waitForRequest('**/webhook/demo');
  await page.clock.runFor(AFTER_TIMEOUT_MS + 1_000);
  expect((await sent).headers()['idempotency-key']).toBe(keys[0]);
  await expect.poll(() => storedLeads('demo', email).length).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
});

test('offline: the error text and the form kept; back online, the lead arrives exactly once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('demooffline');
  const dialog = await openDemo(page);
  await fill(page, email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(DEMO_MESSAGES.error)).toBeVisible();
  await expectKept(page, email);
  // Asking again while offline must not make a second lead.
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(DEMO_MESSAGES.error)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
  const demoCalls = pendingRequests(page, /\/webhook\/demo/);
  await context.setOffline(false);
  await expect.poll(() => storedLeads('demo', email).length).toBe(1);
  // Nothing left to send and nothing on its way: a second copy could no longer arrive.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  await expect.poll(demoCalls).toBe(0);
  expect(storedLeads('demo', email)).toHaveLength(1);
});
