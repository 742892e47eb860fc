/**
 * Leads against the provider's engine: a real n8n running the kit of n8n/workflows, the site
 * on another origin. n8n does not deduplicate by itself, so "exactly once" here is the
 * outbox and the kit together. Counts come from the sink behind the kit's "Entregar lead".
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LEAD_TIMEOUT_MS } from '../../src/contracts/calls.ts';
import { DEMO_MESSAGES, FORM_MESSAGES, KEPT_WHAT, keptMessage, TRIAL_MESSAGES } from '../../src/logic/messages.ts';
import { AFTER_TIMEOUT_MS } from '../../src/runtime/api/outbox.ts';
import { readyForm } from '../e2e/helpers.ts';
import { fillDemoDialog } from '../fixtures/demo-form.ts';

const SINK = process.env.N8N_SINK ?? 'http://127.0.0.1:4412';
const N8N = process.env.N8N_URL ?? 'http://127.0.0.1:5678';

interface Delivered {
  call: string;
  key: string;
  code?: string;
  protocolo?: string;
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

/** The lead forms, each filled with an e-mail, as a visitor fills them. */
const FORMS = [
  {
    call: 'contact',
    path: '/contact',
    name: 'Formulário de contato',
    send: 'Enviar mensagem',
    success: FORM_MESSAGES.contactSuccess,
    what: KEPT_WHAT.contact,
    fill: async (page: Page, email: string) => void (await fillContact(page, email)),
  },
  {
    call: 'cv',
    path: '/about',
    name: 'Envie seu currículo',
    send: 'Enviar currículo',
    success: FORM_MESSAGES.cvSuccess,
    what: KEPT_WHAT.cv,
    fill: async (page: Page, email: string) => {
      const cv = page.getByRole('form', { name: 'Envie seu currículo' });
      await cv.getByLabel('Nome completo').fill('João Pereira');
      await cv.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await cv.getByLabel('Telefone').fill('(11) 91234-5678');
      await cv.getByLabel('Perfil no LinkedIn').fill('https://www.linkedin.com/in/joaopereira');
    },
  },
  {
    call: 'partner',
    path: '/parceiros',
    name: 'Cadastro de parceiro',
    send: 'Quero ser parceiro',
    success: FORM_MESSAGES.partnerSuccess,
    what: KEPT_WHAT.partner,
    fill: async (page: Page, email: string) => {
      const partner = page.getByRole('form', { name: 'Cadastro de parceiro' });
      await partner.getByLabel('Nome completo').fill('Lucas Alves');
      await partner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await partner.getByLabel('Telefone').fill('(41) 99999-0000');
      await partner.getByLabel('Empresa').fill('Alves Consultoria');
      await partner.getByLabel('Vertical de atuação').selectOption({ index: 1 });
    },
  },
  {
    call: 'proposal',
    path: '/gvpvszendesk',
    name: 'Receba uma proposta',
    send: 'Quero minha proposta',
    success: FORM_MESSAGES.thanks,
    what: KEPT_WHAT.proposal,
    fill: async (page: Page, email: string) => {
      const proposal = page.getByRole('form', { name: 'Receba uma proposta' });
      await proposal.getByLabel('Nome completo').fill('Rafael Costa');
      await proposal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await proposal.getByLabel('Empresa').fill('Suporte Total');
      await proposal.getByLabel('Telefone').fill('(51) 98888-7777');
      await proposal.getByLabel('Quantos agentes?').selectOption('11-20');
    },
  },
];

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

  // Three calls share webhook/gvpomni: the kit tells the CV and the proposal from the contact.
  for (const other of FORMS.filter((f) => f.call !== 'contact')) {
    const otherEmail = unique(other.call);
    await page.goto(other.path);
    await other.fill(page, otherEmail);
    const element = page.getByRole('form', { name: other.name });
    await element.getByRole('button', { name: other.send }).click();
    await expect(element.getByText(other.success)).toBeVisible();
    await expect.poll(() => delivered(otherEmail).then((d) => d.map((x) => x.call))).toEqual([other.call]);
  }

  // The demo modal and Gê share webhook/demo: `source` tells them apart.
  const demoEmail = unique('demo');
  await page.goto('/verticals');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await fillDemoDialog(dialog, demoEmail);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
  await expect.poll(() => delivered(demoEmail).then((d) => d.map((x) => x.call))).toEqual(['demoRequest']);
});

test('the barrier report and the data subject request: once each, with the protocol the visitor was shown', async ({
  page,
}) => {
  const barrierEmail = unique('barreira');
  await page.goto('/acessibilidade');
  const barrier = page.getByRole('form', { name: 'Relatar uma barreira de acessibilidade' });
  await barrier.getByLabel('Nome').fill('Helena Prates');
  await barrier.getByRole('textbox', { name: 'E-mail', exact: true }).fill(barrierEmail);
  await barrier.getByLabel('O que aconteceu').fill('O menu móvel não anuncia quando abre.');
  await barrier.getByRole('button', { name: 'Enviar relato' }).dblclick();
  const shown = barrier.getByText(/Seu protocolo é (ACS-[0-9A-Z]{8})\./);
  await expect(shown).toBeVisible();
  const barrierProtocol = /ACS-[0-9A-Z]{8}/.exec((await shown.textContent()) ?? '')?.[0];
  await expect.poll(() => delivered(barrierEmail).then((d) => d.length)).toBe(1);
  const [report] = await delivered(barrierEmail);
  expect(report).toMatchObject({ call: 'accessibilityReport', protocolo: barrierProtocol });

  const privacyEmail = unique('titular');
  await page.goto('/seguranca-e-privacidade');
  const request = page.getByRole('form', { name: 'Pedido de titular de dados' });
  await request.getByLabel('Nome completo').fill('Otávio Mendes');
  await request.getByRole('textbox', { name: 'E-mail', exact: true }).fill(privacyEmail);
  await request.getByLabel('Sua relação com a GVP.Digital').selectOption({ index: 1 });
  await request.getByLabel('O que você deseja').selectOption('Portabilidade dos dados a outro fornecedor');
  await request.getByRole('button', { name: 'Enviar pedido' }).click();
  const answered = request.getByText(/Seu protocolo é (LGPD-[0-9A-Z]{8})\./);
  await expect(answered).toBeVisible();
  const privacyProtocol = /LGPD-[0-9A-Z]{8}/.exec((await answered.textContent()) ?? '')?.[0];
  await expect.poll(() => delivered(privacyEmail).then((d) => d.length)).toBe(1);
  const [asked] = await delivered(privacyEmail);
  expect(asked).toMatchObject({ call: 'privacyRequest', protocolo: privacyProtocol });
  expect(asked?.lead).toMatchObject({
    direito: 'Portabilidade dos dados a outro fornecedor',
    tipo: 'direitos_titular',
  });
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

test('Gê: each message as a chat event, and the lead once under chatLead on the shared demo webhook', async ({
  page,
}) => {
  const email = unique('chat');
  await page.goto('/omni-zap');
  await page.evaluate(() => window.openChatbot?.());
  const panel = page.locator('#ge-panel');
  const input = panel.getByLabel('Sua resposta para a Gê');
  const say = async (text: string) => {
    await input.fill(text);
    await input.press('Enter');
  };
  const lastBot = panel.getByRole('log').locator('[data-from="bot"] p').last();
  await say('maria clara');
  await expect(lastBot).toContainText('e-mail');
  await say(email);
  await expect(lastBot).toContainText('telefone');
  await say('11999993333');
  await expect(lastBot).toContainText('empresa');
  await say('Empresa da Maria');
  await panel.getByRole('button', { name: 'Tarde' }).click();
  await panel.getByRole('button', { name: '11 a 50' }).click();
  await say('Atender no WhatsApp com vários atendentes');
  await expect.poll(() => delivered(email).then((d) => d.filter((x) => x.call === 'chatLead').length)).toBe(1);
  const [lead] = (await delivered(email)).filter((x) => x.call === 'chatLead');
  expect(lead?.lead).toMatchObject({ name: 'Maria clara', company: 'Empresa da Maria', contactTime: 'Tarde' });
  const all = (await (await fetch(`${SINK}/received`)).json()) as Delivered[];
  const sessionId = lead?.lead.sessionId;
  expect(all.filter((d) => d.call === 'chatMessage' && d.lead.sessionId === sessionId).length).toBeGreaterThanOrEqual(
    5,
  );
});

test('the e-mail parameter once per page, and a missing article asked for once however many visits', async ({
  page,
}) => {
  const email = unique('url');
  await page.goto(`/omni-crm?email=${encodeURIComponent(email)}`);
  await expect.poll(() => delivered(email).then((d) => d.map((x) => x.call))).toEqual(['emailParam']);

  const slug = `artigo-${Date.now()}`;
  const asked = async () =>
    ((await (await fetch(`${SINK}/received`)).json()) as Delivered[]).filter(
      (d) => d.call === 'blogCreate' && d.lead.slug === slug,
    ).length;
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(asked).toBe(1);
  // Another visitor (another browser) asks again: n8n keeps one request per slug.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(/\/blog$/);
  // A later delivery has landed, so a second request for the slug would have too.
  const later = unique('depois');
  await page.goto(`/omni-crm?email=${encodeURIComponent(later)}`);
  await expect.poll(() => delivered(later).then((d) => d.length)).toBe(1);
  expect(await asked()).toBe(1);
});

async function queueWhileDown(page: Page, email: string) {
  await engine('stop');
  await page.goto('/contact');
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText(keptMessage(KEPT_WHAT.contact))).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
}

test('engine stopped, then started again: the queued lead arrives once', async ({ page }) => {
  const email = unique('parado');
  await queueWhileDown(page, email);
  await engine('start');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The open form follows its send: the success, with no click.
  await expect(page.getByText(FORM_MESSAGES.contactSuccess)).toBeVisible({ timeout: 30_000 });
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
  await expect(form.getByText(keptMessage(KEPT_WHAT.contact))).toBeVisible();
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

/**
 * Fills the form on its page and sends it (offline, with `offline`): the visitor's form, its
 * kept message now showing.
 */
async function sendKept(page: Page, form: (typeof FORMS)[number], email: string, offline?: BrowserContext) {
  await page.goto(form.path);
  // The form's own code first: offline before it arrives, the page's keeper answers instead
  // ('Sem conexão no momento…'), which is another test's.
  const element = await readyForm(page, form.name);
  await form.fill(page, email);
  await offline?.setOffline(true);
  await element.getByRole('button', { name: form.send }).click();
  await expect(element.getByText(keptMessage(form.what))).toBeVisible();
  return element;
}

test('each form: after a 500 it is kept, then says its success by itself, with exactly one lead in the CRM', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const form of FORMS) {
    const email = unique(`falha500-${form.path.slice(1)}`);
    await page.route('**/webhook/**', (route) => route.fulfill({ status: 500, body: 'erro' }));
    const element = await sendKept(page, form, email);
    await page.unroute('**/webhook/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(element.getByText(form.success)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  }
});

test('each form offline, corrected and sent again, then online: one lead, the corrected one, and the success', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  for (const form of FORMS) {
    const email = unique(`offline-${form.path.slice(1)}`);
    const corrected = unique(`corrigido-${form.path.slice(1)}`);
    const element = await sendKept(page, form, email, context);
    await element.getByRole('textbox', { name: 'E-mail', exact: true }).fill(corrected);
    await element.getByRole('button', { name: form.send }).click();
    await expect(element.getByText(keptMessage(form.what))).toBeVisible();
    await context.setOffline(false);
    await expect(element.getByText(form.success)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => delivered(corrected).then((d) => d.length)).toBe(1);
    expect(await delivered(email)).toEqual([]);
  }
});

test('the demo dialog after a 500, then a corrected resend: one lead, corrected, and its success', async ({ page }) => {
  const email = unique('demo500');
  await page.goto('/verticals');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await fillDemoDialog(dialog, email);
  await page.route('**/webhook/demo', (route) => route.fulfill({ status: 500, body: 'erro' }));
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(keptMessage(KEPT_WHAT.demoRequest))).toBeVisible();
  await dialog.getByLabel('Empresa').fill('Loja da Marina Ltda.');
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(keptMessage(KEPT_WHAT.demoRequest))).toBeVisible();
  await page.unroute('**/webhook/demo');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  expect((await delivered(email))[0]?.lead).toMatchObject({ empresa: 'Loja da Marina Ltda.' });
});

test('an answer lost after n8n stored the request: the corrected resend is filed against it, same protocol', async ({
  page,
}) => {
  const email = unique('correcao');
  await page.goto('/seguranca-e-privacidade');
  const request = page.getByRole('form', { name: 'Pedido de titular de dados' });
  await request.getByLabel('Nome completo').fill('Otávio Mendes');
  await request.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await request.getByLabel('Sua relação com a GVP.Digital').selectOption({ index: 1 });
  await request.getByLabel('O que você deseja').selectOption('Acesso aos dados');
  // n8n stores it; its answer never reaches the browser (three tries).
  await page.route('**/webhook/lgpd', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await request.getByRole('button', { name: 'Enviar pedido' }).click();
  const kept = request.getByText(/^Seu protocolo é (LGPD-[0-9A-Z]{8})\./);
  await expect(kept).toBeVisible();
  const protocol = /LGPD-[0-9A-Z]{8}/.exec((await kept.textContent()) ?? '')?.[0];
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  await page.unroute('**/webhook/lgpd');
  // The visitor changes the right asked for: an engine may have the first body, so it is a correction.
  await request.getByLabel('O que você deseja').selectOption('Portabilidade dos dados a outro fornecedor');
  await request.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(request.getByText(FORM_MESSAGES.privacySuccess(protocol ?? ''))).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(2);
  const [first, fix] = await delivered(email);
  expect(first).toMatchObject({ call: 'privacyRequest', protocolo: protocol });
  expect(first).not.toHaveProperty('correctionOf');
  expect(fix).toMatchObject({ call: 'privacyRequest', protocolo: protocol, correctionOf: first?.key });
  expect(fix?.key).toBe(`${first?.key}~1`);
  expect(fix?.lead).toMatchObject({ direito: 'Portabilidade dos dados a outro fornecedor' });
});

test('n8n accepting and answering nothing for 10 minutes, then back: one lead, one key, the success', async ({
  page,
}) => {
  await page.clock.install();
  const email = unique('silencio');
  await page.goto('/contact');
  const form = await fillContact(page, email);
  const keys = new Set<string>();
  await page.route('**/webhook/gvpomni', (route) => {
    keys.add(route.request().headers()['idempotency-key'] ?? '');
    // Never answered: the browser gives up after 20 s each time.
  });
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await page.clock.runFor(LEAD_TIMEOUT_MS);
  await expect(form.getByText(keptMessage(KEPT_WHAT.contact))).toBeVisible();
  for (let minute = 0; minute < 10; minute++) await page.clock.runFor(60_000);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]')).toHaveLength(1);
  await page.unroute('**/webhook/gvpomni');
  await page.clock.runFor(AFTER_TIMEOUT_MS + LEAD_TIMEOUT_MS);
  await expect(form.getByText(FORM_MESSAGES.contactSuccess)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => delivered(email).then((d) => d.length)).toBe(1);
  const [lead] = await delivered(email);
  expect(keys.size).toBe(1);
  expect(lead?.key).toBe(`/webhook/gvpomni ${[...keys][0]}`);
});
