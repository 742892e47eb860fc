/**
 * The local service's bookings (calls 18 to 22) with a fixed clock: the slots the business
 * hours give, national holidays, the notice, one booking per slot and per key, cancel and move.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db.ts';
import { isBrazilianHoliday } from '../../server/holidays.ts';
import {
  BOOKING_MESSAGES,
  type BookingAnswer,
  DEFAULT_SCHEDULE,
  freeSlots,
  isBookableNow,
  type Schedule,
} from '../../src/contracts/booking.ts';
import { CALLS } from '../../src/contracts/calls.ts';
import { payloads } from '../fixtures/leads.ts';

let db: Db;
let app: ReturnType<typeof createApi>;
let now = new Date();

function start(schedule: Schedule = DEFAULT_SCHEDULE) {
  db = openDb(':memory:');
  app = createApi({
    db,
    allowedOrigins: [],
    rateLimitPerMinute: 100_000,
    bookings: db.bookings(schedule, isBrazilianHoliday),
    bookingSchedule: schedule,
    now: () => now,
    log: () => undefined,
  });
}

const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const post = (path: string, body: unknown, key?: string) =>
  app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    },
    local,
  );
const slots = async () =>
  ((await (await app.request(CALLS.bookingSlots.path, {}, local)).json()) as { slots: { start: string }[] }).slots.map(
    (s) => s.start,
  );
const booking = (slot: string, email = 'marina@lojadamarina.com.br') => ({
  start: slot,
  name: 'Marina Souza',
  email,
  phone: '(11) 98765-4321',
  company: 'Loja da Marina',
  employees: '11 a 50',
  mainPoint: 'Centralizar o WhatsApp da equipe',
  origin: 'chatbot',
  leadKey: 'lead-key-1',
  timeZone: 'America/Sao_Paulo',
  page: '/omni-zap',
  timestamp: now.toISOString(),
});
const book = async (slot: string, key: string, email?: string) =>
  post(CALLS.bookingCreate.path, booking(slot, email), key);

beforeEach(() => start());

describe('free slots', () => {
  it('start 2 hours from now, every 30 minutes, inside Monday to Friday 9h-18h (Brasília)', async () => {
    now = new Date('2026-11-25T13:00:00Z'); // Wednesday, 10:00 in Brasília
    const all = await slots();
    expect(all[0]).toBe('2026-11-25T15:00:00.000Z'); // 12:00
    expect(all.filter((s) => s.startsWith('2026-11-25'))).toHaveLength(12); // 12:00 to 17:30
    expect(all.at(11)).toBe('2026-11-25T20:30:00.000Z'); // 17:30, ending at 18:00
  });

  it('asked at 17:45 on a Friday: none that day, Saturday 8h-12h only, none on Sunday, Monday from 9h', async () => {
    now = new Date('2026-11-27T20:45:00Z'); // Friday 17:45
    const all = await slots();
    expect(all.filter((s) => s.startsWith('2026-11-27'))).toEqual([]);
    const saturday = all.filter((s) => s.startsWith('2026-11-28'));
    expect(saturday[0]).toBe('2026-11-28T11:00:00.000Z'); // 08:00
    expect(saturday.at(-1)).toBe('2026-11-28T14:30:00.000Z'); // 11:30: no Saturday afternoon
    expect(saturday).toHaveLength(8);
    expect(all.filter((s) => s.startsWith('2026-11-29'))).toEqual([]);
    expect(all.find((s) => s.startsWith('2026-11-30'))).toBe('2026-11-30T12:00:00.000Z'); // Monday 09:00
  });

  it('skip national holidays from date-holidays: Christmas, and Consciência Negra (national since 2024)', async () => {
    now = new Date('2026-12-24T13:00:00Z'); // Thursday 24 December, 10:00
    const christmas = await slots();
    expect(christmas.some((s) => s.startsWith('2026-12-24'))).toBe(true);
    expect(christmas.filter((s) => s.startsWith('2026-12-25'))).toEqual([]);
    now = new Date('2026-11-19T20:00:00Z'); // Thursday 17:00, the eve of 20 November
    const next = await slots();
    expect(next[0]).toBe('2026-11-21T11:00:00.000Z'); // Saturday 08:00
  });

  it('leave out a booked slot, and give it back when the booking is cancelled', async () => {
    now = new Date('2026-11-25T13:00:00Z');
    const [first] = await slots();
    const booked = (await (await book(first ?? '', 'k1')).json()) as BookingAnswer;
    expect(await slots()).not.toContain(first);
    await post(CALLS.bookingCancel.path, { token: booked.token }, 'c1');
    expect(await slots()).toContain(first);
  });
});

describe('booking', () => {
  beforeEach(() => {
    now = new Date('2026-11-25T13:00:00Z');
  });

  it('answers the booking with its protocol, an unguessable token and the slot', async () => {
    const response = await book('2026-11-26T13:00:00.000Z', 'k1');
    expect(response.status).toBe(201);
    const answer = (await response.json()) as BookingAnswer;
    expect(answer).toMatchObject({
      start: '2026-11-26T13:00:00.000Z',
      minutes: 30,
      status: 'booked',
      name: 'Marina Souza',
    });
    expect(answer.protocol).toMatch(/^AG-20261125-\d{5}$/);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('20 visitors booking one slot at once: exactly 1 booked, 19 told the slot was taken, with fresh slots', async () => {
    const slot = '2026-11-26T13:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(slot, `race-${i}`, `v${i}@exemplo.com.br`)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    const body = (await refused[0]?.json()) as { message: string; slots: { start: string }[] };
    expect(body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(body.slots.map((s) => s.start)).not.toContain(slot);
  });

  it('two consultants: a slot holds two bookings, never a third', async () => {
    const hours = DEFAULT_SCHEDULE.consultants[0]?.hours ?? {};
    start({
      ...DEFAULT_SCHEDULE,
      consultants: [
        { id: 'ana', name: 'Ana', hours },
        { id: 'bruno', name: 'Bruno', hours },
      ],
    });
    const slot = '2026-11-26T13:00:00.000Z';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(slot, `two-${i}`)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
  });

  it('one key sent 5 times at once, and again later: one booking, the same answer each time', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => book('2026-11-26T13:00:00.000Z', 'same')));
    const again = await book('2026-11-26T13:00:00.000Z', 'same');
    const tokens = new Set(
      await Promise.all([...answers, again].map(async (r) => ((await r.json()) as BookingAnswer).token)),
    );
    expect(tokens.size).toBe(1);
    expect(db.bookings(DEFAULT_SCHEDULE, isBrazilianHoliday).list()).toHaveLength(1);
  });

  it('refuses a slot outside the hours, a past one and a request without a key', async () => {
    expect((await book('2026-11-26T13:15:00.000Z', 'a')).status).toBe(409); // 10:15
    expect((await book('2026-11-29T13:00:00.000Z', 'b')).status).toBe(409); // Sunday
    expect((await book('2026-11-24T13:00:00.000Z', 'c')).status).toBe(409); // yesterday
    expect((await post(CALLS.bookingCreate.path, booking('2026-11-26T13:00:00.000Z'))).status).toBe(400);
  });
});

describe('read, cancel and move by token', () => {
  let token = '';
  beforeEach(async () => {
    now = new Date('2026-11-25T13:00:00Z');
    token = ((await (await book('2026-11-26T13:00:00.000Z', 'k')).json()) as BookingAnswer).token;
  });

  it('reads its own booking; an unknown or malformed token is not found, with a clear message', async () => {
    const read = await app.request(`${CALLS.bookingRead.path}?token=${token}`, {}, local);
    expect(((await read.json()) as BookingAnswer).start).toBe('2026-11-26T13:00:00.000Z');
    for (const other of ['A'.repeat(43), 'curto', '']) {
      const response = await app.request(`${CALLS.bookingRead.path}?token=${other}`, {}, local);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.notFound);
    }
  });

  it('moves to a free slot, freeing the old one; a taken slot is refused with fresh slots', async () => {
    const other = ((await (await book('2026-11-26T14:00:00.000Z', 'k2')).json()) as BookingAnswer).start;
    const taken = await post(CALLS.bookingMove.path, { token, start: other }, 'm1');
    expect(taken.status).toBe(409);
    const moved = await post(CALLS.bookingMove.path, { token, start: '2026-11-27T17:00:00.000Z' }, 'm2');
    expect(((await moved.json()) as BookingAnswer).start).toBe('2026-11-27T17:00:00.000Z');
    expect(await slots()).toContain('2026-11-26T13:00:00.000Z');
    expect(await slots()).not.toContain('2026-11-27T17:00:00.000Z');
  });

  it('cancels once; a cancelled booking reads as cancelled and cannot be moved', async () => {
    const first = await post(CALLS.bookingCancel.path, { token }, 'c');
    const again = await post(CALLS.bookingCancel.path, { token }, 'c2');
    expect(((await first.json()) as BookingAnswer).status).toBe('cancelled');
    expect(((await again.json()) as BookingAnswer).status).toBe('cancelled');
    const move = await post(CALLS.bookingMove.path, { token, start: '2026-11-27T17:00:00.000Z' }, 'm');
    expect(move.status).toBe(409);
    expect(((await move.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.cancelled);
  });
});

describe('the engine is the authority: the rules the picker follows, enforced on every booking and move', () => {
  // Friday 27 November 2026, 09:00 in Brasília: the first slot a picker offers is 11:00.
  const friday9 = new Date('2026-11-27T12:00:00Z');
  beforeEach(() => {
    now = friday9;
  });
  const refusal = async (response: Response) => ({
    status: response.status,
    ...((await response.json()) as { error: string; message: string }),
  });
  const unavailable = { status: 409, error: 'slot_unavailable', message: BOOKING_MESSAGES.slotUnavailable };

  it('refuses a slot 30 minutes away, one in 2030, a past one and a holiday, with the reason', async () => {
    expect(await refusal(await book('2026-11-27T12:30:00.000Z', 'soon'))).toMatchObject(unavailable);
    expect(await refusal(await book('2030-03-04T13:00:00.000Z', 'far'))).toMatchObject(unavailable); // a Monday
    expect(await refusal(await book('2026-11-26T13:00:00.000Z', 'past'))).toMatchObject(unavailable);
    now = new Date('2026-12-22T12:00:00Z');
    expect(await refusal(await book('2026-12-25T13:00:00.000Z', 'xmas'))).toMatchObject(unavailable);
    expect(db.bookings(DEFAULT_SCHEDULE, isBrazilianHoliday).list()).toEqual([]);
  });

  it('books the first slot past the notice, and the last day of the horizon, not the day after', async () => {
    expect((await book('2026-11-27T14:00:00.000Z', 'first')).status).toBe(201); // 11:00
    expect((await book('2026-12-04T13:00:00.000Z', 'last')).status).toBe(201); // 8th day, Friday 10:00
    expect(await refusal(await book('2026-12-05T11:00:00.000Z', 'beyond'))).toMatchObject(unavailable);
  });

  it('a slot someone else holds is still "taken", not "unavailable"', async () => {
    await book('2026-11-27T14:00:00.000Z', 'one', 'um@exemplo.com.br');
    expect(await refusal(await book('2026-11-27T14:00:00.000Z', 'two', 'dois@exemplo.com.br'))).toMatchObject({
      status: 409,
      error: 'slot_taken',
      message: BOOKING_MESSAGES.slotTaken,
    });
  });

  it('refuses a move into the notice, with the reason and fresh slots', async () => {
    const { token } = (await (await book('2026-11-30T13:00:00.000Z', 'k')).json()) as BookingAnswer;
    const moved = await post(CALLS.bookingMove.path, { token, start: '2026-11-27T13:00:00.000Z' }, 'm'); // 10:00
    const body = (await moved.clone().json()) as { slots: { start: string }[] };
    expect(await refusal(moved)).toMatchObject(unavailable);
    expect(body.slots[0]?.start).toBe('2026-11-27T14:00:00.000Z');
  });

  it('accepts exactly what freeSlots offers, at every half hour of ten days', () => {
    const offered = new Set(
      freeSlots({ schedule: DEFAULT_SCHEDULE, now: friday9, isHoliday: isBrazilianHoliday, taken: new Set() }).map(
        (s) => s.start,
      ),
    );
    let checked = 0;
    for (let t = friday9.getTime() - 86_400_000; t < friday9.getTime() + 10 * 86_400_000; t += 30 * 60_000) {
      const start = new Date(t).toISOString();
      expect(isBookableNow(DEFAULT_SCHEDULE, start, friday9, isBrazilianHoliday), start).toBe(offered.has(start));
      checked++;
    }
    expect(checked).toBe(528);
    expect(offered.size).toBeGreaterThan(100);
  });
});

describe('the visitor is told, and whoever runs the site sees it', () => {
  beforeEach(() => {
    now = new Date('2026-11-25T13:00:00Z');
  });

  it('a booking, a move and a cancellation each write the message the visitor gets, with the link', async () => {
    const booked = (await (await book('2026-11-26T13:00:00.000Z', 'k')).json()) as BookingAnswer;
    await post(CALLS.bookingMove.path, { token: booked.token, start: '2026-11-27T17:00:00.000Z' }, 'm');
    await post(CALLS.bookingCancel.path, { token: booked.token }, 'c');
    await post(CALLS.bookingCancel.path, { token: booked.token }, 'c2');
    const bookings = db.bookings(DEFAULT_SCHEDULE, isBrazilianHoliday);
    const notices = bookings.notices().reverse();
    expect(notices.map((n) => [n.change, n.to])).toEqual([
      ['booked', 'marina@lojadamarina.com.br'],
      ['moved', 'marina@lojadamarina.com.br'],
      ['cancelled', 'marina@lojadamarina.com.br'],
    ]);
    expect(notices[0]?.subject).toBe('Demonstração confirmada: quinta-feira, 26 de novembro às 10:00');
    expect(notices[0]?.text).toContain(`Protocolo: ${booked.protocol}.`);
    expect(notices[0]?.text).toContain('(Horário Padrão de Brasília), 30 minutos');
    expect(notices[0]?.text).toContain(`/agendamento?token=${booked.token}`);
    expect(notices[1]?.text).toContain('Novo horário: sexta-feira, 27 de novembro às 14:00');
    const [listed] = bookings.list();
    expect(listed).toMatchObject({ protocol: booked.protocol, status: 'cancelled', start: '2026-11-27T17:00:00.000Z' });
    expect(listed?.history.map((h) => h.change)).toEqual(['booked', 'moved', 'cancelled']);
  });

  it('the inbox lists each booking with its state, slot, protocol, lead and history, and the messages', async () => {
    const lead = await post(CALLS.demoRequest.path, payloads.demo, 'lead-key-1');
    expect(lead.status).toBe(201);
    const booked = (await (await book('2026-11-26T13:00:00.000Z', 'k')).json()) as BookingAnswer;
    await post(CALLS.bookingMove.path, { token: booked.token, start: '2026-11-27T17:00:00.000Z' }, 'm');
    const inbox = await (await app.request('/_inbox', { headers: { host: 'localhost:4321' } }, local)).text();
    expect(inbox).toContain('<h2>Agendamentos <small>(1)</small></h2>');
    expect(inbox).toContain(booked.protocol);
    expect(inbox).toContain('27/11/2026 14:00');
    expect(inbox).toMatch(/#\d+ \(demo\)/);
    expect(inbox).toContain('marcado para 26/11/2026 10:00');
    expect(inbox).toContain('remarcado para 27/11/2026 14:00');
    expect(inbox).toContain('Demonstração remarcada: sexta-feira, 27 de novembro às 14:00');
  });
});
