/**
 * The local service's bookings (calls 18 to 22) with a fixed clock: the slots the business
 * hours give, national holidays, the notice, one booking per slot and per key, cancel and move.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db.ts';
import { isBrazilianHoliday } from '../../server/holidays.ts';
import { BOOKING_MESSAGES, type BookingAnswer, DEFAULT_SCHEDULE, type Schedule } from '../../src/contracts/booking.ts';
import { CALLS } from '../../src/contracts/calls.ts';

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
