/**
 * The local service's storage: one SQLite file (node:sqlite, no native module), WAL with
 * synchronous=FULL so an answered request is on disk, and one connection.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Schedule } from '../src/contracts/booking.ts';
import { type Bookings, openBookings } from './bookings.ts';

export interface StoredLead {
  id: number;
  kind: string;
  payload: unknown;
  receivedAt: string;
  page: string | null;
  sessionId: string | null;
  idempotencyKey: string | null;
}

export interface StoredEvent {
  id: number;
  sessionId: string;
  step: string;
  field: string;
  message: string;
  payload: unknown;
  receivedAt: string;
}

/**
 * How a lead's Idempotency-Key is stored: scoped by the call's path, so one key sent to two
 * calls is two leads. Whatever looks a lead up by its key (the service, the bench) uses this.
 */
export const storedKeyOf = (path: string, key: string) => `${path} ${key}`;

/** An edited resend of a lead whose first body an engine may hold: filed against that lead. */
export interface StoredCorrection {
  id: number;
  kind: string;
  /** The stored key of the lead it corrects (storedKeyOf). */
  leadKey: string;
  payload: unknown;
  receivedAt: string;
}

export interface NewLead {
  kind: string;
  /** The stored key of the lead this body corrects: it is kept as that lead's correction, not a lead. */
  corrects?: string | null;
  payload: unknown;
  page?: string | null;
  sessionId?: string | null;
  idempotencyKey?: string | null;
  /** What the key was first used for: the same key with another body is a conflict. */
  fingerprint?: string | null;
  /** The answer to give; stored with the key so a repeat gets the same one (plus the row id). */
  response: { status: number; body: unknown };
}

export interface LeadResult {
  duplicate: boolean;
  /** The key was first used with another body: nothing stored, the caller answers 422. */
  conflict?: boolean;
  id: number;
  response: { status: number; body: unknown };
}

export interface Db {
  /** Stores a lead; with an idempotency key already seen, returns the first answer instead. */
  insertLead(lead: NewLead): LeadResult;
  /** Stores several leads in one transaction (one disk sync), in order. */
  insertLeads(leads: NewLead[]): LeadResult[];
  /** The stored answer of an idempotency key, if any. */
  answerFor(key: string): { status: number; body: unknown; fingerprint: string | null } | undefined;
  insertEvent(event: Omit<StoredEvent, 'id' | 'receivedAt'>): number;
  leads(filter?: { kind?: string; limit?: number }): StoredLead[];
  /** The corrections of leads, oldest first. */
  corrections(): StoredCorrection[];
  events(sessionId?: string): StoredEvent[];
  saveTrialCode(email: string, code: string): void;
  trialCodes(limit?: number): { email: string; code: string; createdAt: string }[];
  /** Creates an access; false when the e-mail already has one. */
  createAccess(access: { email: string; nome: string; nomeEmpresa: string; telefone: string }): boolean;
  countLeads(kind?: string): number;
  /** The demo bookings, in this database, on `schedule` (server/bookings.ts); links point to `siteOrigin`. */
  bookings(schedule: Schedule, isHoliday: (date: string) => boolean, siteOrigin?: string): Bookings;
  close(): void;
}

export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    PRAGMA foreign_keys = ON;
    CREATE TABLE IF NOT EXISTS leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      received_at TEXT NOT NULL,
      page TEXT,
      session_id TEXT,
      idempotency_key TEXT UNIQUE
    );
    CREATE INDEX IF NOT EXISTS leads_kind ON leads (kind, id);
    -- Edited resends of a lead an engine may already have had (docs/behaviour.md §8): the lead
    -- stays one row, its corrections are kept beside it, each under its own key.
    CREATE TABLE IF NOT EXISTS lead_corrections (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      lead_key TEXT NOT NULL,
      payload TEXT NOT NULL,
      received_at TEXT NOT NULL,
      idempotency_key TEXT UNIQUE
    );
    CREATE INDEX IF NOT EXISTS lead_corrections_lead ON lead_corrections (lead_key, id);
    CREATE TABLE IF NOT EXISTS idempotency (
      key TEXT PRIMARY KEY,
      status INTEGER NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS conversation_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL,
      step TEXT NOT NULL,
      field TEXT NOT NULL,
      message TEXT NOT NULL,
      payload TEXT NOT NULL,
      received_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS events_session ON conversation_events (session_id, id);
    CREATE TABLE IF NOT EXISTS trial_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL,
      code TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS accesses (
      email TEXT PRIMARY KEY COLLATE NOCASE,
      nome TEXT NOT NULL,
      nome_empresa TEXT NOT NULL,
      telefone TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);

  // Databases made before keys remembered their body.
  const idempotencyColumns = db.prepare('PRAGMA table_info(idempotency)').all() as { name: string }[];
  if (!idempotencyColumns.some((c) => c.name === 'fingerprint'))
    db.exec('ALTER TABLE idempotency ADD COLUMN fingerprint TEXT');

  const now = () => new Date().toISOString();
  const insertLead = db.prepare(
    'INSERT INTO leads (kind, payload, received_at, page, session_id, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertAnswer = db.prepare(
    'INSERT INTO idempotency (key, status, body, created_at, fingerprint) VALUES (?, ?, ?, ?, ?)',
  );
  const selectAnswer = db.prepare('SELECT status, body, fingerprint FROM idempotency WHERE key = ?');
  const selectLeadByKey = db.prepare(
    'SELECT id FROM leads WHERE idempotency_key = ? UNION ALL SELECT id FROM lead_corrections WHERE idempotency_key = ?',
  );
  const insertCorrection = db.prepare(
    'INSERT INTO lead_corrections (kind, lead_key, payload, received_at, idempotency_key) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEvent = db.prepare(
    'INSERT INTO conversation_events (session_id, step, field, message, payload, received_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertCode = db.prepare('INSERT INTO trial_codes (email, code, created_at) VALUES (?, ?, ?)');
  const insertAccess = db.prepare(
    'INSERT OR IGNORE INTO accesses (email, nome, nome_empresa, telefone, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  const answerFor = (key: string) => {
    const row = selectAnswer.get(key) as { status: number; body: string; fingerprint: string | null } | undefined;
    return row
      ? { status: row.status, body: JSON.parse(row.body) as unknown, fingerprint: row.fingerprint }
      : undefined;
  };

  const toLead = (row: Record<string, unknown>): StoredLead => ({
    id: Number(row.id),
    kind: String(row.kind),
    payload: JSON.parse(String(row.payload)),
    receivedAt: String(row.received_at),
    page: (row.page as string | null) ?? null,
    sessionId: (row.session_id as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
  });

  return {
    insertLead(lead) {
      return this.insertLeads([lead])[0] as LeadResult;
    },
    insertLeads(leads) {
      // Synchronous from check to commit: no other request runs in between, so a key is
      // stored once however many copies arrive at the same time.
      const results: LeadResult[] = [];
      const keysInBatch = new Map<string, LeadResult & { fingerprint: string | null }>();
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const lead of leads) {
          const {
            kind,
            payload,
            page = null,
            sessionId = null,
            idempotencyKey = null,
            fingerprint = null,
            response,
          } = lead;
          const first = idempotencyKey ? (keysInBatch.get(idempotencyKey) ?? answerFor(idempotencyKey)) : undefined;
          if (idempotencyKey && first?.fingerprint && fingerprint && first.fingerprint !== fingerprint) {
            results.push({ duplicate: false, conflict: true, id: 0, response: { status: 422, body: {} } });
            continue;
          }
          if (idempotencyKey && first) {
            const row = selectLeadByKey.get(idempotencyKey, idempotencyKey) as { id: number } | undefined;
            const response = 'response' in first ? first.response : first;
            results.push({ duplicate: true, id: Number(row?.id ?? 0), response });
            continue;
          }
          const { lastInsertRowid } = lead.corrects
            ? insertCorrection.run(kind, lead.corrects, JSON.stringify(payload), now(), idempotencyKey)
            : insertLead.run(kind, JSON.stringify(payload), now(), page, sessionId, idempotencyKey);
          const id = Number(lastInsertRowid);
          const body = { ...(response.body as object), id };
          if (idempotencyKey)
            insertAnswer.run(idempotencyKey, response.status, JSON.stringify(body), now(), fingerprint);
          const result = { duplicate: false, id, response: { status: response.status, body } };
          if (idempotencyKey) keysInBatch.set(idempotencyKey, { ...result, fingerprint });
          results.push(result);
        }
        db.exec('COMMIT');
        return results;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    answerFor,
    insertEvent({ sessionId, step, field, message, payload }) {
      return Number(insertEvent.run(sessionId, step, field, message, JSON.stringify(payload), now()).lastInsertRowid);
    },
    leads({ kind, limit = 1000 } = {}) {
      const rows = kind
        ? db.prepare('SELECT * FROM leads WHERE kind = ? ORDER BY id DESC LIMIT ?').all(kind, limit)
        : db.prepare('SELECT * FROM leads ORDER BY id DESC LIMIT ?').all(limit);
      return (rows as Record<string, unknown>[]).map(toLead);
    },
    corrections() {
      return (db.prepare('SELECT * FROM lead_corrections ORDER BY id').all() as Record<string, unknown>[]).map(
        (row) => ({
          id: Number(row.id),
          kind: String(row.kind),
          leadKey: String(row.lead_key),
          payload: JSON.parse(String(row.payload)),
          receivedAt: String(row.received_at),
        }),
      );
    },
    events(sessionId) {
      const rows = sessionId
        ? db.prepare('SELECT * FROM conversation_events WHERE session_id = ? ORDER BY id').all(sessionId)
        : db.prepare('SELECT * FROM conversation_events ORDER BY id').all();
      return (rows as Record<string, unknown>[]).map((row) => ({
        id: Number(row.id),
        sessionId: String(row.session_id),
        step: String(row.step),
        field: String(row.field),
        message: String(row.message),
        payload: JSON.parse(String(row.payload)),
        receivedAt: String(row.received_at),
      }));
    },
    saveTrialCode(email, code) {
      insertCode.run(email, code, now());
    },
    trialCodes(limit = 50) {
      return (
        db.prepare('SELECT email, code, created_at FROM trial_codes ORDER BY id DESC LIMIT ?').all(limit) as Record<
          string,
          string
        >[]
      ).map((r) => ({ email: String(r.email), code: String(r.code), createdAt: String(r.created_at) }));
    },
    createAccess({ email, nome, nomeEmpresa, telefone }) {
      return insertAccess.run(email, nome, nomeEmpresa, telefone, now()).changes > 0;
    },
    countLeads(kind) {
      const row = (
        kind
          ? db.prepare('SELECT COUNT(*) AS n FROM leads WHERE kind = ?').get(kind)
          : db.prepare('SELECT COUNT(*) AS n FROM leads').get()
      ) as { n: number };
      return Number(row.n);
    },
    bookings(schedule, isHoliday, siteOrigin) {
      return openBookings(db, schedule, isHoliday, siteOrigin);
    },
    close() {
      db.close();
    },
  };
}
