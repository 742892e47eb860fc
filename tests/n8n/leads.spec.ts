/**
 * Leads against the provider's engine: a real n8n running the kit of n8n/workflows, the site
 * on another origin. n8n does not deduplicate by itself, so "exactly once" here is the
 * outbox and the kit together. Counts come from the sink behind the kit's "Entregar lead".
 */
import { expect, type Page, test } from '@playwright/test';
import { LEAD_TIMEOUT_MS } from '../../src/contracts/calls.ts';
import { AFTER_TIMEOUT_MS } from '../../src/lib/api/outbox.ts';
import { FORM_MESSAGES, TRIAL_MESSAGES } from '../../src/lib/messages.ts';

const SINK = process.env.N8N_SINK ?? 'http://127.0.0.1:4412';
const N8N = process.env.N8N_URL ?? 'http://127.0.0.1:5678';

interface Delivered {
  call: string;
  key: string;
  code?: string;
  lead: Record<string, unknown>;
}

async function delivered(email: string): Promise<Delivered[]> {
  const all = (await (await fetch(`${SINK}/received`)).json()) as Delivered[];
  return all.filter((d) => d.lead?.email === email);
}

const engine = (action: 'stop' | 'start') => fetch(`${SINK}/n8n/${action}`, { method: 'POST' });

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@n8n.example`;

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel('Nome completo').fill('Juliana Prado');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByLabel('Telefone').fill('(31) 97777-1234');
  await form.getByLabel('Empresa').fill('Prado Contabilidade');
  return form;
}

test.afterEach(async () => {
  await engine('start');
});

test('the forms: each lead arrives once, with the exact fields, under its call', async ({ page }) => {
  const email = unique('contato');
  await page.goto('/contact');
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText(FORM_MESSAGES.contactSuccess)).toBeVisible();
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  const [lead] = await delivered(email);
  expect(lead?.call).toBe('contact');
  expect(lead?.key).toMatch(/^\/webhook\/gvpomni [0-9a-f-]{36}$/);
  expect(Object.keys(lead?.lead ?? {}).sort()).toEqual(
    ['cargo', 'desafio', 'email', 'empresa', 'mensagem', 'nome', 'pricingPageAB', 'telefone'].sort(),
  );

  const partnerEmail = unique('parceiro');
  await page.goto('/parceiros');
  const partner = page.getByRole('form', { name: 'Cadastro de parceiro' });
  await partner.getByLabel('Nome completo').fill('Lucas Alves');
  await partner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(partnerEmail);
  await partner.getByLabel('Telefone').fill('(41) 99999-0000');
  await partner.getByLabel('Empresa').fill('Alves Consultoria');
  await partner.getByLabel('Vertical de atuação').selectOption({ index: 1 });
  await partner.getByRole('button', { name: 'Quero ser parceiro' }).click();
  await expect(partner.getByText(FORM_MESSAGES.partnerSuccess)).toBeVisible();
  await expect.poll(() => delivered(partnerEmail).then((d) => d.map((x) => x.call))).toEqual(['partner']);
});

test('a filled honeypot reaches nothing', async ({ page }) => {
  const email = unique('robo');
  await page.goto('/contact');
  const form = await fillContact(page, email);
  await page.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText(FORM_MESSAGES.contactSuccess)).toBeVisible();
  // And sent straight to the webhook, past the page, the kit drops it too.
  await fetch(`${N8N}/webhook/gvpomni`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nome: 'Robô', email, _gotcha: 'http://spam.example' }),
  });
  // A person's lead sent after both has arrived, so the bots' would have too.
  const person = unique('pessoa');
  await page.goto('/contact');
  const again = await fillContact(page, person);
  await again.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect.poll(() => delivered(person).then((d) => d.length)).toBe(1);
  expect(await delivered(email)).toEqual([]);
});

test('trial step 1: the code n8n answers (a string) opens step 2, and the right code creates the access', async ({
  page,
}) => {
  const email = unique('teste');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teste Grátis' });
  await dialog.getByLabel('Nome da empresa').fill('Oficina Souza');
  await dialog.getByLabel('Nome completo').fill('Rui Souza');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('button', { name: 'Verificar Código' })).toBeVisible();
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  const [trial] = await delivered(email);
  expect(trial?.code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('Código de verificação').fill(String(trial?.code));
  await dialog.getByRole('button', { name: 'Verificar Código' }).click();
  await expect(dialog.getByText(TRIAL_MESSAGES.successDesktop)).toBeVisible();
});

test("the blog list pages by 6 through n8n, in the build's order, and search finds by text", async ({ page }) => {
  await page.goto('/blog');
  const cards = page.getByTestId('blog-cards').locator('li');
  await expect(cards).toHaveCount(6);
  const fromN8n = page.waitForResponse((r) => r.url().startsWith(`${N8N}/webhook/blogs?root=true&page=2`));
  await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
  const second = (await (await fromN8n).json()) as { slug: string }[];
  // The same articles, in the same order, as the prerendered page 2.
  const prerendered = await (await page.request.get('/blog/pagina/2')).text();
  const order = [...prerendered.matchAll(/data-testid="blog-cards"[\s\S]*$/g)][0]?.[0] ?? '';
  const slugs = [...order.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
  expect(second.map((a) => a.slug)).toEqual(slugs.slice(0, second.length));
  await expect(cards).toHaveCount(6 + second.length);
  await page.getByRole('searchbox').fill('WhatsApp');
  await page.getByRole('searchbox').press('Enter');
  await expect(cards.first()).toContainText(/whatsapp/i);
});

async function queueWhileDown(page: Page, email: string) {
  await engine('stop');
  await page.goto('/contact');
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText(FORM_MESSAGES.contactError)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
}

test('engine stopped, then started again: the queued lead arrives once', async ({ page }) => {
  const email = unique('parado');
  await queueWhileDown(page, email);
  await engine('start');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  expect(await delivered(email)).toHaveLength(1);
});

test('two tabs open when the webhook comes back: the lead arrives once', async ({ context, page }) => {
  const email = unique('duasabas');
  await queueWhileDown(page, email);
  const other = await context.newPage();
  await other.goto('/about');
  await engine('start');
  // Both tabs wake at the same moment.
  await Promise.all([page, other].map((p) => p.evaluate(() => window.dispatchEvent(new Event('online')))));
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  // Anything still on its way has landed by the time a later lead has.
  const later = unique('depois');
  const form = await fillContact(page, later);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect.poll(() => delivered(later).then((d) => d.length)).toBe(1);
  expect(await delivered(email)).toHaveLength(1);
});

test('a webhook slower than the timeout: n8n has it, the retry carries the same key, one lead', async ({ page }) => {
  await page.clock.install();
  const email = unique('lento');
  await page.goto('/contact');
  const form = await fillContact(page, email);
  let attempts = 0;
  await page.route('**/webhook/gvpomni', async (route) => {
    attempts++;
    // n8n gets the lead; its answer comes after the browser stopped waiting.
    const response = await route.fetch();
    if (attempts > 1) return route.fulfill({ response });
    await page.clock.runFor(LEAD_TIMEOUT_MS + 1_000);
    return route.fulfill({ response }).catch(() => {});
  });
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText(FORM_MESSAGES.contactError)).toBeVisible();
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  // The background retry after the long wait: n8n sees the same key and keeps one.
  await page.clock.runFor(AFTER_TIMEOUT_MS + 1_000);
  await expect.poll(() => attempts).toBe(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  const later = unique('depois');
  await page.unroute('**/webhook/gvpomni');
  await page.goto('/contact');
  const next = await fillContact(page, later);
  await next.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect.poll(() => delivered(later).then((d) => d.length)).toBe(1);
  expect(await delivered(email)).toHaveLength(1);
});
