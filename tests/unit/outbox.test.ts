import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db.ts';
import { correctionKey, protocolOf } from '../../src/contracts/protocol.ts';
import { ApiError, retryAfterMs } from '../../src/runtime/api/http.ts';
import {
  AFTER_TIMEOUT_MS,
  backoffMs,
  failureOf,
  flushOutbox,
  OUTBOX_TTL_MS,
  readOutbox,
  type SendState,
  send,
  submitLead,
  watchSend,
} from '../../src/runtime/api/outbox.ts';
import { payloads } from '../fixtures/leads.ts';

const URL_DEMO = 'http://local.test/webhook/demo';

/** The real service, behind a switch that injects the faults a network has. */
let db: Db;
let fault: 'none' | 'offline' | '500' | '429' | '404' | '422' | 'lost-answer' | 'slow' = 'none';
/** Every request that reached the engine, with its key: what an engine without deduplication stores. */
let arrived: string[];
let faultsLeft = Number.POSITIVE_INFINITY;
/** The one key whose answers are lost, whatever the fault. */
let loseAnswersOf: string | null = null;
/** Another tab writes the list while a request is on its way, from a read that lacked this entry. */
let otherTabWrites = false;
let storage: Map<string, string>;
let clock: number;

const memoryStorage = () => ({
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
const sleeps: number[] = [];
const options = () => ({
  storage: memoryStorage(),
  now: () => clock,
  sleep: async (ms: number) => void sleeps.push(ms),
  timeoutMs: 1000,
});
/** A lead form's send: an edited resend of a kept lead corrects it. */
const form = () => ({ ...options(), correctable: true });
const status = (state: SendState) => state.status;

beforeEach(() => {
  db = openDb(':memory:');
  const app = createApi({ db, allowedOrigins: [], rateLimitPerMinute: 1000 });
  storage = new Map();
  clock = Date.parse('2026-11-22T12:00:00Z');
  fault = 'none';
  faultsLeft = Number.POSITIVE_INFINITY;
  loseAnswersOf = null;
  otherTabWrites = false;
  sleeps.length = 0;
  arrived = [];
  // Offline, the browser says so (navigator.onLine): such a request never left.
  const locks = globalThis.navigator?.locks;
  vi.stubGlobal('navigator', {
    locks,
    get onLine() {
      return !(fault === 'offline' && faultsLeft > 0);
    },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (otherTabWrites) storage.delete('gvp:outbox');
    const active = fault !== 'none' && faultsLeft-- > 0;
    if (active && fault === 'offline') throw new TypeError('Failed to fetch');
    if (active && fault === '404') return new Response('webhook inativo', { status: 404 });
    if (active && fault === '422') return new Response('não', { status: 422 });
    arrived.push(String((init.headers as Record<string, string>)['Idempotency-Key']));
    if (active && fault === '500') return new Response('falhou', { status: 500 });
    if (active && fault === '429') return new Response('calma', { status: 429, headers: { 'Retry-After': '2' } });
    const response = await app.request(new URL(url).pathname, init, {
      incoming: { socket: { remoteAddress: '127.0.0.1' } },
    });
    // The service stored it, but the answer never reaches the browser.
    if (active && fault === 'lost-answer') throw new TypeError('connection reset');
    if (loseAnswersOf === (init.headers as Record<string, string>)['Idempotency-Key']) {
      throw new TypeError('connection reset');
    }
    // The engine has it and is still working when the browser gives up waiting.
    if (active && fault === 'slow') {
      await new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('abort'))));
    }
    return response;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('a send', () => {
  it('delivers the exact payload once, leaves the outbox empty and says delivered, with the answer', async () => {
    const state = await submitLead('demo', URL_DEMO, payloads.demo, options());
    expect(arrived).toHaveLength(1);
    expect(db.leads()[0]?.payload).toEqual(payloads.demo);
    expect(readOutbox(options())).toEqual([]);
    expect(state).toMatchObject({ status: 'delivered', answer: { ok: true } });
  });

  it('keeps the lead before the first attempt (a closed tab loses nothing)', async () => {
    fault = 'offline';
    const outgoing = send('demo', URL_DEMO, payloads.demo, options());
    // Written synchronously, before any answer, under the key the send returned.
    expect(readOutbox(options()).map((e) => e.id)).toEqual([outgoing.key]);
    expect(status(await outgoing.settled)).toBe('kept');
  });

  it('retries quickly on a 500 and delivers while the visitor waits', async () => {
    fault = '500';
    faultsLeft = 2;
    expect(status(await submitLead('demo', URL_DEMO, payloads.demo, options()))).toBe('delivered');
    expect(sleeps).toEqual([600, 1800]);
    expect(db.countLeads()).toBe(1);
  });

  it('honours Retry-After on a 429', async () => {
    fault = '429';
    faultsLeft = 1;
    await submitLead('demo', URL_DEMO, payloads.demo, options());
    expect(sleeps).toEqual([2000]);
    expect(db.countLeads()).toBe(1);
  });

  it('offline: kept, and the flush that delivers it later turns every watcher to delivered', async () => {
    fault = 'offline';
    const outgoing = send('demo', URL_DEMO, payloads.demo, options());
    const seen: string[] = [];
    watchSend(outgoing.key, (state) => seen.push(state.status));
    expect(status(await outgoing.settled)).toBe('kept');
    const [entry] = readOutbox(options());
    expect(entry?.attempts).toBe(1);
    expect(db.countLeads()).toBe(0);

    fault = 'none';
    clock += backoffMs(1);
    expect(await flushOutbox(options())).toBe(1);
    expect(await flushOutbox(options())).toBe(0);
    expect(db.countLeads()).toBe(1);
    expect(db.leads()[0]?.payload).toEqual(payloads.demo);
    expect(readOutbox(options())).toEqual([]);
    // One truth: the view that showed 'kept' now shows the delivery, with no click.
    expect(seen).toEqual(['sending', 'kept', 'delivered']);
  });

  it('a resubmission of the same lead while it waits reuses its key: one row', async () => {
    fault = 'offline';
    await submitLead('demo', URL_DEMO, payloads.demo, form());
    await submitLead('demo', URL_DEMO, { ...payloads.demo, timestamp: '2026-11-22T14:00:00.000Z' }, form());
    expect(readOutbox(options())).toHaveLength(1);
    fault = 'none';
    await submitLead('demo', URL_DEMO, payloads.demo, form());
    clock += 60 * 60 * 1000;
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
  });

  it('an answer lost after the service stored the lead is sent again under the same key: still one row', async () => {
    fault = 'lost-answer';
    faultsLeft = 3;
    expect(status(await submitLead('demo', URL_DEMO, payloads.demo, options()))).toBe('kept');
    expect(db.countLeads()).toBe(1);
    clock += backoffMs(1);
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
    expect(readOutbox(options())).toEqual([]);
  });

  it('a resubmission after an answer was lost goes with the first body: the engine recognises it (no 422)', async () => {
    fault = 'lost-answer';
    faultsLeft = 3;
    await submitLead('demo', URL_DEMO, payloads.demo, form());
    expect(db.countLeads()).toBe(1);
    fault = 'none';
    // 'Tentar novamente' a minute later: a new timestamp, the same lead.
    const again = await submitLead(
      'demo',
      URL_DEMO,
      { ...payloads.demo, timestamp: '2026-11-22T12:01:00.000Z' },
      form(),
    );
    expect(status(again)).toBe('delivered');
    expect(db.countLeads()).toBe(1);
    expect(readOutbox(options())).toEqual([]);
  });

  it('the same lead sent again after it was delivered in the background is not sent again: one row', async () => {
    fault = 'offline';
    await submitLead('chat_lead', URL_DEMO, payloads.chatLead, form());
    fault = 'none';
    clock += backoffMs(1);
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
    // The visitor presses 'Tentar Novamente': same lead, a new timestamp.
    const again = await submitLead(
      'chat_lead',
      URL_DEMO,
      { ...payloads.chatLead, timestamp: '2026-11-22T15:00:00.000Z' },
      form(),
    );
    // Answered from memory, with the key it went with and its answer: no second request.
    expect(again).toMatchObject({ status: 'delivered', key: arrived[0], answer: { ok: true } });
    expect(arrived).toHaveLength(1);
    expect(db.countLeads()).toBe(1);
    // Delivered, a different lead is a new lead.
    await submitLead('chat_lead', URL_DEMO, { ...payloads.chatLead, mainPoint: 'Outra coisa' }, form());
    expect(db.countLeads()).toBe(2);
  });

  it('a lead the service refuses (400) leaves the outbox and says refused, with the fields', async () => {
    const state = await submitLead('demo', URL_DEMO, { ...payloads.demo, email: 'inválido' }, options());
    expect(state).toMatchObject({ status: 'refused', httpStatus: 400, answer: { error: 'invalid_payload' } });
    expect(readOutbox(options())).toEqual([]);
  });

  it('a 422 also drops the lead, and says so in the console', async () => {
    fault = '422';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await submitLead('demo', URL_DEMO, payloads.demo, options())).toMatchObject({
      status: 'refused',
      httpStatus: 422,
    });
    expect(readOutbox(options())).toEqual([]);
    expect(String(logged.mock.calls[0]?.[0])).toContain('recusou o lead demo');
    logged.mockRestore();
  });

  it('without storage nothing is kept: the visible attempts, then failed (the spec error)', async () => {
    fault = 'offline';
    const state = await submitLead('demo', URL_DEMO, payloads.demo, { ...options(), storage: null });
    expect(status(state)).toBe('failed');
    expect(sleeps).toEqual([600, 1800]);
  });

  it('a webhook answering 404 (switched off or misnamed) keeps the lead and retries with backoff', async () => {
    fault = '404';
    faultsLeft = 3;
    expect(status(await submitLead('contact', URL_DEMO, payloads.demo, options()))).toBe('kept');
    // No quick retries: a webhook switched off is not fixed in seconds.
    expect(sleeps).toEqual([]);
    let [entry] = readOutbox(options());
    expect(entry?.attempts).toBe(1);
    expect(entry?.nextAttemptAt).toBe(clock + backoffMs(1));

    // Not due yet: nothing is sent.
    expect(await flushOutbox(options())).toBe(0);
    clock += backoffMs(1);
    expect(await flushOutbox(options())).toBe(0);
    [entry] = readOutbox(options());
    expect(entry?.attempts).toBe(2);
    clock += backoffMs(2);
    await flushOutbox(options());
    clock += backoffMs(3);
    // The owner switched the workflow on again: delivered, once.
    expect(await flushOutbox(options())).toBe(1);
    expect(db.countLeads()).toBe(1);
    expect(readOutbox(options())).toEqual([]);
  });
});

describe('another tab writing the list meanwhile', () => {
  it('drops no lead: an entry its write lost is written again, and kept', async () => {
    fault = '500';
    otherTabWrites = true;
    const outgoing = send('contact', URL_DEMO, payloads.demo, options());
    expect(status(await outgoing.settled)).toBe('kept');
    expect(readOutbox(options()).map((e) => e.id)).toEqual([outgoing.key]);
    otherTabWrites = false;
    fault = 'none';
    clock += 60 * 60 * 1000;
    expect(await flushOutbox(options())).toBe(1);
    expect(db.countLeads()).toBe(1);
  });

  it("a refusal is still the engine's answer, with its body, not a send that failed", async () => {
    otherTabWrites = true;
    const state = await submitLead('demo', URL_DEMO, { ...payloads.demo, email: 'inválido' }, options());
    expect(state).toMatchObject({ status: 'refused', httpStatus: 400, answer: { error: 'invalid_payload' } });
  });
});

describe('a timeout is not a delivery', () => {
  it('an engine that accepts and answers nothing for 10 minutes, then recovers: one lead, delivered, one key', async () => {
    fault = 'slow';
    const opts = { ...options(), timeoutMs: 20 };
    const outgoing = send('demo', URL_DEMO, payloads.demo, opts);
    const seen: string[] = [];
    watchSend(outgoing.key, (state) => seen.push(state.status));
    expect(status(await outgoing.settled)).toBe('kept');
    // No quick retry after a timeout: a long wait, the workflow may be busy with it.
    expect(sleeps).toEqual([]);
    const [entry] = readOutbox(opts);
    expect(entry?.timedOut).toBe(true);
    expect(entry?.nextAttemptAt).toBe(clock + AFTER_TIMEOUT_MS);

    // Ten minutes of silence: every attempt times out, and the lead stays kept.
    const start = clock;
    while (clock - start < 10 * 60 * 1000) {
      clock += 30_000;
      await flushOutbox(opts);
      expect(readOutbox(opts)).toHaveLength(1);
    }
    const silentAttempts = arrived.length;
    expect(silentAttempts).toBeGreaterThanOrEqual(3);
    // It recovers: the next due attempt delivers it.
    fault = 'none';
    clock += 60 * 60 * 1000;
    expect(await flushOutbox(opts)).toBe(1);
    expect(readOutbox(opts)).toEqual([]);
    expect(new Set(arrived)).toEqual(new Set([outgoing.key]));
    // The slow engine stored it on the first attempt: the repeats were answered from its key.
    expect(db.countLeads()).toBe(1);
    expect(seen.at(-1)).toBe('delivered');
    expect(seen).not.toContain('failed');
  });

  it('no attempt cap: a lead is tried for its whole 7 days, then leaves with an event', async () => {
    fault = '500';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outgoing = send('demo', URL_DEMO, payloads.demo, options());
    const seen: string[] = [];
    watchSend(outgoing.key, (state) => seen.push(state.status));
    await outgoing.settled;
    // Six days of an engine down (the old cap gave up after about 31 hours).
    for (let hours = 0; hours < 6 * 24; hours++) {
      clock += 60 * 60 * 1000;
      await flushOutbox(options());
    }
    expect(readOutbox(options())).toHaveLength(1);
    expect(readOutbox(options())[0]?.attempts).toBeGreaterThan(100);
    clock += 24 * 60 * 60 * 1000;
    await flushOutbox(options());
    expect(readOutbox(options())).toEqual([]);
    expect(seen.at(-1)).toBe('failed');
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain('após 7 dias');
    vi.restoreAllMocks();
  });
});

describe('a correction is not a second lead', () => {
  it('kept and never seen by an engine (offline): the edit replaces the kept body, same key, one row', async () => {
    fault = 'offline';
    const first = send('contact', URL_DEMO, payloads.demo, form());
    expect(status(await first.settled)).toBe('kept');
    const edited = { ...payloads.demo, empresa: 'Loja da Marina Ltda.' };
    const second = send('contact', URL_DEMO, edited, form());
    expect(second.key).toBe(first.key);
    expect(readOutbox(options())).toHaveLength(1);
    fault = 'none';
    clock += 60 * 60 * 1000;
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
    expect(db.leads()[0]?.payload).toEqual(edited);
    expect(db.corrections()).toEqual([]);
  });

  it('kept after a 500 (the engine answered, it has nothing): replaced too, one row', async () => {
    fault = '500';
    faultsLeft = 3;
    expect(status(await submitLead('contact', URL_DEMO, payloads.demo, form()))).toBe('kept');
    fault = 'none';
    const edited = { ...payloads.demo, telefone: '(11) 91234-5678' };
    expect(status(await submitLead('contact', URL_DEMO, edited, form()))).toBe('delivered');
    expect(db.leads().map((l) => l.payload)).toEqual([edited]);
  });

  it('an engine may have the first body (its answer was lost): the edit goes as a correction of that lead', async () => {
    fault = 'lost-answer';
    faultsLeft = 3;
    const first = send('contact', URL_DEMO, payloads.demo, form());
    expect(status(await first.settled)).toBe('kept');
    expect(db.countLeads()).toBe(1);
    fault = 'none';
    const edited = { ...payloads.demo, email: 'marina.souza@lojadamarina.com.br' };
    const second = send('contact', URL_DEMO, edited, form());
    // Its own key, naming the first: no key carries two bodies.
    expect(second.key).toBe(correctionKey(first.key, 1));
    expect(protocolOf('ACS', second.key)).toBe(protocolOf('ACS', first.key));
    expect(status(await second.settled)).toBe('delivered');
    clock += 60 * 60 * 1000;
    await flushOutbox(options());
    // One lead, and its correction filed against it.
    expect(db.countLeads()).toBe(1);
    expect(db.corrections()).toMatchObject([{ leadKey: `/webhook/demo ${first.key}`, payload: edited }]);
    expect(readOutbox(options())).toEqual([]);
  });

  it('a second correction, after the first was delivered and the lead still kept, takes the next key', async () => {
    fault = 'lost-answer';
    faultsLeft = 3;
    const first = send('contact', URL_DEMO, payloads.demo, form());
    await first.settled;
    // The first keeps losing its answers (still kept); its correction goes through.
    loseAnswersOf = first.key;
    fault = 'none';
    const fix = send('contact', URL_DEMO, { ...payloads.demo, empresa: 'Um' }, form());
    expect((await fix.settled).status).toBe('delivered');
    expect(fix.key).toBe(correctionKey(first.key, 1));
    expect(readOutbox(options()).map((e) => e.id)).toEqual([first.key]);
    const again = send('contact', URL_DEMO, { ...payloads.demo, empresa: 'Dois' }, form());
    expect((await again.settled).status).toBe('delivered');
    expect(again.key).toBe(correctionKey(first.key, 2));
    loseAnswersOf = null;
    clock += 60 * 60 * 1000;
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
    expect(db.corrections().map((c) => (c.payload as { empresa: string }).empresa)).toEqual(['Um', 'Dois']);
  });

  it('once delivered, an edited send is a new lead; another call is never a correction', async () => {
    await submitLead('contact', URL_DEMO, payloads.demo, form());
    await submitLead('contact', URL_DEMO, { ...payloads.demo, empresa: 'Outra' }, form());
    expect(db.countLeads()).toBe(2);
    fault = 'offline';
    await submitLead('partner', URL_DEMO, payloads.demo, form());
    const other = send('cv', URL_DEMO, { ...payloads.demo, nome: 'João' }, form());
    await other.settled;
    expect(readOutbox(options())).toHaveLength(2);
  });
});

describe('tabs', () => {
  it('two tabs flushing at once send each queued lead once (Web Locks), even to an engine that keeps duplicates', async () => {
    fault = 'offline';
    await submitLead('demo', URL_DEMO, payloads.demo, options());
    await submitLead('partner', URL_DEMO, payloads.demo, options());
    fault = 'none';
    clock += backoffMs(1);
    // A second tab: its own copy of the module, the same storage and the same origin's locks.
    vi.resetModules();
    const otherTab = await import('../../src/runtime/api/outbox.ts');
    const [a, b] = await Promise.all([flushOutbox(options()), otherTab.flushOutbox(options())]);
    expect(a + b).toBe(2);
    expect(arrived).toHaveLength(2);
    expect(readOutbox(options())).toEqual([]);
  });

  it('a lead being sent by one tab is not sent by another meanwhile (its lease)', async () => {
    fault = 'slow';
    faultsLeft = 1;
    const visible = submitLead('demo', URL_DEMO, payloads.demo, { ...options(), timeoutMs: 50 });
    vi.resetModules();
    const otherTab = await import('../../src/runtime/api/outbox.ts');
    expect(await otherTab.flushOutbox(options())).toBe(0);
    await visible;
    expect(arrived).toHaveLength(1);
  });

  it('a page loaded while a kept lead waits out its backoff sends it at once; one that timed out keeps its long wait', async () => {
    vi.stubGlobal('window', new EventTarget());
    fault = '500';
    const kept = await submitLead('demo', URL_DEMO, payloads.demo, options());
    expect(status(kept)).toBe('kept');
    fault = 'slow';
    faultsLeft = 1;
    expect(status(await submitLead('partner', URL_DEMO, payloads.partner, { ...options(), timeoutMs: 50 }))).toBe(
      'kept',
    );
    fault = 'none';
    clock += 1_000; // both still wait: 5 s of backoff, and 2 minutes after the timeout
    vi.resetModules();
    const otherTab = await import('../../src/runtime/api/outbox.ts');
    expect(await otherTab.installOutbox(options())).toBe(1);
    expect(db.countLeads()).toBe(1);
    expect(readOutbox(options()).map((e) => e.call)).toEqual(['partner']);
  });

  it('entries expire after 7 days', async () => {
    fault = 'offline';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await submitLead('demo', URL_DEMO, payloads.demo, options());
    clock += OUTBOX_TTL_MS;
    expect(readOutbox(options())).toEqual([]);
    fault = 'none';
    await flushOutbox(options());
    expect(db.countLeads()).toBe(0);
    expect(storage.has('gvp:outbox')).toBe(false);
    vi.restoreAllMocks();
  });
});

describe('helpers', () => {
  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Sun, 22 Nov 2026 12:00:10 GMT', Date.parse('2026-11-22T12:00:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('depois')).toBeUndefined();
  });

  it('backs off from 5 s up to an hour', () => {
    expect([1, 2, 3, 4, 10, 20].map(backoffMs)).toEqual([5000, 10000, 20000, 40000, 2_560_000, 3_600_000]);
  });

  it('drops a lead only when the engine refuses its payload; a timeout is unanswered, not delivered', () => {
    const failure = (status: number) => failureOf(new ApiError('http', '', status));
    expect([400, 413, 415, 422].map(failure)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect([401, 403, 404, 405, 409, 410, 429, 500, 503].map(failure)).toEqual(Array(9).fill('retry'));
    // A 409 is a request with the same key still under way, unless it says the slot is taken or closed.
    expect(failureOf(new ApiError('http', '', 409, undefined, { error: 'slot_taken' }))).toBe('refused');
    expect(failureOf(new ApiError('http', '', 409, undefined, { error: 'slot_unavailable' }))).toBe('refused');
    expect(failureOf(new ApiError('timeout', ''))).toBe('unanswered');
    expect(failureOf(new ApiError('network', ''))).toBe('retry');
    expect(new ApiError('http', '', 404).transient).toBe(false);
    expect(new ApiError('http', '', 503).transient).toBe(true);
  });
});
