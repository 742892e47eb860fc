/**
 * Code that fails to arrive, tried as a visitor meets it (client/load.ts, client/recover.ts,
 * client/islands.ts): the connection drops before an overlay's or a form's code has loaded,
 * one fetch fails while the site is up, or a deploy removed the file under an open page. A
 * retry is a real one, a visitor always sees a message, and a lead typed and sent is never
 * lost: it arrives exactly once.
 */
import { FORM_MESSAGES } from '../../src/logic/messages.ts';
import { storedLeads, uniqueEmail } from './db.ts';
import { expect, type Page, test } from './fixtures.ts';
import { firstScriptIn, shellIn } from './helpers.ts';

const CANNOT_LOAD = 'Não foi possível carregar agora. Verifique a sua conexão e tente de novo.';
const KEPT_OFFLINE = 'Sem conexão no momento. Guardamos o que você preencheu e enviamos assim que a conexão voltar.';

/** Requests for the island chunk `name` (its file is `/_astro/<name>.<hash>.js`), with their query. */
function chunkRequests(page: Page, name: string): string[] {
  const seen: string[] = [];
  const pattern = new RegExp(`/_astro/${name}\\.[\\w-]+\\.js`);
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(new URL(request.url()).search);
  });
  return seen;
}

async function openDemoFrom(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel('Nome completo').fill('Beatriz Rocha');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByLabel('Telefone').fill('(41) 3333-2222');
  await form.getByLabel('Empresa').fill('Construtora Rocha');
  await form.getByLabel('Mensagem').fill('Queremos unificar WhatsApp e telefone.');
  return form;
}

test("offline before the demo's code: the frame says so, and the connection coming back loads the form", async ({
  page,
  context,
}) => {
  await page.goto('/verticals');
  // The visitor has moved over the page: the shell, and the frames with it, are in.
  await shellIn(page);
  const requests = chunkRequests(page, 'demo');
  await context.setOffline(true);
  const dialog = await openDemoFrom(page);
  await expect(dialog.getByRole('alert')).toHaveText(CANNOT_LOAD);
  await context.setOffline(false);
  // Back online, the frame fetches the code again by itself: no reload, no click needed.
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await expect(dialog.getByRole('alert')).toBeHidden();
  expect(requests.length).toBeGreaterThanOrEqual(1);
});

test("offline before the demo's code: each 'Tentar novamente' really fetches the code again", async ({
  page,
  context,
}) => {
  await page.goto('/verticals');
  await shellIn(page);
  await context.setOffline(true);
  const requests = chunkRequests(page, 'demo');
  const dialog = await openDemoFrom(page);
  const retry = dialog.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();
  const before = requests.length;
  expect(before).toBeGreaterThanOrEqual(1);
  // Still offline: each try is a real request (never an answer from memory), and says so again.
  await retry.click();
  await expect(retry).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(CANNOT_LOAD);
  expect(requests.length).toBeGreaterThan(before);
  await context.setOffline(false);
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
});

test("offline before the visitor's first action: the tap is kept and said to wait, and the connection coming back opens the dialog with its form", async ({
  page,
  context,
}) => {
  await page.goto('/verticals');
  await context.setOffline(true);
  // The first action: the shell's code cannot come, so nothing may pretend to open.
  const trigger = page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first();
  await trigger.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão no momento' })).toHaveText(
    'Sem conexão no momento. O que você pediu acontece assim que a conexão voltar.',
  );
  await expect(trigger).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Demonstração Gratuita' })).toBeHidden();
  await context.setOffline(false);
  // Back online the shell comes by itself, and does what was pressed, once.
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await expect(page.getByText('Sem conexão no momento')).toBeHidden();
  await expect(trigger).not.toHaveAttribute('aria-busy', 'true');
});

test('one fetch of the code fails while the site is up: a fresh URL of the same file, and the form at once', async ({
  page,
}) => {
  await page.goto('/verticals');
  const requests = chunkRequests(page, 'demo');
  // The first fetch fails once the dialog is open, while the visitor waits for it (a load
  // ahead of the click that fails has its own test below).
  let opened = () => {};
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  let cut = false;
  await page.route('**/_astro/demo.*.js*', async (route) => {
    if (cut) return route.continue();
    cut = true;
    await open;
    return route.abort('connectionreset');
  });
  const dialog = await openDemoFrom(page);
  opened();
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await expect(dialog.getByRole('alert')).toBeHidden();
  // The failed URL, then a fresh one: a browser that keeps a failed import cannot answer it from memory.
  expect(requests).toEqual(['', expect.stringMatching(/^\?retry=\d+$/)]);
});

test('the code fetched ahead of the click fails: the click still brings the form, with no message', async ({
  page,
}) => {
  await page.goto('/verticals');
  await shellIn(page);
  const requests = chunkRequests(page, 'demo');
  const failed = page.waitForEvent('requestfailed', (request) => /\/_astro\/demo\./.test(request.url()));
  let cut = false;
  await page.route('**/_astro/demo.*.js*', (route) => {
    if (cut) return route.continue();
    cut = true;
    return route.abort('connectionreset');
  });
  // Pointing at the button loads ahead; that load fails before the visitor clicks.
  const trigger = page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first();
  await trigger.hover();
  await failed;
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await expect(dialog.getByRole('alert')).toBeHidden();
  expect(requests[0]).toBe('');
});

/**
 * As after a deploy: the open page's `file` answers 404 until `path` is loaded again. Resolves
 * with the wait for that reload (wrapped: awaiting it here would wait for the reload itself).
 */
async function deployRemoves(page: Page, file: string, path: string): Promise<{ reloaded: Promise<unknown> }> {
  let deployed = false;
  await page.route(file, (route) => (deployed ? route.continue() : route.fulfill({ status: 404, body: 'Not found' })));
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      deployed = true;
      return route.continue();
    },
  );
  return { reloaded: page.waitForEvent('framenavigated') };
}

test("a deploy removed the form's code under the open page: a reload keeps the lead, which is sent once", async ({
  page,
}) => {
  const email = uniqueEmail('recovery.gone');
  await page.goto('/contact');
  const { reloaded } = await deployRemoves(page, '**/_astro/ContactForm.*.js*', '/contact');
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await reloaded;
  // The new page has what was typed, and sends it: the visitor's click counts once.
  await expect(form.getByText(FORM_MESSAGES.contactSuccess)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => storedLeads('contact', email).length).toBe(1);
  expect(storedLeads('contact', email)[0]).toMatchObject({
    nome: 'Beatriz Rocha',
    telefone: '(41) 3333-2222',
    empresa: 'Construtora Rocha',
    mensagem: 'Queremos unificar WhatsApp e telefone.',
  });
  expect(await page.evaluate(() => sessionStorage.getItem('gvp:kept'))).toBeNull();
});

test("a deploy removed the demo's code: the page reloads with the dialog open again", async ({ page }) => {
  await page.goto('/verticals');
  const { reloaded } = await deployRemoves(page, '**/_astro/demo.*.js*', '/verticals');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  await reloaded;
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
});

test.describe('a page form sent while its code cannot arrive', () => {
  test('the message, the lead kept, and back online it is sent exactly once', async ({ page, context }) => {
    const email = uniqueEmail('recovery.offline');
    await page.goto('/contact');
    await context.setOffline(true);
    const form = await fillContact(page, email);
    const send = form.getByRole('button', { name: 'Enviar mensagem' });
    await send.click();
    await expect(page.getByText(KEPT_OFFLINE)).toBeVisible();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:held'))) ?? '[]');
    expect(kept).toEqual([
      expect.objectContaining({ call: 'contact', path: '/contact', values: expect.objectContaining({ email }) }),
    ]);
    // A second press while offline is the same send, not a second lead.
    await send.click();
    await context.setOffline(false);
    await expect(form.getByText(FORM_MESSAGES.contactSuccess)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(KEPT_OFFLINE)).toBeHidden();
    await expect.poll(() => storedLeads('contact', email).length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('gvp:held'))).toBeNull();
    // Nothing left to send later either.
    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
    expect(storedLeads('contact', email)).toHaveLength(1);
  });

  test('the tab closed while offline: the next page sends the kept lead, exactly once', async ({
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('recovery.closed');
    const context = await browser.newContext({ ...test.info().project.use, baseURL });
    const page = await context.newPage();
    await page.goto('/contact');
    // A page of its own context: fixtures.ts does not wait for its first script.
    await firstScriptIn(page);
    await context.setOffline(true);
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Enviar mensagem' }).press('Enter');
    await expect(page.getByText(KEPT_OFFLINE)).toBeVisible();
    await page.close();
    expect(storedLeads('contact', email)).toEqual([]);
    // Later, online, the visitor opens any page of the site.
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/');
    await expect.poll(() => storedLeads('contact', email).length).toBe(1);
    expect(storedLeads('contact', email)[0]).toMatchObject({ nome: 'Beatriz Rocha', empresa: 'Construtora Rocha' });
    await expect.poll(() => next.evaluate(() => localStorage.getItem('gvp:held'))).toBeNull();
    await next.reload();
    await expect.poll(() => next.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
    expect(storedLeads('contact', email)).toHaveLength(1);
    await context.close();
  });

  test('the ROI calculator offline: it says so where the visitor types, and calculates once the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/roi-calculator');
    await context.setOffline(true);
    await page.getByLabel('Número de atendentes').fill('12');
    await expect(
      page.getByText('Sem conexão no momento. Tentaremos de novo assim que a conexão voltar.'),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('[data-island="roi"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByText('Sem conexão no momento. Tentaremos de novo assim que a conexão voltar.')).toBeHidden();
    await page.getByRole('button', { name: 'Calcular ROI' }).click();
    await expect(page.getByTestId('roi-result')).toBeVisible();
    await expect(page.getByLabel('Número de atendentes')).toHaveValue('12');
  });
});
