/**
 * The outbox: every lead arrives exactly once, whatever the engine behind the webhook.
 *
 * A lead is written to localStorage before its first attempt, with an idempotency key that
 * every attempt reuses. It leaves the outbox when the engine answers 2xx, or when the engine
 * refuses the payload itself (400, 413, 415, 422, a booking's taken slot): sending those again cannot help. Any other
 * failure keeps it: a few quick retries while the visitor waits, then in the background with
 * backoff, on the next page load and when the browser comes back online.
 *
 * Exactly once, and not only against an engine that deduplicates by key (n8n does not):
 * - one tab at a time sends queued leads (a Web Lock), and an entry being sent carries a
 *   lease, so no other tab or flush sends it meanwhile;
 * - a timed-out attempt may well have been delivered (a slow workflow still runs): it is
 *   tried again only after a long wait, at most MAX_TIMEOUTS times, always with the same key;
 * - attempts are bounded (MAX_ATTEMPTS) and entries expire after 7 days (they hold personal data).
 */
import { LEAD_TIMEOUT_MS } from '../../contracts/calls.ts';
import { safeStorage } from '../storage.ts';
import { ApiError, request } from './http.ts';
import { OUTBOX_KEY, SENT_KEY } from './keys.ts';

export { OUTBOX_KEY };
export const OUTBOX_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a delivered lead is remembered: the same lead sent again within it is not sent. */
export const SENT_TTL_MS = 24 * 60 * 60 * 1000;
/** Attempts before a lead is given up (with the backoff below, about two days of trying). */
export const MAX_ATTEMPTS = 40;
/** Timed-out attempts before a lead counts as delivered: the engine most likely has it. */
export const MAX_TIMEOUTS = 3;
/** The shortest wait after a timeout: a slow workflow gets time to finish first. */
export const AFTER_TIMEOUT_MS = 2 * 60 * 1000;
/** The Web Lock that lets one tab at a time send queued leads. */
export const OUTBOX_LOCK = 'gvp:outbox';
/** Sent on window when a lead is dropped for good, so analytics or a page can react. */
export const LEAD_DROPPED_EVENT = 'gvp:lead-dropped';

export interface OutboxEntry {
  /** Also the Idempotency-Key of every attempt. */
  id: string;
  call: string;
  url: string;
  body: unknown;
  /** Same call and same fields (timestamp aside): a resubmission of the same lead. */
  fingerprint: string;
  createdAt: number;
  attempts: number;
  /** Attempts that ended in a timeout: maybe delivered. */
  timeouts: number;
  nextAttemptAt: number;
  /** While an attempt is on its way, nobody else sends this entry (until then). */
  leasedUntil?: number;
}

type LockRequest = (
  name: string,
  options: { ifAvailable: true },
  callback: (lock: unknown) => Promise<number>,
) => Promise<number>;

export interface OutboxOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  timeoutMs?: number;
  /** Waits between attempts; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
  /** navigator.locks.request by default; null runs without a cross-tab lock. */
  lock?: LockRequest | null;
}

const QUICK_RETRIES_MS = [600, 1_800];
/** Longest Retry-After honoured while the visitor waits. */
const MAX_VISIBLE_WAIT_MS = 5_000;

function storageOf(options: OutboxOptions) {
  return options.storage !== undefined ? options.storage : safeStorage();
}

function clockOf(options: OutboxOptions): () => number {
  return options.now ?? Date.now;
}

export function readOutbox(options: OutboxOptions = {}): OutboxEntry[] {
  const storage = storageOf(options);
  const now = clockOf(options)();
  try {
    const entries = JSON.parse(storage?.getItem(OUTBOX_KEY) ?? '[]') as OutboxEntry[];
    return Array.isArray(entries) ? entries.filter((e) => now - e.createdAt < OUTBOX_TTL_MS) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: OutboxEntry[], options: OutboxOptions): void {
  const storage = storageOf(options);
  try {
    if (entries.length) storage?.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else storage?.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or blocked: the visible attempts still run.
  }
}

function update(options: OutboxOptions, change: (entries: OutboxEntry[]) => OutboxEntry[]): void {
  writeOutbox(change(readOutbox(options)), options);
}

function patch(options: OutboxOptions, id: string, change: Partial<OutboxEntry>): void {
  update(options, (entries) => entries.map((e) => (e.id === id ? { ...e, ...change } : e)));
}

function remove(options: OutboxOptions, id: string): void {
  update(options, (entries) => entries.filter((e) => e.id !== id));
}

interface SentLead {
  fingerprint: string;
  id: string;
  at: number;
}

function readSent(options: OutboxOptions): SentLead[] {
  const now = clockOf(options)();
  try {
    const sent = JSON.parse(storageOf(options)?.getItem(SENT_KEY) ?? '[]') as SentLead[];
    return Array.isArray(sent) ? sent.filter((s) => now - s.at < SENT_TTL_MS) : [];
  } catch {
    return [];
  }
}

/** Removes a delivered entry and remembers it, so the same lead sent again is not a second one. */
function delivered(entry: OutboxEntry, options: OutboxOptions): void {
  remove(options, entry.id);
  const sent = [
    ...readSent(options).filter((s) => s.fingerprint !== entry.fingerprint),
    { fingerprint: entry.fingerprint, id: entry.id, at: clockOf(options)() },
  ].slice(-50);
  try {
    storageOf(options)?.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    // Without storage a resubmission may become a second lead; the visitor still gets through.
  }
}

/** Backoff of the background retries: 5 s, 10 s, 20 s... up to an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * What a failed attempt means for the lead. Only a refusal of the payload itself is final;
 * 404, 401, 403 and 410 mean a webhook switched off or misnamed, which its owner fixes.
 */
export function failureOf(error: unknown): 'refused' | 'maybe-delivered' | 'retry' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.kind === 'timeout') return 'maybe-delivered';
  return error.refused ? 'refused' : 'retry';
}

export function fingerprintOf(call: string, body: unknown): string {
  const { timestamp: _ignored, ...rest } = (body ?? {}) as Record<string, unknown>;
  return `${call}:${JSON.stringify(rest)}`;
}

/** A fresh Idempotency-Key. */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function timeoutOf(options: OutboxOptions): number {
  return options.timeoutMs ?? LEAD_TIMEOUT_MS;
}

/** One attempt, holding the entry's lease for as long as the attempt may take. */
async function attempt(entry: OutboxEntry, options: OutboxOptions): Promise<Response> {
  const timeoutMs = timeoutOf(options);
  patch(options, entry.id, { leasedUntil: clockOf(options)() + timeoutMs + MAX_VISIBLE_WAIT_MS });
  return request(entry.url, {
    method: 'POST',
    body: entry.body,
    headers: { 'Idempotency-Key': entry.id },
    timeoutMs,
  });
}

function dropped(entry: OutboxEntry, reason: 'refused' | 'gave-up', error: unknown): void {
  console.error(
    reason === 'refused'
      ? `[outbox] o serviço recusou o lead ${entry.call}; ele não será reenviado.`
      : `[outbox] lead ${entry.call} abandonado após ${entry.attempts} tentativas.`,
    error,
  );
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LEAD_DROPPED_EVENT, { detail: { call: entry.call, id: entry.id, reason } }));
  }
}

/** Records a failed attempt: the entry waits for its next turn, or leaves the outbox for good. */
function failed(entry: OutboxEntry, error: unknown, options: OutboxOptions): void {
  const kind = failureOf(error);
  const current = readOutbox(options).find((e) => e.id === entry.id) ?? entry;
  if (kind === 'refused') {
    remove(options, entry.id);
    dropped(current, 'refused', error);
    return;
  }
  const attempts = current.attempts + 1;
  const timeouts = current.timeouts + (kind === 'maybe-delivered' ? 1 : 0);
  if (timeouts >= MAX_TIMEOUTS) {
    // Three slow answers in a row: the engine is running the workflow, it has the lead.
    remove(options, entry.id);
    return;
  }
  if (attempts >= MAX_ATTEMPTS) {
    remove(options, entry.id);
    dropped({ ...current, attempts }, 'gave-up', error);
    return;
  }
  const wait = Math.max(
    backoffMs(attempts),
    error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0,
    kind === 'maybe-delivered' ? AFTER_TIMEOUT_MS : 0,
  );
  patch(options, entry.id, { attempts, timeouts, nextAttemptAt: clockOf(options)() + wait, leasedUntil: 0 });
}

/** A lead the engine has: its key, and the engine's answer when it came now (not earlier). */
export interface Submitted {
  key: string;
  response?: Response;
}

/**
 * Sends one lead, keeping it in the outbox until it is delivered. Resolves once the engine
 * has it; rejects with the last ApiError (`refused` tells whether the lead is still queued).
 */
export async function submitLead(
  call: string,
  url: string,
  body: unknown,
  options: OutboxOptions = {},
): Promise<Submitted> {
  const now = clockOf(options);
  const sleep = options.sleep ?? defaultSleep;
  const fingerprint = fingerprintOf(call, body);
  // The same lead again (a second click, a chat's 'Tentar Novamente'): delivered lately, it
  // is not sent twice; still waiting, it goes as first written, same key and same body, so
  // an engine that saw an earlier attempt recognises it.
  const sent = readSent(options).find((s) => s.fingerprint === fingerprint);
  if (sent) return { key: sent.id };
  const pending = readOutbox(options).find((e) => e.fingerprint === fingerprint);
  if (pending && (pending.leasedUntil ?? 0) > now()) {
    // Another tab, or this tab's background flush, is sending this very lead right now.
    throw new ApiError('network', 'Este envio já está em andamento.');
  }
  const entry: OutboxEntry = pending ?? {
    id: newKey(),
    call,
    url,
    body,
    fingerprint,
    createdAt: now(),
    attempts: 0,
    timeouts: 0,
    nextAttemptAt: now(),
  };
  // Written, leased, before the first byte goes out: a closed tab loses nothing.
  update(options, (entries) => [
    ...entries.filter((e) => e.id !== entry.id),
    { ...entry, leasedUntil: now() + timeoutOf(options) + MAX_VISIBLE_WAIT_MS },
  ]);

  let lastError: unknown;
  for (let i = 0; i <= QUICK_RETRIES_MS.length; i++) {
    try {
      const response = await attempt(entry, options);
      delivered(entry, options);
      return { key: entry.id, response };
    } catch (error) {
      lastError = error;
      const kind = failureOf(error);
      if (kind !== 'retry') break;
      const apiError = error instanceof ApiError ? error : undefined;
      // A webhook switched off or misnamed (404, 401, 403, 410) is not fixed in seconds.
      if (apiError && !apiError.transient) break;
      const wait = apiError?.retryAfterMs ?? QUICK_RETRIES_MS[i];
      if (wait === undefined || wait > MAX_VISIBLE_WAIT_MS) break;
      await sleep(wait);
    }
  }
  failed(entry, lastError, options);
  if (failureOf(lastError) !== 'refused') {
    scheduleFlush(options);
    listenForOnline();
  }
  throw lastError instanceof ApiError ? lastError : new ApiError('network', String(lastError));
}

let flushing: Promise<number> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every entry that is due, once. Resolves with how many were delivered. */
export function flushOutbox(options: OutboxOptions = {}): Promise<number> {
  // One flush at a time in this tab; `.finally` runs after the assignment even when nothing is due.
  flushing ??= underLock(options, () => sendDue(options)).finally(() => {
    flushing = null;
    scheduleFlush(options);
  });
  return flushing;
}

/** Runs `send` while holding the outbox's Web Lock; another tab holding it means it flushes. */
function underLock(options: OutboxOptions, send: () => Promise<number>): Promise<number> {
  const lock =
    options.lock !== undefined
      ? options.lock
      : typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request.bind(navigator.locks)
        : null;
  if (!lock) return send();
  return lock(OUTBOX_LOCK, { ifAvailable: true }, async (held) => (held ? send() : 0));
}

async function sendDue(options: OutboxOptions): Promise<number> {
  const now = clockOf(options);
  let count = 0;
  for (const { id } of readOutbox(options)) {
    // Read again: a visible attempt in this tab may have taken or delivered it meanwhile.
    const entry = readOutbox(options).find((e) => e.id === id);
    if (!entry || entry.nextAttemptAt > now() || (entry.leasedUntil ?? 0) > now()) continue;
    try {
      await attempt(entry, options);
      delivered(entry, options);
      count++;
    } catch (error) {
      failed(entry, error, options);
    }
  }
  // Expired entries leave with this write.
  writeOutbox(readOutbox(options), options);
  return count;
}

/** While entries wait, wakes up when the next one is due. */
function scheduleFlush(options: OutboxOptions): void {
  if (typeof window === 'undefined') return;
  clearTimeout(timer);
  const next = Math.min(...readOutbox(options).map((e) => Math.max(e.nextAttemptAt, e.leasedUntil ?? 0)));
  if (!Number.isFinite(next)) return;
  timer = setTimeout(() => void flushOutbox(options), Math.max(1_000, next - Date.now()));
}

let listening = false;

/** When the browser is back online, everything waiting for the network is due at once. */
function listenForOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    // A lead that may already be delivered (it timed out) keeps its long wait.
    update({}, (entries) => entries.map((e) => (e.timeouts ? e : { ...e, nextAttemptAt: 0 })));
    void flushOutbox();
  });
}

/** Sends what an earlier page left behind now, and again whenever the browser is back online. */
export function installOutbox(): void {
  listenForOnline();
  void flushOutbox();
}
