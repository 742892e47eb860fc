/**
 * Bookings against the provider's engine: the kit's booking workflows in a real n8n, over the
 * PostgreSQL that `npm run test:n8n` starts with the kit's SQL. n8n runs on the real clock, so
 * the expected slots are computed at the same moment with the contracts' own code.
 */
import { expect, type Page, test } from '@playwright/test';
import { isBrazilianHoliday } from '../../server/holidays.ts';
import { BOOKING_MESSAGES, type BookingAnswer, DEFAULT_SCHEDULE, freeSlots } from '../../src/contracts/booking.ts';
import { CALLS } from '../../src/contracts/calls.ts';
import { CHAT_TEXTS } from '../../src/logic/chat/texts.ts';

const SINK = process.env.N8N_SINK ?? 'http://127.0.0.1:4412';
const N8N = process.env.N8N_URL ?? 'http://127.0.0.1:5678';

// One slot list for the whole file: the tests run in order, each booking what is still free.
test.describe.configure({ mode: 'serial' });

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@n8n.example`;

interface StoredBooking {
  protocol: string;
  token: string;
  start: string;
  status: string;
  leadKey: string;
  payload: Record<string, unknown>;
}
const stored = async (email: string) =>
  (await (await fetch(`${SINK}/bookings?email=${encodeURIComponent(email)}`)).json()) as StoredBooking[];
const deliveries = async (call: string) =>
  ((await (await fetch(`${SINK}/received`)).json()) as { call: string; booking?: BookingAnswer }[]).filter(
    (d) => d.call === call,
  );

const slots = async () =>
  ((await (await fetch(`${N8N}${CALLS.bookingSlots.path}`)).json()) as { slots: { start: string }[] }).slots.map(
    (s) => s.start,
  );

function body(start: string, email: string) {
  return {
    start,
    name: 'Patrícia Gomes',
    email,
    phone: '(31) 98888-1234',
    company: 'Gomes Contabilidade',
    employees: '11 a 50',
    mainPoint: 'Responder clientes no WhatsApp',
    origin: 'demo',
    leadKey: crypto.randomUUID(),
    timeZone: 'America/Sao_Paulo',
    page: '/verticals',
    timestamp: new Date().toISOString(),
  };
}
const book = (payload: unknown, key: string = crypto.randomUUID()) =>
  fetch(`${N8N}${CALLS.bookingCreate.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(payload),
  });

test('the free slots are the contracts’ own: business hours, 2 hours of notice, no holiday', async () => {
  const expected = () =>
    freeSlots({ schedule: DEFAULT_SCHEDULE, now: new Date(), isHoliday: isBrazilianHoliday, taken: new Set() }).map(
      (s) => s.start,
    );
  const before = expected();
  const response = await fetch(`${N8N}${CALLS.bookingSlots.path}`);
  const after = expected();
  expect(response.headers.get('cache-control')).toBe('no-store');
  const answer = (await response.json()) as { timeZone: string; slotMinutes: number; slots: { start: string }[] };
  expect(answer.timeZone).toBe('America/Sao_Paulo');
  expect(answer.slotMinutes).toBe(30);
  // A slot may cross the notice between two readings of the clock.
  expect([before, after]).toContainEqual(answer.slots.map((s) => s.start));
});

test('20 visitors booking one slot at once: exactly one is booked, the others get the message and fresh slots', async () => {
  const [slot] = await slots();
  const emails = Array.from({ length: 20 }, (_, i) => unique(`corrida${i}`));
  const answers = await Promise.all(emails.map((email) => book(body(slot ?? '', email))));
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([201, ...Array(19).fill(409)]);
  for (const answer of answers.filter((a) => a.status === 409)) {
    const refused = (await answer.json()) as { message: string; slots: { start: string }[] };
    expect(refused.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(refused.slots.map((s) => s.start)).not.toContain(slot);
  }
  const all = (await Promise.all(emails.map(stored))).flat();
  expect(all.map((b) => b.start)).toEqual([slot]);
  await expect
    .poll(async () => (await deliveries('bookingCreate')).filter((d) => d.booking?.start === slot).length)
    .toBe(1);
});

test('one key sent 5 times at once and once more later: one booking, the same answer every time', async () => {
  const [slot] = await slots();
  const email = unique('mesmachave');
  const payload = body(slot ?? '', email);
  const key = crypto.randomUUID();
  const answers = await Promise.all(Array.from({ length: 5 }, () => book(payload, key)));
  const later = await book(payload, key);
  const bodies = await Promise.all([...answers, later].map((a) => a.json() as Promise<BookingAnswer>));
  expect([...answers, later].map((a) => a.status)).toEqual(Array(6).fill(201));
  expect(new Set(bodies.map((b) => b.protocol)).size).toBe(1);
  expect(await stored(email)).toHaveLength(1);
  await expect
    .poll(async () => (await deliveries('bookingCreate')).filter((d) => d.booking?.start === slot).length)
    .toBe(1);
});

test('refusals: a body off the contract names its fields, a key is required, a slot off the hours is taken', async () => {
  const [slot] = await slots();
  const wrong = await book({ ...body(slot ?? '', 'nao-e-email'), extra: 1 });
  expect(wrong.status).toBe(400);
  const fields = ((await wrong.json()) as { fields: { field: string }[] }).fields.map((f) => f.field);
  expect(fields.sort()).toEqual(['email', 'extra']);
  const keyless = await fetch(`${N8N}${CALLS.bookingCreate.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body(slot ?? '', unique('semchave'))),
  });
  expect(keyless.status).toBe(400);
  // 3 a.m. in Brasília is never a slot.
  const night = new Date(Date.parse(slot ?? '') + 86_400_000);
  night.setUTCHours(6, 0, 0, 0);
  expect((await book(body(night.toISOString(), unique('madrugada')))).status).toBe(409);
});

async function converse(page: Page, email: string) {
  const panel = page.locator('#ge-panel');
  const input = panel.getByLabel('Sua resposta para a Gê');
  const lastBot = panel.getByRole('log').locator('[data-from="bot"] p').last();
  await expect(lastBot).toHaveText(CHAT_TEXTS.askName);
  for (const [text, reply] of [
    ['ana lima', CHAT_TEXTS.askEmail('Ana lima')],
    [email, CHAT_TEXTS.askPhone],
    ['31988881234', CHAT_TEXTS.askCompany],
    ['Lima Ótica', CHAT_TEXTS.askContactTime],
  ] as const) {
    await input.fill(text);
    await input.press('Enter');
    await expect(lastBot).toHaveText(reply);
  }
  await panel.getByRole('button', { name: 'Agora' }).click();
  await panel.getByRole('button', { name: '1 a 10', exact: true }).click();
  await expect(lastBot).toHaveText(CHAT_TEXTS.askMainPoint);
  await input.fill('Atender pelo WhatsApp');
  await input.press('Enter');
  return panel;
}

test('the engine is the authority: 30 minutes ahead, next year and a move into the notice, refused with the reason', async () => {
  const unavailable = { error: 'slot_unavailable', message: BOOKING_MESSAGES.slotUnavailable };
  // The half hour after the next: a slot of the clock, inside the 2 hours' notice whatever the hour.
  const halfHour = 30 * 60_000;
  const soon = new Date(Math.ceil((Date.now() + halfHour) / halfHour) * halfHour).toISOString();
  const refusedSoon = await book(body(soon, unique('logo')));
  expect(refusedSoon.status).toBe(409);
  expect(await refusedSoon.json()).toMatchObject(unavailable);
  // Next year, on one of the slots offered today: beyond the 8 days, whatever its hours.
  const [offered = ''] = await slots();
  const nextYear = new Date(Date.parse(offered) + 364 * 86_400_000).toISOString();
  const refusedFar = await book(body(nextYear, unique('ano-que-vem')));
  expect(refusedFar.status).toBe(409);
  expect(await refusedFar.json()).toMatchObject(unavailable);
  // A booking made, then moved into the notice: refused the same way, with fresh slots.
  const free = await slots();
  const made = (await (await book(body(free.at(-1) ?? '', unique('mover')))).json()) as BookingAnswer;
  const moved = await fetch(`${N8N}${CALLS.bookingMove.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ token: made.token, start: soon }),
  });
  expect(moved.status).toBe(409);
  const answer = (await moved.json()) as { error: string; message: string; slots: unknown[] };
  expect(answer).toMatchObject(unavailable);
  expect(answer.slots.length).toBeGreaterThan(0);
});

test('Gê to a booked demo through n8n, then moved and cancelled on its page', async ({ page }) => {
  const email = unique('ge');
  await page.goto('/omni-zap');
  await page.evaluate(() => window.openChatbot?.());
  const panel = await converse(page, email);
  await panel.getByRole('button', { name: 'Escolher horário' }).click();
  const booking = panel.getByTestId('ge-booking');
  // 'Agora': the earliest slot, and WhatsApp at once.
  const [earliest] = await slots();
  await expect(booking.getByRole('radio', { checked: true })).toHaveAttribute('value', earliest ?? '');
  await booking.getByRole('button', { name: 'Confirmar horário' }).click();
  const confirmation = booking.getByRole('region', { name: 'Demonstração agendada ✅' });
  await expect(confirmation).toBeVisible();
  const protocol = (await confirmation.getByTestId('booking-protocol').textContent()) ?? '';
  expect(protocol).toMatch(/^AG-\d{8}-\d{5}$/);
  const [made] = await stored(email);
  expect(made).toMatchObject({ protocol, start: earliest, status: 'booked' });
  expect(made?.payload).toMatchObject({ origin: 'chatbot', company: 'Lima Ótica' });

  await page.goto(`/agendamento?token=${made?.token}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sua demonstração está marcada');
  await main.getByRole('button', { name: 'Remarcar' }).click();
  const times = main.getByRole('group', { name: 'Horário' }).getByRole('radio');
  const target = (await times.nth(1).getAttribute('value')) ?? '';
  // The visible box of a time is its label.
  await main.getByTestId('slot-list').locator('label').nth(1).click();
  await expect(times.nth(1)).toBeChecked();
  await main.getByRole('button', { name: 'Confirmar novo horário' }).click();
  await expect(main.getByText('Pronto! Sua demonstração foi remarcada.')).toBeVisible();
  expect((await stored(email)).map((b) => b.start)).toEqual([target]);
  await main.getByRole('button', { name: 'Cancelar' }).click();
  await main.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Agendamento cancelado');
  expect((await stored(email)).map((b) => b.status)).toEqual(['cancelled']);
  await expect
    .poll(async () => (await deliveries('bookingMove')).filter((d) => d.booking?.protocol === protocol).length)
    .toBe(1);
  await expect
    .poll(async () => (await deliveries('bookingCancel')).filter((d) => d.booking?.protocol === protocol).length)
    .toBe(1);

  await page.goto(`/agendamento?token=${'B'.repeat(43)}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Agendamento não encontrado');
});
