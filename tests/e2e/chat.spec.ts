import { greetingFor } from '../../src/logic/chat/greetings.ts';
import { CHAT_TEXTS } from '../../src/logic/chat/texts.ts';
import { violationsOf, wcag } from './axe.ts';
import { storedEvents, storedLeads, uniqueEmail } from './db.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { holdRequests, nextFrames } from './helpers.ts';
import { gePopup } from './paint.ts';

const panel = (page: Page) => page.locator('#ge-panel');
const log = (page: Page) => panel(page).getByRole('log');
const lastBot = (page: Page) => log(page).locator('[data-from="bot"] p').last();

async function say(page: Page, text: string, reply?: string) {
  const input = panel(page).getByLabel('Sua resposta para a Gê');
  await input.fill(text);
  await input.press('Enter');
  if (reply) await expect(lastBot(page)).toHaveText(reply);
}

async function converse(page: Page, email: string): Promise<void> {
  await say(page, 'maria clara', CHAT_TEXTS.askEmail('Maria clara'));
  await say(page, 'maria@empresa', CHAT_TEXTS.invalidEmail);
  await expect(panel(page).getByLabel('Sua resposta para a Gê')).toHaveAttribute('placeholder', /^Ex: .+@/);
  await say(page, email, CHAT_TEXTS.askPhone);
  const input = panel(page).getByLabel('Sua resposta para a Gê');
  await expect(input).toHaveAttribute('placeholder', 'Ex: 11999993333');
  await input.pressSequentially('1199999');
  await expect(input).toHaveValue('(11) 9999-9');
  await input.pressSequentially('3333');
  await expect(input).toHaveValue('(11) 99999-3333');
  await say(page, '(11) 9999', CHAT_TEXTS.invalidPhone);
  await say(page, '11999993333', CHAT_TEXTS.askCompany);
  await say(page, 'Empresa da Maria', CHAT_TEXTS.askContactTime);
  const times = panel(page).getByRole('group', { name: CHAT_TEXTS.contactTimeLabel });
  await expect(times.getByRole('button')).toHaveText(['Agora', 'Manhã', 'Tarde', 'Noite']);
  // The picker replaced the input: focus is on its first option, not lost to the page.
  await expect(times.getByRole('button', { name: 'Agora' })).toBeFocused();
  await times.getByRole('button', { name: 'Tarde' }).click();
  const sizes = panel(page).getByRole('group', { name: CHAT_TEXTS.employeesLabel });
  await expect(sizes.getByRole('button')).toHaveText(['1 a 10', '11 a 50', '51 a 100', 'Acima de 100']);
  await expect(times).toHaveCount(0);
  await sizes.getByRole('button', { name: '11 a 50' }).click();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askMainPoint);
  await say(page, 'Atender no WhatsApp com vários atendentes');
}

test('a whole conversation from the popup to "Reiniciar Conversa" on a product page', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('chat');
  await page.clock.install();
  await page.goto('/omni-zap');
  const popup = gePopup(page);
  await expect(popup).toBeHidden();
  // The fake clock also runs in real time while the page loads: on a busy machine that can
  // be a second or more, so "still hidden" is checked at 8 s, not just before 10 s.
  await page.clock.fastForward(8_000);
  await expect(popup).toBeHidden();
  await page.clock.fastForward(2_100);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Sim, quero!' }).click();
  await expect(popup).toBeHidden();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Gê - Assistente Digital')).toBeVisible();
  // Exact: the /omni-zap greeting also offers "uma demonstração gratuita".
  await expect(panel(page).getByText('Demonstração Gratuita', { exact: true })).toBeVisible();
  await expect(log(page).locator('[data-from="bot"] p').first()).toHaveText(greetingFor('/omni-zap'));
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  await expect(panel(page).getByLabel('Sua resposta para a Gê')).toBeFocused();
  await expect(log(page).locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);

  // The answer waits until the sending state has been seen.
  const answer = await holdRequests(page, '**/webhook/demo');
  await converse(page, email);
  await expect(panel(page).getByText(CHAT_TEXTS.sending)).toBeVisible();
  answer.release();
  await expect(panel(page).getByRole('button', { name: 'Reiniciar Conversa' })).toBeVisible();
  // The spec's three messages, then the booking offer (tests/e2e/booking.spec.ts takes it).
  await expect(panel(page).getByRole('group', { name: CHAT_TEXTS.bookingLabel })).toBeVisible();
  const bots = await log(page).locator('[data-from="bot"] p').allTextContents();
  expect(bots.slice(-4)).toEqual([
    CHAT_TEXTS.success('Maria clara'),
    CHAT_TEXTS.thanks,
    CHAT_TEXTS.newRequest,
    CHAT_TEXTS.bookingOffer,
  ]);

  const sessionId = await page.evaluate(() => sessionStorage.getItem('gvp:chatSessionId'));
  expect(sessionId).toMatch(/^gvp_\d{13}_[a-z0-9]{6}$/);
  const ab = await page.evaluate(() => localStorage.getItem('pricingPageAB'));
  expect(storedLeads('chat_lead', email)).toEqual([
    {
      name: 'Maria clara',
      email,
      phone: '(11) 99999-3333',
      company: 'Empresa da Maria',
      contactTime: 'Tarde',
      employees: '11 a 50',
      mainPoint: 'Atender no WhatsApp com vários atendentes',
      timestamp: expect.stringMatching(/Z$/),
      source: 'chatbot',
      page: '/omni-zap',
      sessionId,
      pricingPageAB: ab === 'true' ? 'pagina de precos ativada' : 'pagina de precos desativada',
    },
  ]);
  // Every visitor message and picker choice reached the service as a conversation event.
  const users = await log(page).locator('[data-from="user"] p').allTextContents();
  await expect.poll(() => storedEvents(sessionId ?? '').map((e) => e.message)).toEqual(users);
  expect(storedEvents(sessionId ?? '').map((e) => e.field)).toEqual([
    'name',
    'email',
    'email',
    'phone',
    'phone',
    'company',
    'contactTime',
    'employees',
    'mainPoint',
  ]);

  const layer = await page.evaluate(() => window.dataLayer as Record<string, unknown>[]);
  expect(layer).toContainEqual({
    event: 'chatbot_start',
    event_category: 'chatbot',
    event_label: 'popup_click',
    value: 1,
  });
  expect(layer).toContainEqual({ event: 'chatbot_complete', event_category: 'chatbot', event_label: 'form_submitted' });

  await panel(page).getByRole('button', { name: 'Reiniciar Conversa' }).click();
  await expect(log(page).locator('[data-from="user"]')).toHaveCount(0);
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
});

test('with the demo webhook failing: Gê says the lead is kept, and when it arrives she completes, no click', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('chatfail');
  await page.goto('/verticals/varejo');
  await page.locator('#ge-launcher').click();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  await page.route('**/webhook/demo', (route) => route.fulfill({ status: 503, body: '' }));
  await converse(page, email);
  // Kept, not failed: not the spec's apology, and no 'Tentar Novamente'.
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.kept);
  await expect(log(page)).not.toContainText(CHAT_TEXTS.submitFailed);
  await expect(panel(page).getByRole('button', { name: 'Tentar Novamente' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: CHAT_TEXTS.retryNow })).toBeVisible();
  expect(storedLeads('chat_lead', email)).toEqual([]);

  await page.unroute('**/webhook/demo');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Delivered by the outbox: the completion follows in the open conversation, by itself.
  await expect(log(page)).toContainText(CHAT_TEXTS.thanks);
  await expect(panel(page).getByRole('button', { name: 'Reiniciar Conversa' })).toBeVisible();
  await expect.poll(() => storedLeads('chat_lead', email).length).toBe(1);
  expect(storedLeads('chat_lead', email)).toHaveLength(1);
  expect(storedLeads('chat_lead', email)[0]).toMatchObject({ page: '/verticals/varejo' });
});

test('without storage the lead cannot be kept: the spec apology and "Tentar Novamente", which sends it once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('chatnostore');
  await page.goto('/verticals/varejo');
  // A browser that refuses to store anything (a private mode with storage blocked).
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await page.locator('#ge-launcher').click();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  await page.route('**/webhook/demo', (route) => route.fulfill({ status: 503, body: '' }));
  await converse(page, email);
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.submitFailed);
  const retry = panel(page).getByRole('button', { name: 'Tentar Novamente' });
  await expect(retry).toBeVisible();
  await page.unroute('**/webhook/demo');
  await retry.click();
  await expect(panel(page).getByRole('button', { name: 'Reiniciar Conversa' })).toBeVisible();
  expect(storedLeads('chat_lead', email)).toHaveLength(1);
});

test('a 12th digit is not dropped: the phone is refused, as the spec says (10 to 11 digits)', async ({ page }) => {
  await page.goto('/omni-zap');
  await page.locator('#ge-launcher').click();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  await say(page, 'Ana', CHAT_TEXTS.askEmail('Ana'));
  await say(page, 'ana@empresa.com.br', CHAT_TEXTS.askPhone);
  const input = panel(page).getByLabel('Sua resposta para a Gê');
  await input.pressSequentially('119876543210');
  await expect(input).toHaveValue('119876543210');
  await input.press('Enter');
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.invalidPhone);
});

test('the global opener works before the island has loaded; Escape closes and focus returns to the avatar', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/omni-mail');
  expect(await page.evaluate(() => document.querySelector('#ge-panel')?.hasAttribute('hidden'))).toBe(true);
  await page.getByRole('main').getByRole('button', { name: 'Falar com Especialista' }).first().click();
  await expect(panel(page)).toBeVisible();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  await expect(log(page).locator('[data-from="bot"] p').first()).toHaveText(greetingFor('/omni-mail'));
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(page.locator('#ge-launcher')).toBeFocused();
  await expect(page.locator('#ge-launcher')).toHaveAttribute('aria-expanded', 'false');
  await page.locator('#ge-launcher').click();
  await expect(panel(page)).toBeVisible();
  await page.locator('#ge-launcher').click();
  await expect(panel(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('"Talvez depois" dismisses the popup for the session', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.fastForward(10_100);
  const popup = gePopup(page);
  await popup.getByRole('button', { name: 'Talvez depois' }).click();
  await expect(popup).toBeHidden();
  await page.goto('/about');
  await page.clock.fastForward(12_000);
  await expect(popup).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the panel uses the whole screen and axe finds no violation in it', async ({ page }) => {
    await page.goto('/');
    await page.locator('#ge-launcher').click();
    await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
    const box = (await panel(page).boundingBox()) as NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    expect(await violationsOf(page, 'the chat on a phone', wcag)).toEqual([]);
  });
});

test('on a desktop the panel is 384 x 500 px, and axe finds no violation with a picker open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await page.locator('#ge-launcher').click();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  const box = await panel(page).boundingBox();
  expect([box?.width, box?.height]).toEqual([384, 500]);
  await say(page, 'ana', CHAT_TEXTS.askEmail('Ana'));
  await say(page, uniqueEmail('axe'), CHAT_TEXTS.askPhone);
  await say(page, '1133334444', CHAT_TEXTS.askCompany);
  await say(page, 'Clínica', CHAT_TEXTS.askContactTime);
  expect(await violationsOf(page, 'the chat with a picker open', wcag)).toEqual([]);
});

test('the popup never interrupts: it waits while a dialog is open or a form has focus, and a form hides it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto('/parceiros');
  const popup = gePopup(page);

  // A modal open when the 10 s are up: the popup waits for it to close.
  await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
  const trial = page.getByRole('dialog', { name: 'Teste Grátis' });
  await expect(trial).toBeVisible();
  await page.clock.fastForward(10_100);
  await expect(popup).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(trial).toBeHidden();
  await expect(popup).toBeVisible();

  // The visitor turns to the partner form: the popup goes, and its button and status line are free.
  const form = page.getByRole('form', { name: 'Cadastro de parceiro' });
  await form.getByLabel('Nome completo').focus();
  await expect(popup).toBeHidden();
  const submit = await form.getByRole('button', { name: 'Quero ser parceiro' }).boundingBox();
  expect(submit).not.toBeNull();
});

test('the popup waits while the mobile menu is open, comes when it is closed, and goes when it opens again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/');
  const popup = gePopup(page);
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  await burger.click();
  await expect(page.getByRole('navigation', { name: 'Menu móvel' })).toBeVisible();
  // The popup's code comes when the 10 s are up; once it has run, the popup would be up by now.
  const popupCode = page.waitForResponse(/\/chat-popup\.[\w-]+\.js$/);
  await page.clock.fastForward(10_100);
  await popupCode;
  await nextFrames(page);
  await expect(popup).toBeHidden();
  // Closed with its own button, which keeps the focus: no focus change tells the popup.
  await burger.click();
  await expect(popup).toBeVisible();
  await burger.click();
  await expect(popup).toBeHidden();
});

test('the popup waits while the visitor types in a form, and comes when they are done', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  const popup = gePopup(page);
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel('Nome completo').fill('Juliana');
  await page.clock.fastForward(10_100);
  await expect(popup).toBeHidden();
  // Focus leaves the form for the page.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(popup).toBeVisible();
});

test("'Noite' and 'Prefiro que me liguem': no evening call promised, and focus stays in the chat", async ({ page }) => {
  await page.goto('/#demonstracao');
  const form = page.getByRole('form', { name: 'Solicitar demonstração' });
  await form.getByLabel('Nome').fill('Rui');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('noite'));
  await form.getByLabel('Telefone').fill('(21) 3456-7890');
  await form.getByLabel('Empresa').fill('Rui Transportes');
  await form.getByLabel('Principal desafio').selectOption('ura');
  await form.getByRole('button', { name: 'Quero minha demonstração' }).click();
  await panel(page).getByRole('button', { name: 'Noite' }).click();
  await panel(page).getByRole('button', { name: '1 a 10', exact: true }).click();
  const offer = panel(page).getByRole('group', { name: CHAT_TEXTS.bookingLabel });
  await offer.getByRole('button', { name: 'Prefiro que me liguem' }).click();
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.callMe('Noite'));
  expect(CHAT_TEXTS.callMe('Noite')).toContain('até as 18h');
  expect(CHAT_TEXTS.callMe('Noite')).not.toMatch(/período da noite/);
  // The button pressed is gone: the log, with Gê's reply, has the focus, not the page's <body>.
  await expect(log(page)).toBeFocused();
});

test('window.openChatbot called at load, before the first script is there, opens Gê', async ({ page }) => {
  await page.addInitScript(() => window.addEventListener('load', () => window.openChatbot?.()));
  // Not waiting for the first script: the call comes before it, and must not be lost.
  await page.goto('/omni-zap', { waitUntil: 'commit' });
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
});
