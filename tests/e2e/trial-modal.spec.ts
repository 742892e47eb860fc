import { LEAD_TIMEOUT_MS } from '../../src/contracts/calls.ts';
import { EMAIL_ALREADY_REGISTERED } from '../../src/contracts/options.ts';
import { TRIAL_MESSAGES } from '../../src/logic/messages.ts';
import { storedLeads, trialCode, uniqueEmail } from './db.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { holdRequests } from './helpers.ts';

test.describe('desktop variant', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function openTrial(page: Page): Promise<Locator> {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teste Grátis' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('step 1 answered too late: the error, then "Enviar" again gets the code already sent, not a new one', async ({
    page,
  }) => {
    await page.clock.install();
    const email = uniqueEmail('trial.tarde');
    const dialog = await openTrial(page);
    await dialog.getByLabel('Nome da empresa').fill('Padaria Martins');
    await dialog.getByLabel('Nome completo').fill('Pedro Martins');
    await dialog.getByLabel('E-mail').fill(email);
    const keys: (string | null)[] = [];
    await page.route('**/webhook/trial', async (route) => {
      keys.push(await route.request().headerValue('Idempotency-Key'));
      // The service draws and stores the code; its answer reaches the browser only after it gave up.
      const response = await route.fetch();
      if (keys.length > 1) return route.fulfill({ response });
      await page.clock.runFor(LEAD_TIMEOUT_MS + 1_000);
      return route.fulfill({ response }).catch(() => {});
    });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.startFailed);
    const sent = trialCode(email) ?? '';
    expect(sent).toMatch(/^\d{6}$/);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('button', { name: 'Verificar Código' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(storedLeads('trial', email)).toHaveLength(1);
    // The code in the visitor's e-mail is the one the dialog accepts.
    expect(trialCode(email)).toBe(sent);
    await dialog.getByLabel('Código de verificação').fill(sent);
    await dialog.getByRole('button', { name: 'Verificar Código' }).click();
    await expect(dialog.getByText(TRIAL_MESSAGES.successDesktop)).toBeVisible();
  });

  test('step 1 says exactly what is missing, in order', async ({ page }) => {
    const dialog = await openTrial(page);
    await expect(dialog.getByLabel('WhatsApp')).toHaveCount(0);
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.companyRequired);
    await dialog.getByLabel('Nome da empresa').fill('Padaria Martins');
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.nameRequired);
    await dialog.getByLabel('Nome completo').fill('Pedro Martins');
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.emailInvalid);
    await dialog.getByLabel('E-mail').fill('pedro@');
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.emailInvalid);
    await expect(dialog.getByLabel('Nome da empresa')).toHaveValue('Padaria Martins');
  });

  test('the whole flow: code, wrong code, right code, access created', async ({ page }) => {
    const email = uniqueEmail('trial');
    const dialog = await openTrial(page);
    await dialog.getByLabel('Nome da empresa').fill('Padaria Martins');
    await dialog.getByLabel('Nome completo').fill('Pedro Martins');
    await dialog.getByLabel('E-mail').fill(email);
    const answer = await holdRequests(page, '**/webhook/trial');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('button', { name: 'Processando...' })).toBeDisabled();
    answer.release();
    await expect(dialog.getByRole('button', { name: 'Verificar Código' })).toBeVisible();
    await expect(dialog).toContainText(email);

    const ab = await page.evaluate(() => localStorage.getItem('pricingPageAB'));
    expect(storedLeads('trial', email)).toEqual([
      {
        nome: 'Pedro Martins',
        email,
        whatsapp: '',
        nomeEmpresa: 'Padaria Martins',
        trial: true,
        pricingPageAB: ab === 'true' ? 'pagina de precos ativada' : 'pagina de precos desativada',
      },
    ]);
    const code = trialCode(email);
    expect(code).toMatch(/^\d{6}$/);

    await dialog.getByLabel('Código de verificação').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verificar Código' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.wrongCode);
    expect(storedLeads('access', email)).toEqual([]);

    await dialog.getByLabel('Código de verificação').fill(`  ${code}  `);
    await dialog.getByRole('button', { name: 'Verificar Código' }).click();
    await expect(dialog.getByText(TRIAL_MESSAGES.successDesktop)).toBeVisible();
    expect(storedLeads('access', email)).toEqual([
      { nome: 'Pedro Martins', email, nomeEmpresa: 'Padaria Martins', telefone: '', senha: '', isCadastro: true },
    ]);
  });

  test('"Reenviar código" sends a new code, which replaces the first; opening again asks for a new one too', async ({
    page,
  }) => {
    const email = uniqueEmail('trialresend');
    let dialog = await openTrial(page);
    const fill = async () => {
      await dialog.getByLabel('Nome da empresa').fill('Padaria Martins');
      await dialog.getByLabel('Nome completo').fill('Pedro Martins');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await expect(dialog.getByLabel('Código de verificação')).toBeVisible();
    };
    await fill();
    const first = trialCode(email);
    await dialog.getByRole('button', { name: TRIAL_MESSAGES.resend }).click();
    await expect(dialog.getByRole('status').filter({ hasText: TRIAL_MESSAGES.resent })).toBeVisible();
    // A new request (a new key): the service drew and sent a second code.
    expect(storedLeads('trial', email)).toHaveLength(2);
    const second = trialCode(email);
    expect(second).toMatch(/^\d{6}$/);
    if (first !== second) {
      await dialog.getByLabel('Código de verificação').fill(first ?? '');
      await dialog.getByRole('button', { name: 'Verificar Código' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.wrongCode);
    }
    // Closed and opened again, the same data asks for a new code, not the first answer again.
    await page.keyboard.press('Escape');
    dialog = await openTrial(page);
    await fill();
    expect(storedLeads('trial', email)).toHaveLength(3);
    await dialog.getByLabel('Código de verificação').fill(trialCode(email) ?? '');
    await dialog.getByRole('button', { name: 'Verificar Código' }).click();
    await expect(dialog.getByText(TRIAL_MESSAGES.successDesktop)).toBeVisible();
  });

  test('an e-mail that already has access: the known message, then "Informar novo email" back to step 1', async ({
    page,
  }) => {
    const email = uniqueEmail('trialdup');
    for (let round = 0; round < 2; round++) {
      const dialog = await openTrial(page);
      await dialog.getByLabel('Nome da empresa').fill('Clínica Vida');
      await dialog.getByLabel('Nome completo').fill('Ana Lima');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await expect(dialog.getByLabel('Código de verificação')).toBeVisible();
      await dialog.getByLabel('Código de verificação').fill(trialCode(email) ?? '');
      await dialog.getByRole('button', { name: 'Verificar Código' }).click();
      if (round === 0) {
        await expect(dialog.getByText(TRIAL_MESSAGES.successDesktop)).toBeVisible();
        continue;
      }
      await expect(dialog.getByRole('alert')).toHaveText(EMAIL_ALREADY_REGISTERED);
      await expect(dialog.getByRole('button', { name: 'Verificar Código' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Informar novo email' }).click();
      await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeVisible();
      await expect(dialog.getByLabel('E-mail')).toHaveValue('');
      await expect(dialog.getByLabel('E-mail')).toBeFocused();
      await expect(dialog.getByLabel('Nome da empresa')).toHaveValue('Clínica Vida');
    }
  });

  test('opening again starts over at step 1 with everything cleared', async ({ page }) => {
    const dialog = await openTrial(page);
    await dialog.getByLabel('Nome da empresa').fill('Algo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.nameRequired);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
    await expect(dialog.getByLabel('Nome da empresa')).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveText('');
  });

  test('every error text of step 1 and step 2', async ({ page }) => {
    const email = uniqueEmail('trialerr');
    const dialog = await openTrial(page);
    await dialog.getByLabel('Nome da empresa').fill('Oficina Souza');
    await dialog.getByLabel('Nome completo').fill('Rui Souza');
    await dialog.getByLabel('E-mail').fill(email);

    await page.route('**/webhook/trial', (route) => route.fulfill({ status: 500, body: '' }));
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.startFailed);
    // Step 1 is asked with the dialog open: it never waits in the outbox for a later page.
    expect(await page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
    await page.unroute('**/webhook/trial');

    await page.route('**/webhook/trial', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.noCode);
    await page.unroute('**/webhook/trial');

    await page.route('**/webhook/trial', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[{"code":424242}]' }),
    );
    // A workflow answering the code as a number, in n8n's array of items, is understood.
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByLabel('Código de verificação').fill('424242');
    const verify = dialog.getByRole('button', { name: 'Verificar Código' });

    const answers: [number, string, string][] = [
      [500, '', TRIAL_MESSAGES.signUpFailed],
      [200, '{"acao":0}', TRIAL_MESSAGES.signUpFailed],
      [200, '{"acao":0,"msg":"Empresa bloqueada para teste."}', 'Empresa bloqueada para teste.'],
      [200, '{"acao":7,"msg":"Serviço em manutenção."}', 'Serviço em manutenção.'],
      [200, '{"resultado":"?"}', TRIAL_MESSAGES.unexpected],
    ];
    for (const [status, body, message] of answers) {
      await page.route('**/api/access/create', (route) =>
        route.fulfill({ status, contentType: 'application/json', body }),
      );
      await verify.click();
      await expect(dialog.getByRole('alert')).toHaveText(message);
      await page.unroute('**/api/access/create');
    }
  });
});

test.describe('mobile variant at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('asks for WhatsApp, sends it as telefone, and ends with "Acesso liberado!"', async ({ page }) => {
    const email = uniqueEmail('trialmobile');
    await page.goto('/');
    await page.locator('[data-menu-trigger="mobile"]').click();
    await page.locator('#menu-mobile').getByRole('button', { name: 'Teste Grátis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teste Grátis' });
    await expect(dialog).toBeVisible();
    // Nothing filled: the first field is reported first, not the last (WhatsApp).
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TRIAL_MESSAGES.companyRequired);
    await dialog.getByLabel('Nome da empresa').fill('Doceria Bela');
    await dialog.getByLabel('Nome completo').fill('Bela Costa');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    // The browser's own required message, no custom one; nothing sent.
    expect(await dialog.getByLabel('WhatsApp').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
    await expect(dialog.getByRole('button', { name: 'Verificar Código' })).toHaveCount(0);
    expect(storedLeads('trial', email)).toEqual([]);

    await dialog.getByLabel('WhatsApp').fill('(11) 99876-5432');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByLabel('Código de verificação')).toBeVisible();
    expect(storedLeads('trial', email)[0]).toMatchObject({ whatsapp: '(11) 99876-5432' });
    await dialog.getByLabel('Código de verificação').fill(trialCode(email) ?? '');
    await dialog.getByRole('button', { name: 'Verificar Código' }).click();
    await expect(dialog.getByText(TRIAL_MESSAGES.successMobile)).toBeVisible();
    expect(storedLeads('access', email)[0]).toMatchObject({ telefone: '(11) 99876-5432' });
  });
});
