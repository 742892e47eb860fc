/**
 * The local service's bookings (calls 18 to 22 of src/contracts/calls.ts), in the same SQLite
 * database as the leads.
 *
 * No slot is booked twice because SQLite refuses it: a unique index on (consultant, start)
 * over the live bookings, not a check before the write. A booking tries the consultants free
 * at that time in order and takes the first whose insert succeeds. Each write is kept with its
 * Idempotency-Key in the same transaction, so a retried request gets the first answer and
 * nothing twice.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  type BookingAnswer,
  consultantsAt,
  freeSlots,
  isScheduledSlot,
  type Schedule,
  slotKey,
  wallClock,
} from '../src/contracts/booking.ts';

export interface NewBooking {
  start: string;
  leadKey: string;
  name: string;
  email: string;
  payload: unknown;
}

/** What a write answers: the booking, or why not. */
export type BookingResult =
  | { ok: true; status: 200 | 201; booking: BookingAnswer }
  | { ok: false; status: 404 | 409 | 422; error: 'not_found' | 'slot_taken' | 'cancelled' | 'key_reused' };

export interface Bookings {
  /** Free slots now, from the schedule and the bookings kept. */
  slots(now: Date): { start: string }[];
  book(booking: NewBooking, key: string, now: Date): BookingResult;
  read(token: string): BookingAnswer | undefined;
  cancel(token: string, key: string | undefined): BookingResult;
  move(token: string, start: string, key: string | undefined, now: Date): BookingResult;
  /** Every booking, newest first (the inbox). */
  list(limit?: number): (BookingAnswer & { consultant: string; email: string; leadKey: string; createdAt: string })[];
}

interface Row {
  id: number;
  protocol: string;
  token: string;
  consultant: string;
  start: string;
  status: 'booked' | 'cancelled';
  name: string;
  email: string;
  lead_key: string;
  created_at: string;
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error));

export function openBookings(db: DatabaseSync, schedule: Schedule, isHoliday: (date: string) => boolean): Bookings {
  db.exec(`
    CREATE TABLE IF NOT EXISTS bookings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      protocol TEXT UNIQUE,
      token TEXT NOT NULL UNIQUE,
      consultant TEXT NOT NULL,
      start TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      lead_key TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    -- The guarantee: one live booking per consultant and slot.
    CREATE UNIQUE INDEX IF NOT EXISTS bookings_slot ON bookings (consultant, start) WHERE status = 'booked';
    CREATE TABLE IF NOT EXISTS booking_requests (
      key TEXT PRIMARY KEY,
      status INTEGER NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
  const insert = db.prepare(
    `INSERT INTO bookings (token, consultant, start, status, name, email, lead_key, payload, created_at, updated_at)
     VALUES (?, ?, ?, 'booked', ?, ?, ?, ?, ?, ?)`,
  );
  const setProtocol = db.prepare('UPDATE bookings SET protocol = ? WHERE id = ?');
  const byToken = db.prepare('SELECT * FROM bookings WHERE token = ?');
  const live = db.prepare("SELECT consultant, start FROM bookings WHERE status = 'booked' AND start >= ?");
  const moveTo = db.prepare(
    "UPDATE bookings SET consultant = ?, start = ?, updated_at = ? WHERE token = ? AND status = 'booked'",
  );
  const cancelOne = db.prepare("UPDATE bookings SET status = 'cancelled', updated_at = ? WHERE token = ?");
  const keep = db.prepare('INSERT INTO booking_requests (key, status, body, created_at) VALUES (?, ?, ?, ?)');
  const kept = db.prepare('SELECT status, body FROM booking_requests WHERE key = ?');

  const answerOf = (row: Row): BookingAnswer => ({
    protocol: row.protocol,
    token: row.token,
    start: row.start,
    minutes: schedule.slotMinutes,
    status: row.status,
    name: row.name,
  });

  const slotsNow = (now: Date) => {
    const taken = new Set(
      (live.all(now.toISOString()) as { consultant: string; start: string }[]).map((r) =>
        slotKey(r.consultant, r.start),
      ),
    );
    return freeSlots({ schedule, now, isHoliday, taken });
  };

  /** A slot that can still be booked: on the schedule and not past. */
  const bookable = (start: string, now: Date) =>
    isScheduledSlot(schedule, start, isHoliday) && new Date(start).getTime() > now.getTime();

  /** Runs `write` in one transaction with its key, or answers the key's first result. */
  const once = (key: string | undefined, write: () => BookingResult): BookingResult => {
    db.exec('BEGIN IMMEDIATE');
    try {
      if (key) {
        const first = kept.get(key) as { status: number; body: string } | undefined;
        if (first) {
          db.exec('COMMIT');
          return JSON.parse(first.body) as BookingResult;
        }
      }
      const result = write();
      // A refusal is not kept: the same request may succeed later (a slot freed by a cancel).
      if (key && result.ok) keep.run(key, result.status, JSON.stringify(result), new Date().toISOString());
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };

  return {
    slots: (now) => slotsNow(now).map(({ start }) => ({ start })),

    book({ start, leadKey, name, email, payload }, key, now) {
      return once(key, () => {
        if (!bookable(start, now)) return { ok: false, status: 409, error: 'slot_taken' };
        const token = randomBytes(32).toString('base64url');
        const at = new Date().toISOString();
        for (const consultant of consultantsAt(schedule, start)) {
          try {
            const { lastInsertRowid } = insert.run(
              token,
              consultant,
              start,
              name,
              email,
              leadKey,
              JSON.stringify(payload),
              at,
              at,
            );
            const id = Number(lastInsertRowid);
            const day = wallClock(now, schedule.timeZone).date.replaceAll('-', '');
            setProtocol.run(`AG-${day}-${String(id).padStart(5, '0')}`, id);
            return { ok: true, status: 201, booking: answerOf(byToken.get(token) as unknown as Row) };
          } catch (error) {
            // This consultant has the slot: the next one may not.
            if (!isUniqueViolation(error)) throw error;
          }
        }
        return { ok: false, status: 409, error: 'slot_taken' };
      });
    },

    read(token) {
      const row = byToken.get(token) as Row | undefined;
      return row ? answerOf(row) : undefined;
    },

    cancel(token, key) {
      return once(key, () => {
        const row = byToken.get(token) as Row | undefined;
        if (!row) return { ok: false, status: 404, error: 'not_found' };
        if (row.status === 'booked') cancelOne.run(new Date().toISOString(), token);
        return { ok: true, status: 200, booking: answerOf(byToken.get(token) as unknown as Row) };
      });
    },

    move(token, start, key, now) {
      return once(key, () => {
        const row = byToken.get(token) as Row | undefined;
        if (!row) return { ok: false, status: 404, error: 'not_found' };
        if (row.status === 'cancelled') return { ok: false, status: 409, error: 'cancelled' };
        if (row.start === start) return { ok: true, status: 200, booking: answerOf(row) };
        if (!bookable(start, now)) return { ok: false, status: 409, error: 'slot_taken' };
        for (const consultant of consultantsAt(schedule, start)) {
          try {
            moveTo.run(consultant, start, new Date().toISOString(), token);
            return { ok: true, status: 200, booking: answerOf(byToken.get(token) as unknown as Row) };
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
          }
        }
        return { ok: false, status: 409, error: 'slot_taken' };
      });
    },

    list(limit = 200) {
      return (db.prepare('SELECT * FROM bookings ORDER BY id DESC LIMIT ?').all(limit) as unknown as Row[]).map(
        (row) => ({
          ...answerOf(row),
          consultant: row.consultant,
          email: row.email,
          leadKey: row.lead_key,
          createdAt: row.created_at,
        }),
      );
    },
  };
}
