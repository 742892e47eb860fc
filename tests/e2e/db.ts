/** Reads what the local service stored during the end-to-end run (data/e2e/leads.sqlite). */
import { DatabaseSync } from 'node:sqlite';

const DB_PATH = 'data/e2e/leads.sqlite';

function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(DB_PATH, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Payloads of the leads of a kind whose JSON mentions `needle` (a unique e-mail, say). */
export function storedLeads(kind: string, needle: string): Record<string, unknown>[] {
  return query<{ payload: string }>(
    'SELECT payload FROM leads WHERE kind = ? AND payload LIKE ? ORDER BY id',
    kind,
    `%${needle}%`,
  ).map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}

/** The latest trial code sent to an e-mail. */
export function trialCode(email: string): string | undefined {
  return query<{ code: string }>('SELECT code FROM trial_codes WHERE email = ? ORDER BY id DESC LIMIT 1', email)[0]
    ?.code;
}

/** A unique e-mail for one test, so tests never see each other's leads. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@empresa-teste.com.br`;
}

/** The conversation events (call 2) of a chat session, in order. */
export function storedEvents(sessionId: string): { step: string; field: string; message: string }[] {
  return query<{ step: string; field: string; message: string }>(
    'SELECT step, field, message FROM conversation_events WHERE session_id = ? ORDER BY id',
    sessionId,
  );
}

/** Every stored lead of a kind (newest last). */
export function allLeads(kind: string): Record<string, unknown>[] {
  return query<{ payload: string }>('SELECT payload FROM leads WHERE kind = ? ORDER BY id', kind).map(
    (row) => JSON.parse(row.payload) as Record<string, unknown>,
  );
}

export interface StoredBooking {
  protocol: string;
  token: string;
  consultant: string;
  start: string;
  status: string;
  leadKey: string;
  payload: Record<string, unknown>;
}

/** The bookings (calls 19 to 22) made with an e-mail, oldest first. */
export function storedBookings(email: string): StoredBooking[] {
  return query<Omit<StoredBooking, 'payload' | 'leadKey'> & { lead_key: string; payload: string }>(
    'SELECT protocol, token, consultant, start, status, lead_key, payload FROM bookings WHERE email = ? ORDER BY id',
    email,
  ).map(({ lead_key, payload, ...row }) => ({
    ...row,
    leadKey: lead_key,
    payload: JSON.parse(payload) as Record<string, unknown>,
  }));
}

/** The Idempotency-Key a lead was sent with (the service stores it as 'path key'). */
export function leadKeyOf(kind: string, email: string): string | undefined {
  const stored = query<{ idempotency_key: string }>(
    'SELECT idempotency_key FROM leads WHERE kind = ? AND payload LIKE ? ORDER BY id LIMIT 1',
    kind,
    `%${email}%`,
  )[0]?.idempotency_key;
  return stored?.slice(stored.indexOf(' ') + 1);
}
