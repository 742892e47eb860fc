import { LEAD_TIMEOUT_MS } from '../../src/contracts/calls.ts';
import { DEMO_MESSAGES, KEPT_WHAT, keptMessage } from '../../src/logic/messages.ts';
import { AFTER_TIMEOUT_MS } from '../../src/runtime/api/outbox.ts';
import { fillDemoDialog } from '../fixtures/demo-form.ts';
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
  await fillDemoDialog(page.getByRole('dialog'), email);
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

test('the service answering 500: kept, the form kept; when it recovers the open dialog says success, one lead', async ({
  page,
}) => {
  const email = uniqueEmail('demo500');
  const dialog = await openDemo(page);
  await fill(page, email);
  await page.route('**/webhook/demo', (route) => route.fulfill({ status: 500, body: 'erro' }));
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  const kept = dialog.getByText(keptMessage(KEPT_WHAT.demoRequest));
  await expect(kept).toBeVisible();
  await expectTone(kept, 'kept');
  // The spec's error is for a send that did not happen and is not kept: not this one.
  await expect(dialog.getByText(DEMO_MESSAGES.error)).toBeHidden();
  await expectKept(page, email);
  expect(storedLeads('demo', email)).toEqual([]);

  await page.unroute('**/webhook/demo');
  const demoCalls = pendingRequests(page, /\/webhook\/demo/);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The dialog, still open, follows its send: the success and the booking offer, no click.
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Escolher horário' })).toBeVisible();
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('');
  await expect.poll(() => storedLeads('demo', email).length).toBe(1);
  // Nothing left to send and nothing on its way: a second copy could no longer arrive.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  await expect.poll(demoCalls).toBe(0);
  expect(storedLeads('demo', email)).toHaveLength(1);
});

test('a service that never answers for 10 minutes, then recovers: kept all along, one lead, one key, the success', async ({
  page,
}) => {
  // The page's own clock: the 20 s timeouts and the 2-minute waits pass without waiting.
  await page.clock.install();
  const email = uniqueEmail('demotimeout');
  const dialog = await openDemo(page);
  await fill(page, email);
  const keys: string[] = [];
  await page.route('**/webhook/demo', (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // Never answers: an engine that accepts connections and says nothing.
  });
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  await page.clock.runFor(LEAD_TIMEOUT_MS);
  await expect(dialog.getByText(keptMessage(KEPT_WHAT.demoRequest))).toBeVisible();
  await expectKept(page, email);
  // Maybe stored: no quick retry.
  expect(keys).toHaveLength(1);
  // Ten minutes of silence: tried again with its key after each long wait, never dropped.
  for (let minute = 0; minute < 10; minute++) await page.clock.runFor(60_000);
  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
  await page.unroute('**/webhook/demo');
  const sent = page.waitForRequest('**/webhook/demo');
  await page.clock.runFor(AFTER_TIMEOUT_MS + LEAD_TIMEOUT_MS);
  expect((await sent).headers()['idempotency-key']).toBe(keys[0]);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
  await expect.poll(() => storedLeads('demo', email).length).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
});

test('offline: kept; a corrected resend is the same lead; back online, exactly one lead, with the correction', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('demooffline');
  const dialog = await openDemo(page);
  await fill(page, email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(keptMessage(KEPT_WHAT.demoRequest))).toBeVisible();
  await expectKept(page, email);
  // The visitor corrects the company and asks again, still offline: the same lead.
  await dialog.getByLabel('Empresa').fill('Loja da Marina Ltda.');
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(keptMessage(KEPT_WHAT.demoRequest))).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
  const demoCalls = pendingRequests(page, /\/webhook\/demo/);
  await context.setOffline(false);
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
  await expect.poll(() => storedLeads('demo', email).length).toBe(1);
  // Nothing left to send and nothing on its way: a second copy could no longer arrive.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  await expect.poll(demoCalls).toBe(0);
  expect(storedLeads('demo', email)).toEqual([expect.objectContaining({ empresa: 'Loja da Marina Ltda.' })]);
});

test('the booking offer: the dialog closes after 2 s for a visitor who does nothing, stays for one at the offer', async ({
  page,
}) => {
  // The 2 s wait is the page's clock, advanced below: a busy machine cannot close it early.
  await page.clock.install();
  const dialog = await openDemo(page);
  await fill(page, uniqueEmail('demohold'));
  await page.clock.pauseAt(Date.now() + 1_000);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  const offer = dialog.getByRole('button', { name: 'Escolher horário' });
  await expect(offer).toBeVisible();
  // Pointing at the offer holds the dialog past its 2 seconds.
  await dialog.getByTestId('demo-booking-offer').hover();
  await page.clock.runFor(3_000);
  await expect(dialog).toBeVisible();
  await page.clock.resume();
  await offer.click();
  await expect(dialog.getByRole('group', { name: 'Horário' })).toBeVisible();
});

for (const moment of ['DOMContentLoaded', 'load', 'later'] as const) {
  test(`openDemoModal fired at ${moment} opens the dialog, as a tag manager fires it`, async ({ page }) => {
    await page.addInitScript((when) => {
      const fire = () => window.dispatchEvent(new Event('openDemoModal'));
      if (when === 'DOMContentLoaded') document.addEventListener('DOMContentLoaded', fire);
      else if (when === 'load') window.addEventListener('load', fire);
      else window.addEventListener('load', () => setTimeout(fire, 3_000));
    }, moment);
    // Not waiting for the first script: the event may come before it, and must not be lost.
    await page.goto('/contact', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  });
}
