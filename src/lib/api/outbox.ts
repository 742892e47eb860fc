/**
 * The outbox: no lead is ever lost to a failed or slow network.
 *
 * A lead is written to localStorage before its first attempt, with an idempotency key.
 * It is removed only when the service has answered 2xx (or refused it for good, 4xx).
 * Until then it is sent again: a few quick retries while the visitor waits, then in the
 * background with backoff, on the next page load and when the browser comes back online.
 * The service stores a key once, so a lead that is sent twice still arrives exactly once.
 * Entries expire after 7 days: they hold personal data.
 */
import { safeStorage } from '../storage.ts';
import { ApiError, request } from './http.ts';
import { OUTBOX_KEY, SENT_KEY } from './keys.ts';

export { OUTBOX_KEY };
export const OUTBOX_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a delivered lead's key is reused for the same lead sent again. */
export const SENT_TTL_MS = 24 * 60 * 60 * 1000;

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
  nextAttemptAt: number;
}

export interface OutboxOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  timeoutMs?: number;
  /** Waits between attempts; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
}

const QUICK_RETRIES_MS = [600, 1_800];
/** Longest Retry-After honoured while the visitor waits. */
const MAX_VISIBLE_WAIT_MS = 5_000;

function storageOf(options: OutboxOptions) {
  return options.storage !== undefined ? options.storage : safeStorage();
}

export function readOutbox(options: OutboxOptions = {}): OutboxEntry[] {
  const storage = storageOf(options);
  const now = (options.now ?? Date.now)();
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

interface SentLead {
  fingerprint: string;
  id: string;
  at: number;
}

function readSent(options: OutboxOptions): SentLead[] {
  const now = (options.now ?? Date.now)();
  try {
    const sent = JSON.parse(storageOf(options)?.getItem(SENT_KEY) ?? '[]') as SentLead[];
    return Array.isArray(sent) ? sent.filter((s) => now - s.at < SENT_TTL_MS) : [];
  } catch {
    return [];
  }
}

/** Removes a delivered entry and remembers its key for the same lead sent again. */
function delivered(entry: OutboxEntry, options: OutboxOptions): void {
  update(options, (entries) => entries.filter((e) => e.id !== entry.id));
  const sent = [
    ...readSent(options).filter((s) => s.fingerprint !== entry.fingerprint),
    {
      fingerprint: entry.fingerprint,
      id: entry.id,
      at: (options.now ?? Date.now)(),
    },
  ].slice(-50);
  try {
    storageOf(options)?.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    // Without storage a resubmission may become a second lead; the visitor still gets through.
  }
}

/** Backoff of the background retries: 5 s, 10 s, 20 s... up to 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

export function fingerprintOf(call: string, body: unknown): string {
  const { timestamp: _ignored, ...rest } = (body ?? {}) as Record<string, unknown>;
  return `${call}:${JSON.stringify(rest)}`;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(entry: OutboxEntry, options: OutboxOptions): Promise<Response> {
  return request(entry.url, {
    method: 'POST',
    body: entry.body,
    headers: { 'Idempotency-Key': entry.id },
    timeoutMs: options.timeoutMs ?? 8_000,
  });
}

/**
 * Sends one lead, keeping it in the outbox until it is delivered. Resolves with the 2xx
 * response; rejects with the last ApiError, the lead still queued when trying again can help.
 */
export async function submitLead(
  call: string,
  url: string,
  body: unknown,
  options: OutboxOptions = {},
): Promise<Response> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const fingerprint = fingerprintOf(call, body);
  // The same lead again (a retry, a second click, a chat's 'Tentar Novamente') keeps its key:
  // waiting in the outbox, or delivered lately, the service answers it without a second row.
  const pending = readOutbox(options).find((e) => e.fingerprint === fingerprint);
  const sentKey = readSent(options).find((s) => s.fingerprint === fingerprint)?.id;
  const entry: OutboxEntry = pending
    ? { ...pending, body, url }
    : { id: sentKey ?? newKey(), call, url, body, fingerprint, createdAt: now(), attempts: 0, nextAttemptAt: now() };
  update(options, (entries) => [...entries.filter((e) => e.id !== entry.id), entry]);

  let lastError: ApiError | undefined;
  for (let i = 0; i <= QUICK_RETRIES_MS.length; i++) {
    try {
      const response = await attempt(entry, options);
      delivered(entry, options);
      return response;
    } catch (error) {
      lastError = error instanceof ApiError ? error : new ApiError('network', String(error));
      if (!lastError.retryable) {
        // Refused for good (4xx): sending it again cannot help.
        update(options, (entries) => entries.filter((e) => e.id !== entry.id));
        throw lastError;
      }
      const wait = lastError.retryAfterMs ?? QUICK_RETRIES_MS[i];
      // A timeout already made the visitor wait; the background retries take it from here.
      if (lastError.kind === 'timeout' || wait === undefined || wait > MAX_VISIBLE_WAIT_MS) break;
      await sleep(wait);
    }
  }
  update(options, (entries) =>
    entries.map((e) =>
      e.id === entry.id ? { ...e, attempts: e.attempts + 1, nextAttemptAt: now() + backoffMs(e.attempts + 1) } : e,
    ),
  );
  scheduleFlush(options);
  listenForOnline();
  throw lastError ?? new ApiError('network', 'Falha ao enviar');
}

let flushing: Promise<number> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every entry that is due, once. Resolves with how many were delivered. */
export function flushOutbox(options: OutboxOptions = {}): Promise<number> {
  // One flush at a time; `.finally` runs after the assignment even when nothing is due.
  flushing ??= sendDue(options).finally(() => {
    flushing = null;
    scheduleFlush(options);
  });
  return flushing;
}

async function sendDue(options: OutboxOptions): Promise<number> {
  const now = options.now ?? Date.now;
  let count = 0;
  for (const entry of readOutbox(options)) {
    if (entry.nextAttemptAt > now()) continue;
    try {
      await attempt(entry, options);
      delivered(entry, options);
      count++;
    } catch (error) {
      const retryable = !(error instanceof ApiError) || error.retryable;
      update(options, (entries) =>
        retryable
          ? entries.map((e) =>
              e.id === entry.id
                ? { ...e, attempts: e.attempts + 1, nextAttemptAt: now() + backoffMs(e.attempts + 1) }
                : e,
            )
          : entries.filter((e) => e.id !== entry.id),
      );
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
  const next = Math.min(...readOutbox(options).map((e) => e.nextAttemptAt));
  if (!Number.isFinite(next)) return;
  timer = setTimeout(() => void flushOutbox(options), Math.max(1_000, next - Date.now()));
}

let listening = false;

/** When the browser is back online, everything waiting is due at once. */
function listenForOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    update({}, (entries) => entries.map((e) => ({ ...e, nextAttemptAt: 0 })));
    void flushOutbox();
  });
}

/** Sends what an earlier page left behind now, and again whenever the browser is back online. */
export function installOutbox(): void {
  listenForOnline();
  void flushOutbox();
}
