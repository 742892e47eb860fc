/**
 * Booking a demo in the same visit (docs/behaviour.md §10), in Chromium against the local
 * service, whose clock is fixed (BOOKING_CLOCK, playwright.config.ts: Tuesday 24 November 2026,
 * 10:00 in Brasília, so the first free slot is 12:00 that day).
 *
 * The tests of this file share the service's slots: they run one after another, and each books
 * the slot its visitor would, or one the service still lists.
 */
import ICAL from 'ical.js';
import { site } from '../../src/config/site.ts';
import { BOOKING_MESSAGES, type BookingAnswer } from '../../src/contracts/booking.ts';
import { CALLS } from '../../src/contracts/calls.ts';
import { type BookingSummary, whatsappText } from '../../src/logic/booking.ts';
import { CHAT_TEXTS } from '../../src/logic/chat/texts.ts';
import { BOOKING_TEXTS, DEMO_BOOKING_TEXTS, DEMO_MESSAGES } from '../../src/logic/messages.ts';
import { fillDemoDialog } from '../fixtures/demo-form.ts';
import { violationsOf, wcag } from './axe.ts';
import { leadKeyOf, storedBookings, uniqueEmail } from './db.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures.ts';
import { sitemapPaths } from './helpers.ts';

test.describe.configure({ mode: 'default' });

const PROTOCOL = /^AG-20261124-\d{5}$/;

/** The free slots the service lists now. */
async function freeSlots(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get(CALLS.bookingSlots.path)).json()) as { slots: { start: string }[] };
  return answer.slots.map((slot) => slot.start);
}

/** A booking made straight on the service, as another visitor's would be. */
async function bookDirectly(request: APIRequestContext, start: string, email = uniqueEmail('outro')) {
  const response = await request.post(CALLS.bookingCreate.path, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      start,
      name: 'Carlos Lima',
      email,
      phone: '(21) 99876-5432',
      company: 'Lima Serviços',
      employees: '1 a 10',
      mainPoint: 'Organizar o atendimento',
      origin: 'demo',
      leadKey: crypto.randomUUID(),
      timeZone: 'America/Sao_Paulo',
      page: '/',
      timestamp: new Date().toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as BookingAnswer;
}

const radios = (scope: Locator) => scope.getByRole('group', { name: 'Horário' }).getByRole('radio');

/** A demo request from the sector overview, up to the slots (the visitor took the offer). */
async function demoUpToSlots(page: Page, email: string): Promise<Locator> {
  await page.goto('/verticals');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await fillDemoDialog(dialog, email);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await dialog.getByRole('button', { name: DEMO_BOOKING_TEXTS.button }).click();
  await expect(radios(dialog).first()).toBeVisible();
  return dialog;
}

const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer as Record<string, unknown>[]).filter((e) => String(e.event).startsWith('booking')),
  );

test('from Gê’s first answer to a booked demo: the slot of the contact time, the confirmation, the calendar and WhatsApp', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('gebooking');
  await page.goto('/omni-zap');
  await page.evaluate(() => window.openChatbot?.());
  const panel = page.locator('#ge-panel');
  const input = panel.getByLabel('Sua resposta para a Gê');
  const lastBot = panel.getByRole('log').locator('[data-from="bot"] p').last();
  const answer = async (text: string, reply: string) => {
    await input.fill(text);
    await input.press('Enter');
    await expect(lastBot).toHaveText(reply);
  };
  // Gê's code arrives first: on a busy runner that alone can take seconds.
  await expect(lastBot).toHaveText(CHAT_TEXTS.askName, { timeout: 20_000 });
  await answer('marina souza', CHAT_TEXTS.askEmail('Marina souza'));
  await answer(email, CHAT_TEXTS.askPhone);
  await answer('11987654321', CHAT_TEXTS.askCompany);
  await answer('Loja da Marina', CHAT_TEXTS.askContactTime);
  await panel.getByRole('button', { name: 'Tarde' }).click();
  await panel.getByRole('button', { name: '11 a 50' }).click();
  await expect(lastBot).toHaveText(CHAT_TEXTS.askMainPoint);
  await input.fill('Centralizar o WhatsApp da equipe');
  await input.press('Enter');

  // The spec's three messages, unchanged, then the offer.
  const offer = panel.getByRole('group', { name: CHAT_TEXTS.bookingLabel });
  await expect(offer.getByRole('button')).toHaveText(['Escolher horário', 'Prefiro que me liguem']);
  const bots = await panel.getByRole('log').locator('[data-from="bot"] p').allTextContents();
  expect(bots.slice(-4)).toEqual([
    CHAT_TEXTS.success('Marina souza'),
    CHAT_TEXTS.thanks,
    CHAT_TEXTS.newRequest,
    CHAT_TEXTS.bookingOffer,
  ]);
  await expect(offer.getByRole('button', { name: 'Escolher horário' })).toBeFocused();
  await offer.getByRole('button', { name: 'Escolher horário' }).click();

  // The slots, grouped by day, Brasília's hours; 'Tarde' chose the first afternoon slot.
  const booking = panel.getByTestId('ge-booking');
  await expect(booking.getByText('Horários de Brasília. Cada conversa dura 30 minutos.')).toBeVisible();
  await expect(booking.getByLabel('Dia')).toHaveValue('2026-11-24');
  await expect(booking.getByLabel('Dia').locator('option').first()).toHaveText('terça-feira, 24/11 (12 horários)');
  await expect(radios(booking)).toHaveCount(12);
  await expect(booking.getByRole('radio', { name: '12:00' })).toBeChecked();
  // None on Sunday: the days go from Tuesday to the next Tuesday, Saturday 8h-12h included.
  const days = await booking.getByLabel('Dia').locator('option').allTextContents();
  expect(days.map((d) => d.replace(/ \(.*/, ''))).toEqual([
    'terça-feira, 24/11',
    'quarta-feira, 25/11',
    'quinta-feira, 26/11',
    'sexta-feira, 27/11',
    'sábado, 28/11',
    'segunda-feira, 30/11',
    'terça-feira, 01/12',
  ]);
  expect(days[4]).toBe('sábado, 28/11 (8 horários)');

  await booking.getByRole('button', { name: 'Confirmar horário' }).click();
  const confirmation = booking.getByRole('region', { name: 'Demonstração agendada ✅' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('definition')).toHaveText([
    'terça-feira, 24 de novembro',
    '12:00',
    '30 minutos',
    PROTOCOL,
  ]);
  const protocol = (await confirmation.getByTestId('booking-protocol').textContent()) ?? '';
  await expect(lastBot).toHaveText(
    CHAT_TEXTS.booked('Marina souza', 'terça-feira, 24 de novembro, às 12:00', protocol),
  );

  // One booking, for the slot, pointing to the lead Gê sent.
  const [stored, ...more] = storedBookings(email);
  expect(more).toEqual([]);
  expect(stored).toMatchObject({ protocol, start: '2026-11-24T15:00:00.000Z', status: 'booked' });
  expect(stored?.leadKey).toBe(leadKeyOf('chat_lead', email));
  expect(stored?.payload).toMatchObject({ origin: 'chatbot', company: 'Loja da Marina', employees: '11 a 50' });

  // WhatsApp carries the protocol, the slot and the answers to the company's number.
  const summary: BookingSummary = {
    protocol,
    start: '2026-11-24T15:00:00.000Z',
    minutes: 30,
    name: 'Marina souza',
    company: 'Loja da Marina',
    employees: '11 a 50',
    mainPoint: 'Centralizar o WhatsApp da equipe',
  };
  const whatsapp = new URL(
    (await confirmation.getByRole('link', { name: 'Continuar no WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${site.whatsapp.number}`);
  expect(whatsapp.searchParams.get('text')).toBe(whatsappText(summary));
  expect(whatsappText(summary)).toContain(`protocolo ${protocol}`);

  // The calendar: Google's link and an .ics file that parses back to the same event.
  await confirmation.getByText('Adicionar à agenda').click();
  const google = new URL((await confirmation.getByRole('link', { name: /Google Agenda/ }).getAttribute('href')) ?? '');
  expect(google.searchParams.get('dates')).toBe('20261124T150000Z/20261124T153000Z');
  const download = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Baixar convite (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`demonstracao-${protocol}.ics`);
  const ics = await (await file.createReadStream()).toArray();
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(Buffer.concat(ics).toString('utf8'))).getFirstSubcomponent('vevent') ?? undefined,
  );
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-24T15:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-24T15:30:00.000Z');
  expect(event.description).toContain(`/agendamento?token=${stored?.token}`);

  // The data layer, in the shape of the spec's chatbot events.
  expect(await events(page)).toEqual([
    { event: 'booking_offer', event_category: 'chatbot', event_label: 'chatbot' },
    { event: 'booking_start', event_category: 'chatbot', event_label: 'chatbot' },
    { event: 'booking_complete', event_category: 'chatbot', event_label: 'chatbot' },
  ]);
});

test('the demo dialog: the offer stops the 2 s close, the slots work by keyboard, and axe finds nothing', async ({
  page,
}) => {
  const email = uniqueEmail('demobooking');
  await page.clock.install();
  await page.goto('/verticals');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await fillDemoDialog(dialog, email);
  // The 2 s wait is the page's clock, advanced below: a busy machine cannot close it early.
  await page.clock.pauseAt(Date.now() + 1_000);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
  const take = dialog.getByRole('button', { name: DEMO_BOOKING_TEXTS.button });
  await expect(take).toBeFocused();
  await page.keyboard.press('Enter');
  await page.clock.runFor(3_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DEMO_BOOKING_TEXTS.choose)).toBeVisible();
  // Time flows again (axe waits on timers): the close is past, and did not happen.
  await page.clock.resume();

  const slots = await freeSlots(page.request);
  const group = radios(dialog);
  await expect(group.first()).toBeChecked();
  const first = slots[0] ?? '';
  expect(await group.first().getAttribute('value')).toBe(first);
  expect(await violationsOf(page, 'the demo dialog’s slots', (p) => wcag(p).include('#overlay-demo'))).toEqual([]);
  // Arrow keys move between times; Enter on a time sends the form.
  await group.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.nth(1)).toBeChecked();
  const second = (await group.nth(1).getAttribute('value')) ?? '';
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Demonstração agendada ✅' })).toBeVisible();
  expect(storedBookings(email).map((b) => [b.start, b.payload.origin, b.leadKey])).toEqual([
    [second, 'demo', leadKeyOf('demo', email)],
  ]);
  expect((await events(page)).map((e) => [e.event, e.event_label])).toEqual([
    ['booking_offer', 'demo'],
    ['booking_start', 'demo'],
    ['booking_complete', 'demo'],
  ]);
  // Closed and opened again: an empty form.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('');
});

test('“Agendar Consultoria” on a sector page: the request, then straight to the slots', async ({ page }) => {
  const email = uniqueEmail('sectorbooking');
  await page.goto('/verticals/varejo');
  await page.getByRole('main').getByRole('button', { name: 'Agendar Consultoria' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await expect(dialog.getByText(DEMO_BOOKING_TEXTS.bookFirst)).toBeVisible();
  await fillDemoDialog(dialog, email);
  await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
  await expect(dialog.getByText(DEMO_BOOKING_TEXTS.choose)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar horário' }).click();
  await expect(dialog.getByRole('region', { name: 'Demonstração agendada ✅' })).toBeVisible();
  const [stored] = storedBookings(email);
  expect(stored?.payload).toMatchObject({ origin: 'sector', page: '/verticals/varejo' });
  expect((await events(page)).map((e) => [e.event, e.event_label])).toEqual([
    ['booking_start', 'sector'],
    ['booking_complete', 'sector'],
  ]);
});

test('a slot taken between the list and the booking: the message, fresh slots without it, the next time of that day', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  const dialog = await demoUpToSlots(page, email);
  // A time of the third day, not the list's first: the fresh list stays on that day.
  const day = dialog.getByLabel('Dia');
  const third = (await day.locator('option').nth(2).getAttribute('value')) ?? '';
  await day.selectOption(third);
  // The visible box of a time is its label.
  await dialog.getByTestId('slot-list').locator('label').nth(3).click();
  await expect(radios(dialog).nth(3)).toBeChecked();
  const chosen = (await radios(dialog).nth(3).getAttribute('value')) ?? '';
  const next = (await radios(dialog).nth(4).getAttribute('value')) ?? '';
  await bookDirectly(page.request, chosen);
  await dialog.getByRole('button', { name: 'Confirmar horário' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(BOOKING_MESSAGES.slotTaken);
  await expect(dialog.locator(`input[value="${chosen}"]`)).toHaveCount(0);
  await expect(day).toHaveValue(third);
  await expect(dialog.locator(`input[value="${next}"]`)).toBeChecked();
  await expect(dialog.locator(`input[value="${next}"]`)).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirmar horário' }).click();
  await expect(dialog.getByRole('region', { name: 'Demonstração agendada ✅' })).toBeVisible();
  expect(storedBookings(email).map((b) => b.start)).toEqual([next]);
});

test('a picker left open until its slot came too close: the engine refuses it with that reason, not "taken"', async ({
  page,
}) => {
  // The slots as a picker opened two hours earlier showed them: 10:30, now inside the 2 h notice.
  const stale = '2026-11-24T13:30:00.000Z';
  await page.route('**/webhook/booking-slots', async (route) => {
    const answer = (await (await route.fetch()).json()) as { slots: { start: string }[] };
    await route.fulfill({ json: { ...answer, slots: [{ start: stale }, ...answer.slots] } });
  });
  const email = uniqueEmail('stale');
  const dialog = await demoUpToSlots(page, email);
  await expect(dialog.locator(`input[value="${stale}"]`)).toBeChecked();
  await page.unroute('**/webhook/booking-slots');
  await dialog.getByRole('button', { name: 'Confirmar horário' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(BOOKING_MESSAGES.slotUnavailable);
  await expect(dialog.locator(`input[value="${stale}"]`)).toHaveCount(0);
  expect(storedBookings(email)).toEqual([]);
});

test('two tabs booking one slot: one is booked, the other is told and chooses again', async ({ context }) => {
  const [one, two] = [await context.newPage(), await context.newPage()];
  const emails = [uniqueEmail('tab1'), uniqueEmail('tab2')];
  const dialogs = [await demoUpToSlots(one, emails[0] ?? ''), await demoUpToSlots(two, emails[1] ?? '')];
  const slot = await radios(dialogs[0] as Locator)
    .first()
    .getAttribute('value');
  for (const dialog of dialogs) await expect(radios(dialog).first()).toHaveAttribute('value', slot ?? '');
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Confirmar horário' }).click()));
  const outcomes = await Promise.all(
    dialogs.map(async (dialog) => {
      const booked = dialog.getByRole('region', { name: 'Demonstração agendada ✅' });
      const told = dialog.getByText(BOOKING_MESSAGES.slotTaken);
      await expect(booked.or(told)).toBeVisible();
      return (await booked.isVisible()) ? 'booked' : 'told';
    }),
  );
  expect(outcomes.sort()).toEqual(['booked', 'told']);
  const forSlot = emails.flatMap((email) => storedBookings(email)).filter((b) => b.start === slot);
  expect(forSlot).toHaveLength(1);
});

test('the engine down: the booking waits, the visitor reads it is pending, and it is booked once when it is back', async ({
  page,
}) => {
  const email = uniqueEmail('pending');
  const dialog = await demoUpToSlots(page, email);
  const slot = (await radios(dialog).first().getAttribute('value')) ?? '';
  await page.route('**/webhook/booking', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Confirmar horário' }).click();
  await expect(dialog.getByText(BOOKING_TEXTS.pending)).toBeVisible({ timeout: 20_000 });
  expect(storedBookings(email)).toEqual([]);
  const outbox = JSON.parse((await page.evaluate(() => localStorage.getItem('gvp:outbox'))) ?? '[]') as unknown[];
  expect(outbox).toHaveLength(1);

  await page.unroute('**/webhook/booking');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => storedBookings(email).map((b) => b.start)).toEqual([slot]);
  // The open step follows its send: the confirmation, with the protocol, the calendar and the link.
  const confirmation = dialog.getByRole('region', { name: 'Demonstração agendada ✅' });
  await expect(confirmation).toBeVisible();
  const [stored] = storedBookings(email);
  await expect(confirmation.getByTestId('booking-protocol')).toHaveText(stored?.protocol ?? '');
  await expect(confirmation.getByText('Adicionar à agenda')).toBeVisible();
  await expect(dialog.getByText(BOOKING_TEXTS.pending)).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  // Another page, and the browser online again: nothing is sent twice.
  await page.goto('/contact');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gvp:outbox'))).toBeNull();
  expect(storedBookings(email)).toHaveLength(1);
});

test('/agendamento: the booking by its token, moved, then cancelled; an unknown token gets a clear page', async ({
  page,
}) => {
  const slots = await freeSlots(page.request);
  const email = uniqueEmail('manage');
  const made = await bookDirectly(page.request, slots[0] ?? '', email);
  await page.goto(`/agendamento?token=${made.token}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sua demonstração está marcada');
  await expect(main.getByRole('definition')).toContainText(['Carlos Lima', made.protocol]);

  await main.getByRole('button', { name: 'Remarcar' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Escolha o novo horário');
  await expect(radios(main).first()).toBeVisible();
  expect(await violationsOf(page, '/agendamento, moving', (p) => wcag(p).include('main'))).toEqual([]);
  const target = (await radios(main).nth(2).getAttribute('value')) ?? '';
  // The visible box of a time is its label.
  await main.getByTestId('slot-list').locator('label').nth(2).click();
  await expect(radios(main).nth(2)).toBeChecked();
  await main.getByRole('button', { name: 'Confirmar novo horário' }).click();
  await expect(main.getByText('Pronto! Sua demonstração foi remarcada.')).toBeVisible();
  expect(storedBookings(email).map((b) => [b.start, b.status])).toEqual([[target, 'booked']]);
  // The old slot is free again.
  expect(await freeSlots(page.request)).toContain(made.start);

  await main.getByRole('button', { name: 'Cancelar' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Quer mesmo cancelar esta demonstração?');
  await main.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Agendamento cancelado');
  expect(storedBookings(email).map((b) => b.status)).toEqual(['cancelled']);
  expect((await events(page)).map((e) => e.event)).toEqual(['booking_move', 'booking_cancel']);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Agendamento cancelado');

  // A token of the right shape that opens nothing, and one of the wrong shape.
  for (const token of ['A'.repeat(43), 'abc']) {
    await page.goto(`/agendamento?token=${token}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Agendamento não encontrado');
    await expect(main.getByText(BOOKING_MESSAGES.notFound)).toBeVisible();
  }
  expect(await violationsOf(page, '/agendamento, not found', wcag)).toEqual([]);
});

// The zone named in Portuguese, as the platform's own data gives it (never 'Lisbon').
for (const [timezoneId, place, local, day] of [
  ['America/Manaus', 'Horário Padrão do Amazonas', '11:00', '2026-11-25'],
  ['Europe/Lisbon', 'Horário da Europa Ocidental', '15:00', '2026-11-26'],
] as const) {
  test(`a visitor in ${place}: their own clock, with Brasília’s beside it`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId, locale: 'pt-BR' });
    const page = await context.newPage();
    const slots = await freeSlots(page.request);
    // Noon in Brasília.
    const noon = slots.find((s) => s === `${day}T15:00:00.000Z`) ?? '';
    const made = await bookDirectly(page.request, noon);
    await page.goto(`/agendamento?token=${made.token}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('definition').nth(2)).toHaveText(`${local} (12:00, horário de Brasília)`);
    await main.getByRole('button', { name: 'Remarcar' }).click();
    await expect(
      main.getByText(`Horários no seu fuso (${place}), com o horário de Brasília entre parênteses.`, { exact: false }),
    ).toBeVisible();
    await expect(radios(main).first()).toHaveAccessibleName(/^\d{2}:\d{2} \(\d{2}:\d{2}\) em Brasília$/);
    await context.close();
  });
}

test("every 'Agendar Consultoria' opens the site's own booking (no scheduling page is set)", async ({ request }) => {
  expect(site.schedulingUrl).toBeNull();
  let seen = 0;
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    for (const [tag] of html.matchAll(/<(?:a|button)\b[^>]*>(?:(?!<\/(?:a|button)>)[\s\S])*?Agendar Consultoria/g)) {
      seen++;
      expect(tag, path).toMatch(/data-action="demo" data-book/);
    }
  }
  // The sector overview and every sector page carry it.
  expect(seen).toBeGreaterThan(8);
});
