import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db.ts';
import { ApiError, retryAfterMs } from '../../src/runtime/api/http.ts';
import {
  AFTER_TIMEOUT_MS,
  backoffMs,
  failureOf,
  flushOutbox,
  MAX_ATTEMPTS,
  MAX_TIMEOUTS,
  OUTBOX_TTL_MS,
  readOutbox,
  submitLead,
} from '../../src/runtime/api/outbox.ts';
import { payloads } from '../fixtures/leads.ts';

const URL_DEMO = 'http://local.test/webhook/demo';

/** The real service, behind a switch that injects the faults a network has. */
let db: Db;
let fault: 'none' | 'offline' | '500' | '429' | '404' | '422' | 'lost-answer' | 'slow' = 'none';
/** Every request that reached the engine, with its key: what an engine without deduplication stores. */
let arrived: string[];
let faultsLeft = Number.POSITIVE_INFINITY;
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

beforeEach(() => {
  db = openDb(':memory:');
  const app = createApi({ db, allowedOrigins: [], rateLimitPerMinute: 1000 });
  storage = new Map();
  clock = Date.parse('2026-11-22T12:00:00Z');
  fault = 'none';
  faultsLeft = Number.POSITIVE_INFINITY;
  sleeps.length = 0;
  arrived = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
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
    // The engine has it and is still working when the browser gives up waiting.
    if (active && fault === 'slow') {
      await new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('abort'))));
    }
    return response;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('submitLead', () => {
  it('delivers the exact payload once and leaves the outbox empty', async () => {
    await submitLead('demo', URL_DEMO, payloads.demo, options());
    expect(arrived).toHaveLength(1);
    expect(db.leads()[0]?.payload).toEqual(payloads.demo);
    expect(readOutbox(options())).toEqual([]);
  });

  it('keeps the lead before the first attempt (a closed tab loses nothing)', async () => {
    fault = 'offline';
    const pending = submitLead('demo', URL_DEMO, payloads.demo, options());
    // Written synchronously, before any answer.
    expect(readOutbox(options())).toHaveLength(1);
    await expect(pending).rejects.toBeInstanceOf(ApiError);
  });

  it('retries quickly on a 500 and delivers while the visitor waits', async () => {
    fault = '500';
    faultsLeft = 2;
    await submitLead('demo', URL_DEMO, payloads.demo, options());
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

  it('offline: fails with a clear error, keeps the lead, and the next flush delivers it exactly once', async () => {
    fault = 'offline';
    const error = await submitLead('demo', URL_DEMO, payloads.demo, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
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
  });

  it('a resubmission of the same lead while it waits reuses its key: one row', async () => {
    fault = 'offline';
    await submitLead('demo', URL_DEMO, payloads.demo, options()).catch(() => {});
    await submitLead('demo', URL_DEMO, { ...payloads.demo, timestamp: '2026-11-22T14:00:00.000Z' }, options()).catch(
      () => {},
    );
    expect(readOutbox(options())).toHaveLength(1);
    fault = 'none';
    await submitLead('demo', URL_DEMO, payloads.demo, options());
    clock += 60 * 60 * 1000;
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
  });

  it('an answer lost after the service stored the lead is sent again under the same key: still one row', async () => {
    fault = 'lost-answer';
    faultsLeft = 3;
    await submitLead('demo', URL_DEMO, payloads.demo, options()).catch(() => {});
    expect(db.countLeads()).toBe(1);
    clock += backoffMs(1);
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
    expect(readOutbox(options())).toEqual([]);
  });

  it('a resubmission after an answer was lost goes with the first body: the engine recognises it (no 422)', async () => {
    fault = 'lost-answer';
    faultsLeft = 3;
    await submitLead('demo', URL_DEMO, payloads.demo, options()).catch(() => {});
    expect(db.countLeads()).toBe(1);
    fault = 'none';
    // 'Tentar novamente' a minute later: a new timestamp, the same lead.
    await submitLead('demo', URL_DEMO, { ...payloads.demo, timestamp: '2026-11-22T12:01:00.000Z' }, options());
    expect(db.countLeads()).toBe(1);
    expect(readOutbox(options())).toEqual([]);
  });

  it('the same lead sent again after it was delivered in the background is not sent again: one row', async () => {
    fault = 'offline';
    await submitLead('chat_lead', URL_DEMO, payloads.chatLead, options()).catch(() => {});
    fault = 'none';
    clock += backoffMs(1);
    await flushOutbox(options());
    expect(db.countLeads()).toBe(1);
    // The visitor presses 'Tentar Novamente': same lead, a new timestamp.
    const again = await submitLead(
      'chat_lead',
      URL_DEMO,
      { ...payloads.chatLead, timestamp: '2026-11-22T15:00:00.000Z' },
      options(),
    );
    // Answered from memory, with the key it went with: no second request.
    expect(again).toEqual({ key: arrived[0] });
    expect(arrived).toHaveLength(1);
    expect(db.countLeads()).toBe(1);
    // A different lead is a new lead.
    await submitLead('chat_lead', URL_DEMO, { ...payloads.chatLead, mainPoint: 'Outra coisa' }, options());
    expect(db.countLeads()).toBe(2);
  });

  it('a lead the service refuses (400) leaves the outbox: sending it again cannot help', async () => {
    const error = await submitLead('demo', URL_DEMO, { ...payloads.demo, email: 'inválido' }, options()).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).refused).toBe(true);
    expect(readOutbox(options())).toEqual([]);
  });

  it('a 422 also drops the lead, and says so in the console', async () => {
    fault = '422';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(submitLead('demo', URL_DEMO, payloads.demo, options())).rejects.toMatchObject({ status: 422 });
    expect(readOutbox(options())).toEqual([]);
    expect(String(logged.mock.calls[0]?.[0])).toContain('recusou o lead demo');
    logged.mockRestore();
  });

  it('a webhook answering 404 (switched off or misnamed) keeps the lead and retries with backoff', async () => {
    fault = '404';
    faultsLeft = 3;
    const error = await submitLead('contact', URL_DEMO, payloads.demo, options()).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
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

  it('a timed-out attempt counts as maybe delivered: no quick retry, a long wait, the same key, bounded', async () => {
    fault = 'slow';
    const opts = { ...options(), timeoutMs: 20 };
    const error = await submitLead('demo', URL_DEMO, payloads.demo, opts).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('timeout');
    expect(sleeps).toEqual([]);
    const [entry] = readOutbox(opts);
    expect(entry?.timeouts).toBe(1);
    expect(entry?.nextAttemptAt).toBe(clock + AFTER_TIMEOUT_MS);

    clock += backoffMs(1);
    expect(await flushOutbox(opts)).toBe(0);
    expect(arrived).toHaveLength(1);
    for (let i = 0; i < MAX_TIMEOUTS; i++) {
      clock += 60 * 60 * 1000;
      await flushOutbox(opts);
    }
    // After MAX_TIMEOUTS slow answers the engine surely has it: the lead leaves the outbox.
    expect(readOutbox(opts)).toEqual([]);
    expect(arrived).toHaveLength(MAX_TIMEOUTS);
    expect(new Set(arrived).size).toBe(1);
  });

  it('attempts are bounded: a lead that never gets through leaves after MAX_ATTEMPTS', async () => {
    fault = '500';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await submitLead('demo', URL_DEMO, payloads.demo, options()).catch(() => {});
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      clock += 60 * 60 * 1000;
      await flushOutbox(options());
    }
    expect(readOutbox(options())).toEqual([]);
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain(`após ${MAX_ATTEMPTS} tentativas`);
    logged.mockRestore();
  });

  it('two tabs flushing at once send each queued lead once (Web Locks), even to an engine that keeps duplicates', async () => {
    fault = 'offline';
    await submitLead('demo', URL_DEMO, payloads.demo, options()).catch(() => {});
    await submitLead('partner', URL_DEMO, payloads.demo, options()).catch(() => {});
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
    const visible = submitLead('demo', URL_DEMO, payloads.demo, { ...options(), timeoutMs: 50 }).catch(() => {});
    vi.resetModules();
    const otherTab = await import('../../src/runtime/api/outbox.ts');
    expect(await otherTab.flushOutbox(options())).toBe(0);
    await visible;
    expect(arrived).toHaveLength(1);
  });

  it('entries expire after 7 days', async () => {
    fault = 'offline';
    await submitLead('demo', URL_DEMO, payloads.demo, options()).catch(() => {});
    clock += OUTBOX_TTL_MS;
    expect(readOutbox(options())).toEqual([]);
    fault = 'none';
    await flushOutbox(options());
    expect(db.countLeads()).toBe(0);
    expect(storage.has('gvp:outbox')).toBe(false);
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

  it('drops a lead only when the engine refuses its payload', () => {
    const failure = (status: number) => failureOf(new ApiError('http', '', status));
    expect([400, 413, 415, 422].map(failure)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect([401, 403, 404, 405, 409, 410, 429, 500, 503].map(failure)).toEqual(Array(9).fill('retry'));
    // A 409 is a request with the same key still under way, unless it says the slot is taken.
    expect(failureOf(new ApiError('http', '', 409, undefined, { error: 'slot_taken' }))).toBe('refused');
    expect(failureOf(new ApiError('timeout', ''))).toBe('maybe-delivered');
    expect(failureOf(new ApiError('network', ''))).toBe('retry');
    expect(new ApiError('http', '', 404).transient).toBe(false);
    expect(new ApiError('http', '', 503).transient).toBe(true);
  });
});
