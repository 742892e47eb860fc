import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db.ts';
import { ApiError, retryAfterMs } from '../../src/lib/api/http.ts';
import { backoffMs, flushOutbox, OUTBOX_TTL_MS, readOutbox, submitLead } from '../../src/lib/api/outbox.ts';
import { payloads } from '../server/payloads.ts';

const URL_DEMO = 'http://local.test/webhook/demo';

/** The real service, behind a switch that injects the faults a network has. */
let db: Db;
let fault: 'none' | 'offline' | '500' | '429' | 'lost-answer' = 'none';
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
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const active = fault !== 'none' && faultsLeft-- > 0;
    if (active && fault === 'offline') throw new TypeError('Failed to fetch');
    if (active && fault === '500') return new Response('falhou', { status: 500 });
    if (active && fault === '429') return new Response('calma', { status: 429, headers: { 'Retry-After': '2' } });
    const response = await app.request(new URL(url).pathname, init, {
      incoming: { socket: { remoteAddress: '127.0.0.1' } },
    });
    // The service stored it, but the answer never reaches the browser.
    if (active && fault === 'lost-answer') throw new TypeError('connection reset');
    return response;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('submitLead', () => {
  it('delivers the exact payload once and leaves the outbox empty', async () => {
    const response = await submitLead('demo', URL_DEMO, payloads.demo, options());
    expect(response.status).toBe(201);
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

  it('the same lead sent again after it was delivered in the background keeps its key: one row', async () => {
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
    expect(again.status).toBe(201);
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
    expect((error as ApiError).retryable).toBe(false);
    expect(readOutbox(options())).toEqual([]);
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

  it('backs off from 5 s up to 5 minutes', () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([5000, 10000, 20000, 40000, 300000]);
  });

  it('knows which failures are worth another try', () => {
    expect(new ApiError('http', '', 500).retryable).toBe(true);
    expect(new ApiError('http', '', 408).retryable).toBe(true);
    expect(new ApiError('http', '', 429).retryable).toBe(true);
    expect(new ApiError('http', '', 404).retryable).toBe(false);
    expect(new ApiError('timeout', '').retryable).toBe(true);
  });
});
