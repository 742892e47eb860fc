/**
 * The outbox: every lead arrives exactly once, and what the visitor reads is the state of its
 * send (docs/behaviour.md §8, "What the visitor is told").
 *
 * A lead is written to localStorage before its first attempt, with an idempotency key that
 * every attempt reuses. It leaves the outbox when an engine answers 2xx, or when the engine
 * refuses the payload itself (400, 413, 415, 422, a booking's taken or closed slot): sending
 * those again cannot help. Any other failure keeps it: a few quick retries while the visitor
 * waits, then in the background with backoff, on the next page load and when the browser comes
 * back online, until an engine answers or the entry's 7 days end.
 *
 * One truth per send: each send has one state (sending, kept, delivered, refused, failed),
 * held here and told to whoever watches its key (`watchSend`): the form that sent it, Gê, the
 * booking step. A kept lead delivered later by a background flush, or by another tab, turns
 * every open view of it into its success.
 *
 * Exactly once:
 * - both engines answer a repeated key with its first answer, so an attempt that timed out is
 *   tried again with the same key (after a long wait: a slow workflow gets time to finish);
 * - one tab at a time sends queued leads (a Web Lock), and an entry being sent carries a
 *   lease, so no other tab or flush sends it meanwhile;
 * - a lead sent again unchanged is the same lead (its fingerprint); sent again with edited
 *   fields while it is kept, it corrects that lead: the kept body is replaced while no engine
 *   can have it, and otherwise the edit goes as a correction under its own key, which names
 *   the first (contracts/protocol.ts `correctionKey`), so no key ever carries two bodies.
 */
import { LEAD_TIMEOUT_MS } from '../../contracts/calls.ts';
import { correctionKey, correctionOf, leadKeyOf } from '../../contracts/protocol.ts';
import { safeStorage } from '../storage.ts';
import { ApiError, request } from './http.ts';
import { OUTBOX_KEY, SENT_KEY } from './keys.ts';

export { OUTBOX_KEY };
/** How long a lead is kept and tried: it holds personal data, and a week covers any outage. */
export const OUTBOX_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a delivered lead is remembered: the same lead sent again within it is not sent. */
export const SENT_TTL_MS = 24 * 60 * 60 * 1000;
/** The shortest wait after a timeout: a slow workflow gets time to finish first. */
export const AFTER_TIMEOUT_MS = 2 * 60 * 1000;
/** The Web Lock that lets one tab at a time send queued leads. */
export const OUTBOX_LOCK = 'gvp:outbox';
/** Sent on window when a lead is dropped for good, so analytics or a page can react. */
export const LEAD_DROPPED_EVENT = 'gvp:lead-dropped';

/** Where a send stands. Every view of a send shows this, and only this. */
export type SendState =
  /** An attempt is on its way, or the quick retries the visitor waits for. */
  | { status: 'sending'; key: string }
  /** Not delivered yet, and kept: it goes by itself (backoff, next page, back online). */
  | { status: 'kept'; key: string }
  /** An engine has it; `answer` is the JSON it answered with, when it had one. */
  | { status: 'delivered'; key: string; answer?: unknown }
  /** The engine refused this body (`httpStatus`, its `answer`): not kept, not sent again. */
  | { status: 'refused'; key: string; httpStatus: number; answer?: unknown }
  /** Not delivered and not kept (no storage, or its 7 days are over): the spec's error. */
  | { status: 'failed'; key: string };

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
  /** While an attempt is on its way, nobody else sends this entry (until then). */
  leasedUntil?: number;
  /**
   * An attempt may have reached an engine (a timeout, a connection cut while online): its
   * body can no longer change under this key. An engine's error answer, or no connection at
   * all, leaves it unseen.
   */
  maybeSeen?: boolean;
  /** The last attempt timed out: the next one waits at least AFTER_TIMEOUT_MS. */
  timedOut?: boolean;
  /** A lead whose edited resend corrects it (a lead form, Gê); a booking is not one. */
  correctable?: boolean;
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

// --- The state of each send, and who watches it --------------------------------------------

const states = new Map<string, SendState>();
const watchers = new Map<string, Set<(state: SendState) => void>>();

/** Records a send's state and tells its watchers: on a change, or always with `tell` (a send's outcome). */
function setState(state: SendState, tell = false): void {
  const before = states.get(state.key);
  const answerOf = (s?: SendState) => (s && 'answer' in s ? s.answer : undefined);
  if (!tell && before && before.status === state.status && answerOf(before) === answerOf(state)) return;
  states.set(state.key, state);
  for (const listener of [...(watchers.get(state.key) ?? [])]) listener(state);
}

/** A send's state: this tab's, else what the storage tells of it (another tab, an earlier page). */
export function sendState(key: string, options: OutboxOptions = {}): SendState | undefined {
  const known = states.get(key);
  if (known && known.status !== 'sending' && known.status !== 'kept') return known;
  const sent = readSent(options).find((s) => s.id === key);
  if (sent) return { status: 'delivered', key, answer: sent.answer };
  if (known) return known;
  return readOutbox(options).some((e) => e.id === key) ? { status: 'kept', key } : undefined;
}

/**
 * Calls `listener` with the send's state now (when it is known) and on every change, until
 * the returned function is called. The one way a view learns where its send stands.
 */
export function watchSend(key: string, listener: (state: SendState) => void): () => void {
  const set = watchers.get(key) ?? new Set();
  watchers.set(key, set);
  set.add(listener);
  listenAcrossTabs();
  const now = sendState(key);
  if (now) {
    if (now !== states.get(key)) states.set(key, now);
    listener(now);
  }
  return () => {
    set.delete(listener);
    if (!set.size) watchers.delete(key);
  };
}

/**
 * Follows one send at a time: each call stops following the one before. A view shows its last
 * send (a resend or a correction has a key of its own).
 */
export function followLatest(): (key: string, listener: (state: SendState) => void) => void {
  let stop = () => {};
  return (key, listener) => {
    stop();
    stop = watchSend(key, listener);
  };
}

let acrossTabs = false;

/** Another tab (or this one's earlier page) delivered a watched send: its views follow. */
function listenAcrossTabs(): void {
  if (acrossTabs || typeof window === 'undefined') return;
  acrossTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== SENT_KEY && event.key !== OUTBOX_KEY && event.key !== null) return;
    for (const key of watchers.keys()) {
      const state = sendState(key);
      if (state?.status === 'delivered' && states.get(key)?.status !== 'delivered') setState(state);
    }
  });
}

// --- Storage --------------------------------------------------------------------------------

/** Every stored entry, expired ones included. */
function readStored(options: OutboxOptions): OutboxEntry[] {
  try {
    const entries = JSON.parse(storageOf(options)?.getItem(OUTBOX_KEY) ?? '[]') as OutboxEntry[];
    return Array.isArray(entries) ? entries : [];
  } catch {
    return [];
  }
}

const expired = (entry: OutboxEntry, options: OutboxOptions) => clockOf(options)() - entry.createdAt >= OUTBOX_TTL_MS;

export function readOutbox(options: OutboxOptions = {}): OutboxEntry[] {
  return readStored(options).filter((e) => !expired(e, options));
}

/** Writes the entries; false when the storage refused (full, blocked, absent). */
function writeOutbox(entries: OutboxEntry[], options: OutboxOptions): boolean {
  const storage = storageOf(options);
  if (!storage) return false;
  try {
    if (entries.length) storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else storage.removeItem(OUTBOX_KEY);
    return true;
  } catch {
    return false;
  }
}

function update(options: OutboxOptions, change: (entries: OutboxEntry[]) => OutboxEntry[]): boolean {
  return writeOutbox(change(readOutbox(options)), options);
}

/**
 * Changes a stored entry. With `entry`, one that is missing is written again: tabs write the
 * one list in turns, each from what it last read, so another tab's write can drop an entry this
 * tab had just added (seen: two tabs booking at once). A lead is never lost to that.
 */
function patch(options: OutboxOptions, id: string, change: Partial<OutboxEntry>, entry?: OutboxEntry): boolean {
  return update(options, (entries) =>
    entries.some((e) => e.id === id)
      ? entries.map((e) => (e.id === id ? { ...e, ...change } : e))
      : entry
        ? [...entries, { ...entry, ...change }]
        : entries,
  );
}

function remove(options: OutboxOptions, id: string): void {
  update(options, (entries) => entries.filter((e) => e.id !== id));
}

interface SentLead {
  fingerprint: string;
  id: string;
  at: number;
  /** The engine's answer (a booking's confirmation, a protocol): a view opened later shows it. */
  answer?: unknown;
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
function delivered(entry: OutboxEntry, answer: unknown, options: OutboxOptions): void {
  remove(options, entry.id);
  const sent = [
    ...readSent(options).filter((s) => s.fingerprint !== entry.fingerprint),
    { fingerprint: entry.fingerprint, id: entry.id, at: clockOf(options)(), answer },
  ].slice(-50);
  try {
    storageOf(options)?.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    // Without storage a resubmission may become a second lead; the visitor still gets through.
  }
  setState({ status: 'delivered', key: entry.id, answer });
}

// --- Attempts -------------------------------------------------------------------------------

/** Backoff of the background retries: 5 s, 10 s, 20 s... up to an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * What a failed attempt means for the lead. Only a refusal of the payload itself is final;
 * 404, 401, 403 and 410 mean a webhook switched off or misnamed, which its owner fixes. A
 * timeout is not a delivery: the lead is tried again, with the same key, after a long wait.
 */
export function failureOf(error: unknown): 'refused' | 'unanswered' | 'retry' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.kind === 'timeout') return 'unanswered';
  return error.refused ? 'refused' : 'retry';
}

/** Whether the attempt may have reached an engine, which then holds this key's body. */
function mayHaveArrived(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'timeout') return true;
  // Offline, the request never left; online, a cut connection may have come after the send.
  if (error.kind === 'network') return !(typeof navigator !== 'undefined' && navigator.onLine === false);
  return false;
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

const leaseFor = (options: OutboxOptions) => clockOf(options)() + timeoutOf(options) + MAX_VISIBLE_WAIT_MS;

/** Posts the entry with its key; resolves with the answer's JSON, when it has one. */
async function post(entry: OutboxEntry, options: OutboxOptions): Promise<unknown> {
  const response = await request(entry.url, {
    method: 'POST',
    body: entry.body,
    headers: { 'Idempotency-Key': entry.id },
    timeoutMs: timeoutOf(options),
  });
  return response.json().catch(() => undefined);
}

/** One attempt with the entry as stored now (else as this tab has it), holding its lease; resolves with the answer's JSON. */
async function attempt(known: OutboxEntry, options: OutboxOptions): Promise<{ entry: OutboxEntry; answer: unknown }> {
  const stored = readOutbox(options).find((e) => e.id === known.id);
  // Gone because another tab delivered it meanwhile: its answer, no request.
  const sentLead = stored ? undefined : readSent(options).find((s) => s.id === known.id);
  if (sentLead) return { entry: known, answer: sentLead.answer };
  const entry = stored ?? known;
  patch(options, entry.id, { leasedUntil: leaseFor(options) }, entry);
  try {
    return { entry, answer: await post(entry, options) };
  } catch (error) {
    if (mayHaveArrived(error)) patch(options, entry.id, { maybeSeen: true }, entry);
    throw error;
  }
}

function dropped(entry: OutboxEntry, reason: 'refused' | 'expired', error?: unknown): void {
  console.error(
    reason === 'refused'
      ? `[outbox] o serviço recusou o lead ${entry.call}; ele não será reenviado.`
      : `[outbox] lead ${entry.call} sem entrega após 7 dias; descartado.`,
    error,
  );
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LEAD_DROPPED_EVENT, { detail: { call: entry.call, id: entry.id, reason } }));
  }
}

/** Records a failed attempt: the entry waits for its next turn, or leaves for good if refused. */
function failed(entry: OutboxEntry, error: unknown, options: OutboxOptions): SendState {
  const { id } = entry;
  const kind = failureOf(error);
  const stored = readOutbox(options).find((e) => e.id === id);
  // Gone because another tab delivered it meanwhile: that is its state.
  const sentLead = stored ? undefined : readSent(options).find((s) => s.id === id);
  if (sentLead) return { status: 'delivered', key: id, answer: sentLead.answer };
  const current = stored ?? entry;
  if (kind === 'refused') {
    remove(options, id);
    dropped(current, 'refused', error);
    const apiError = error as ApiError;
    return { status: 'refused', key: id, httpStatus: apiError.status ?? 0, answer: apiError.body };
  }
  const attempts = current.attempts + 1;
  const wait = Math.max(
    backoffMs(attempts),
    error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0,
    kind === 'unanswered' ? AFTER_TIMEOUT_MS : 0,
  );
  const kept = patch(
    options,
    id,
    { attempts, timedOut: kind === 'unanswered', nextAttemptAt: clockOf(options)() + wait, leasedUntil: 0 },
    current,
  );
  return kept && readOutbox(options).some((e) => e.id === id)
    ? { status: 'kept', key: id }
    : { status: 'failed', key: id };
}

/** The attempts a visitor waits for: the first, and quick retries of a passing fault. */
async function sendNow(known: OutboxEntry, options: OutboxOptions): Promise<SendState> {
  const { id } = known;
  const sleep = options.sleep ?? defaultSleep;
  setState({ status: 'sending', key: id });
  let lastError: unknown;
  for (let i = 0; i <= QUICK_RETRIES_MS.length; i++) {
    try {
      const { entry, answer } = await attempt(known, options);
      delivered(entry, answer, options);
      return states.get(id) as SendState;
    } catch (error) {
      lastError = error;
      if (failureOf(error) !== 'retry') break;
      const apiError = error instanceof ApiError ? error : undefined;
      // A webhook switched off or misnamed (404, 401, 403, 410) is not fixed in seconds.
      if (apiError && !apiError.transient) break;
      const wait = apiError?.retryAfterMs ?? QUICK_RETRIES_MS[i];
      if (wait === undefined || wait > MAX_VISIBLE_WAIT_MS) break;
      await sleep(wait);
    }
  }
  console.warn('[outbox] envio não concluído agora:', lastError);
  const state = failed(known, lastError, options);
  setState(state);
  if (state.status === 'kept') {
    scheduleFlush(options);
    listenForOnline();
  }
  return state;
}

// --- Sending --------------------------------------------------------------------------------

/** A send started: its key at once (a protocol, a booking's lead), its first outcome later. */
export interface Send {
  key: string;
  /** A bot's send (the honeypot filled): it reads a success, and nothing went anywhere. */
  bot?: true;
  /** The state once the attempts the visitor waits for are over (never 'sending'). */
  settled: Promise<SendState>;
}

export interface SendOptions extends OutboxOptions {
  /** An edited resend of this call's kept lead corrects it (lead forms, Gê; not a booking). */
  correctable?: boolean;
}

const settledNow = (state: SendState): Send => ({ key: state.key, settled: Promise.resolve(state) });

/** A send that needs no engine (a bot's, the honeypot filled): delivered at once, as any other reads. */
export function deliveredAlone(key: string): Send {
  setState({ status: 'delivered', key }, true);
  return { ...settledNow(states.get(key) as SendState), bot: true };
}

/**
 * Sends one lead, keeping it in the outbox until an engine has it. Returns at once with the
 * key; `watchSend(key)` follows it from there, and is all a view needs: it hears the send's
 * outcome even when that is the state it already had (a lead delivered before). The same lead again (a second click, Gê's
 * 'Tentar Novamente') is the same send: delivered lately, it is not sent twice; kept, it is
 * tried now, same key and same body. An edited resend of a kept, correctable lead corrects it.
 */
export function send(call: string, url: string, body: unknown, options: SendOptions = {}): Send {
  const now = clockOf(options);
  const fingerprint = fingerprintOf(call, body);
  const sent = readSent(options).find((s) => s.fingerprint === fingerprint);
  if (sent) {
    // Delivered before: its watchers hear it again, for the view that just sent it.
    setState({ status: 'delivered', key: sent.id, answer: sent.answer }, true);
    return settledNow(states.get(sent.id) as SendState);
  }
  const entries = readOutbox(options);
  const same = entries.find((e) => e.fingerprint === fingerprint);
  if (same) {
    // Another tab, or this tab's background flush, is sending this very lead right now.
    if ((same.leasedUntil ?? 0) > now()) {
      setState({ status: 'sending', key: same.id });
      return { key: same.id, settled: untilSettled(same.id) };
    }
    return { key: same.id, settled: sendNow(same, options) };
  }

  const kept = options.correctable ? entries.filter((e) => e.call === call && e.correctable).at(-1) : undefined;
  let entry: OutboxEntry;
  if (kept && !kept.maybeSeen && (kept.leasedUntil ?? 0) <= now()) {
    // No engine can have the kept body: the edit replaces it, under the same key.
    entry = { ...kept, body, fingerprint, attempts: 0, nextAttemptAt: now() };
  } else {
    const first = kept ? leadKeyOf(kept.id) : undefined;
    // The next number of this lead's corrections, kept or already delivered: no key is used twice.
    const used = [...entries.map((e) => e.id), ...readSent(options).map((sentLead) => sentLead.id)]
      .filter((id) => leadKeyOf(id) === first)
      .map((id) => correctionOf(id)?.n ?? 0);
    const n = Math.max(0, ...used) + 1;
    entry = {
      id: first ? correctionKey(first, n) : newKey(),
      call,
      url,
      body,
      fingerprint,
      createdAt: now(),
      attempts: 0,
      nextAttemptAt: now(),
      correctable: options.correctable ?? false,
    };
  }
  // Written, leased, before the first byte goes out: a closed tab loses nothing.
  const written = update(options, (all) => [
    ...all.filter((e) => e.id !== entry.id),
    { ...entry, leasedUntil: leaseFor(options) },
  ]);
  if (!written) return { key: entry.id, settled: sendUnkept(entry, options) };
  return { key: entry.id, settled: sendNow(entry, options) };
}

/** Without storage nothing can be kept: the visible attempts, then the spec's error. */
async function sendUnkept(entry: OutboxEntry, options: OutboxOptions): Promise<SendState> {
  const sleep = options.sleep ?? defaultSleep;
  setState({ status: 'sending', key: entry.id });
  for (const wait of [...QUICK_RETRIES_MS, undefined]) {
    try {
      setState({ status: 'delivered', key: entry.id, answer: await post(entry, options) });
      return states.get(entry.id) as SendState;
    } catch (error) {
      if (error instanceof ApiError && error.refused) {
        const state: SendState = {
          status: 'refused',
          key: entry.id,
          httpStatus: error.status ?? 0,
          answer: error.body,
        };
        setState(state);
        return state;
      }
      if (wait === undefined || failureOf(error) !== 'retry') break;
      await sleep(wait);
    }
  }
  const state: SendState = { status: 'failed', key: entry.id };
  setState(state);
  return state;
}

/** Resolves once a send another flush is making leaves 'sending'. */
function untilSettled(key: string): Promise<SendState> {
  return new Promise((resolve) => {
    const stop = watchSend(key, (state) => {
      if (state.status === 'sending') return;
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

/** Sends one lead and resolves with its state once the visitor's attempts are over. */
export function submitLead(call: string, url: string, body: unknown, options: SendOptions = {}): Promise<SendState> {
  return send(call, url, body, options).settled;
}

// --- The background ---------------------------------------------------------------------

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
function underLock(options: OutboxOptions, run: () => Promise<number>): Promise<number> {
  const lock =
    options.lock !== undefined
      ? options.lock
      : typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request.bind(navigator.locks)
        : null;
  if (!lock) return run();
  return lock(OUTBOX_LOCK, { ifAvailable: true }, async (held) => (held ? run() : 0));
}

async function sendDue(options: OutboxOptions): Promise<number> {
  const now = clockOf(options);
  expire(options);
  let count = 0;
  for (const { id } of readOutbox(options)) {
    // Read again: a visible attempt in this tab may have taken or delivered it meanwhile.
    const entry = readOutbox(options).find((e) => e.id === id);
    if (!entry || entry.nextAttemptAt > now() || (entry.leasedUntil ?? 0) > now()) continue;
    try {
      const { entry: sentEntry, answer } = await attempt(entry, options);
      delivered(sentEntry, answer, options);
      count++;
    } catch (error) {
      // Kept, it waits for its next turn; refused, its views say so.
      setState(failed(entry, error, options));
    }
  }
  return count;
}

/** Entries past their 7 days leave, and their views say the send failed. */
function expire(options: OutboxOptions): void {
  const old = readStored(options).filter((e) => expired(e, options));
  if (!old.length) return;
  writeOutbox(readOutbox(options), options);
  for (const entry of old) {
    dropped(entry, 'expired');
    setState({ status: 'failed', key: entry.id });
  }
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
    dueNow();
    void flushOutbox();
  });
}

/**
 * A new chance (a page loaded, the connection back) makes every kept lead due at once, rather
 * than at the end of its backoff. A lead whose last attempt timed out keeps its long wait: the
 * engine may be busy with it.
 */
function dueNow(options: OutboxOptions = {}): void {
  update(options, (entries) => entries.map((e) => (e.timedOut ? e : { ...e, nextAttemptAt: 0 })));
}

/** Sends what an earlier page (or another tab) left behind now, and again whenever the browser is back online. */
export function installOutbox(options: OutboxOptions = {}): Promise<number> {
  listenForOnline();
  listenAcrossTabs();
  dueNow(options);
  return flushOutbox(options);
}
