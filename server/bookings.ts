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
  type BookingChange,
  bookingNotice,
  consultantsAt,
  freeSlots,
  isBookableNow,
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
  | {
      ok: false;
      status: 404 | 409 | 422;
      error: 'not_found' | 'slot_taken' | 'slot_unavailable' | 'cancelled' | 'key_reused';
    };

/** A message the service sent a visitor about their booking (the inbox shows them). */
export interface SentNotice {
  id: number;
  protocol: string;
  change: BookingChange;
  start: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** A booking as whoever runs the site reads it: the answer, its consultant, its lead and history. */
export interface ListedBooking extends BookingAnswer {
  consultant: string;
  email: string;
  leadKey: string;
  /** The stored lead it follows (kind and row), when the service has it. */
  lead: { id: number; kind: string } | null;
  createdAt: string;
  updatedAt: string;
  /** Booked, moved, cancelled: each change, with the message the visitor got. */
  history: SentNotice[];
}

export interface Bookings {
  /** Free slots now, from the schedule and the bookings kept. */
  slots(now: Date): { start: string }[];
  book(booking: NewBooking, key: string, now: Date): BookingResult;
  read(token: string): BookingAnswer | undefined;
  cancel(token: string, key: string | undefined): BookingResult;
  move(token: string, start: string, key: string | undefined, now: Date): BookingResult;
  /** Every booking, newest first, with its lead and its history (the inbox, npm run leads). */
  list(limit?: number): ListedBooking[];
  /** The messages sent to visitors, newest first. */
  notices(limit?: number): SentNotice[];
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
  payload: string;
  created_at: string;
  updated_at: string;
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error));

/**
 * `siteOrigin`: where the booking's own page is, for the links in the messages the service
 * sends (the confirmation the booking step promises; a move; a cancellation).
 */
export function openBookings(
  db: DatabaseSync,
  schedule: Schedule,
  isHoliday: (date: string) => boolean,
  siteOrigin = 'http://localhost:4321',
): Bookings {
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
    -- The outbox of messages to visitors: written in the change's own transaction, so no
    -- booking, move or cancellation exists without the message that tells its visitor.
    CREATE TABLE IF NOT EXISTS booking_notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      booking_id INTEGER NOT NULL REFERENCES bookings (id),
      change TEXT NOT NULL CHECK (change IN ('booked', 'moved', 'cancelled')),
      start TEXT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS booking_notices_booking ON booking_notices (booking_id, id);
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
  const insertNotice = db.prepare(
    `INSERT INTO booking_notices (booking_id, change, start, recipient, subject, text, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const noticesOf = db.prepare(
    `SELECT n.*, b.protocol FROM booking_notices n JOIN bookings b ON b.id = n.booking_id
     WHERE n.booking_id = ? ORDER BY n.id`,
  );
  // A lead's key is stored with its path before it (server/db.ts storedKeyOf).
  const leadOf = db.prepare(
    "SELECT id, kind FROM leads WHERE substr(idempotency_key, instr(idempotency_key, ' ') + 1) = ? ORDER BY id LIMIT 1",
  );

  /** Tells the visitor of a change, in the change's transaction (they read it in the inbox here). */
  const notify = (change: BookingChange, row: Row) => {
    const payload = JSON.parse(row.payload) as { timeZone?: string };
    const notice = bookingNotice(change, answerOf(row), row.email, payload.timeZone ?? schedule.timeZone, siteOrigin);
    insertNotice.run(row.id, change, row.start, notice.to, notice.subject, notice.text, new Date().toISOString());
  };

  const toNotice = (n: Record<string, unknown>): SentNotice => ({
    id: Number(n.id),
    protocol: String(n.protocol),
    change: n.change as BookingChange,
    start: String(n.start),
    to: String(n.recipient),
    subject: String(n.subject),
    text: String(n.text),
    createdAt: String(n.created_at),
  });

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

  /** The rule both engines apply (contracts/booking.ts): a slot the picker would offer now. */
  const bookable = (start: string, now: Date) => isBookableNow(schedule, start, now, isHoliday);

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
        if (!bookable(start, now)) return { ok: false, status: 409, error: 'slot_unavailable' };
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
            const row = byToken.get(token) as unknown as Row;
            notify('booked', row);
            return { ok: true, status: 201, booking: answerOf(row) };
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
        const cancelled = row.status === 'booked';
        if (cancelled) cancelOne.run(new Date().toISOString(), token);
        const now = byToken.get(token) as unknown as Row;
        if (cancelled) notify('cancelled', now);
        return { ok: true, status: 200, booking: answerOf(now) };
      });
    },

    move(token, start, key, now) {
      return once(key, () => {
        const row = byToken.get(token) as Row | undefined;
        if (!row) return { ok: false, status: 404, error: 'not_found' };
        if (row.status === 'cancelled') return { ok: false, status: 409, error: 'cancelled' };
        if (row.start === start) return { ok: true, status: 200, booking: answerOf(row) };
        if (!bookable(start, now)) return { ok: false, status: 409, error: 'slot_unavailable' };
        for (const consultant of consultantsAt(schedule, start)) {
          try {
            moveTo.run(consultant, start, new Date().toISOString(), token);
            const moved = byToken.get(token) as unknown as Row;
            notify('moved', moved);
            return { ok: true, status: 200, booking: answerOf(moved) };
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
          }
        }
        return { ok: false, status: 409, error: 'slot_taken' };
      });
    },

    list(limit = 200) {
      return (db.prepare('SELECT * FROM bookings ORDER BY id DESC LIMIT ?').all(limit) as unknown as Row[]).map(
        (row) => {
          const lead = leadOf.get(row.lead_key) as { id: number; kind: string } | undefined;
          return {
            ...answerOf(row),
            consultant: row.consultant,
            email: row.email,
            leadKey: row.lead_key,
            lead: lead ? { id: Number(lead.id), kind: String(lead.kind) } : null,
            createdAt: row.created_at,
            updatedAt: row.updated_at,
            history: (noticesOf.all(row.id) as Record<string, unknown>[]).map(toNotice),
          };
        },
      );
    },

    notices(limit = 50) {
      return (
        db
          .prepare(
            `SELECT n.*, b.protocol FROM booking_notices n JOIN bookings b ON b.id = n.booking_id
             ORDER BY n.id DESC LIMIT ?`,
          )
          .all(limit) as Record<string, unknown>[]
      ).map(toNotice);
    },
  };
}
