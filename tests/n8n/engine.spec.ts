/**
 * The kit under load and failure, against the real engine (`npm run test:n8n`, and its queue
 * mode): requests go straight to the webhooks, as many browsers' outboxes would send them, and
 * the sink behind "Entregar lead" counts what the CRM got. Exactly once means: every lead whose
 * request got a 2xx reaches the CRM, and no key reaches it twice.
 *
 * One case cannot be told apart by any engine: n8n killed after the CRM took a lead and before
 * n8n marked it delivered. The lead is delivered again, with the same Idempotency-Key, which a
 * CRM honours (the sink flags it as a replay); the crash test counts those and shows them.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { protocolOf } from '../../src/contracts/protocol.ts';

const SINK = process.env.N8N_SINK ?? 'http://127.0.0.1:4412';
const N8N = process.env.N8N_URL ?? 'http://127.0.0.1:5678';
const SITE = process.env.N8N_SITE ?? 'http://127.0.0.1:4411';

interface Delivered {
  call: string;
  key: string;
  idempotencyKey: string | null;
  /** The key had reached the CRM before. */
  replay: boolean;
  lead: Record<string, unknown>;
}

interface Executions {
  byStatus: Record<string, number>;
  containing: number;
}

const received = async () => (await (await fetch(`${SINK}/received`)).json()) as Delivered[];
const stored = async () =>
  (await (await fetch(`${SINK}/leads`)).json()) as { key: string; delivered: boolean; hasPayload: boolean }[];
const control = (path: string) => fetch(`${SINK}${path}`, { method: 'POST' });

/** A barrier report (call 23), a lead with a protocol, from an e-mail that names the test. */
const report = (email: string) => ({
  nome: 'Rita Lima',
  email,
  pagina: '/contact',
  descricao: 'O botão de enviar não é anunciado pelo leitor de tela.',
  tipo: 'barreira_acessibilidade',
  timestamp: new Date().toISOString(),
});

const send = (body: unknown, key: string, headers: Record<string, string> = {}) =>
  fetch(`${N8N}/webhook/acessibilidade`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    () => ({ status: 0, body: '' }),
  );

/** How many times each of `keys` reached the CRM; with `firstOnly`, replays of a key are not counted. */
async function deliveriesOf(keys: string[], { firstOnly = false } = {}): Promise<number[]> {
  const all = (await received()).filter((d) => !firstOnly || !d.replay);
  return keys.map((key) => all.filter((d) => d.idempotencyKey === `/webhook/acessibilidade ${key}`).length);
}

/** `items` through `task`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return out;
}

const run = `${Date.now()}`;
const emailOf = (test: string, i: number) => `${test}.${i}.${run}@carga.example`;

test.afterEach(async () => {
  await control('/crm?down=false&delayMs=0');
  await control('/n8n/start');
});

test('50 requests at once with one key: one lead, one delivery, one protocol for all', async () => {
  const key = randomUUID();
  const body = report(emailOf('mesma-chave', 0));
  const answers = await Promise.all(Array.from({ length: 50 }, () => send(body, key)));
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
  expect(new Set(answers.map((a) => JSON.parse(a.body).protocolo))).toEqual(new Set([protocolOf('ACS', key)]));
  await expect.poll(async () => (await stored()).find((l) => l.key.endsWith(key))?.delivered).toBe(true);
  expect(await deliveriesOf([key])).toEqual([1]);
});

test('500 leads, 50 at a time, then all 500 again: 500 delivered, none twice', async () => {
  test.setTimeout(600_000);
  const keys = Array.from({ length: 500 }, () => randomUUID());
  const bodies = keys.map((_, i) => report(emailOf('rajada', i)));
  for (const round of [1, 2]) {
    const statuses = await inBatches(keys, 50, async (key) => (await send(bodies[keys.indexOf(key)], key)).status);
    expect(
      statuses.filter((s) => s !== 201),
      `round ${round}`,
    ).toEqual([]);
  }
  await expect
    .poll(async () => (await deliveriesOf(keys)).filter((n) => n === 1).length, { timeout: 120_000 })
    .toBe(500);
  expect((await deliveriesOf(keys)).filter((n) => n !== 1)).toEqual([]);
  // Delivered leads keep only their key: the personal data left the database with the delivery.
  const rows = (await stored()).filter((l) => keys.some((k) => l.key.endsWith(k)));
  expect(rows.filter((l) => l.hasPayload)).toEqual([]);
});

test("n8n's pruning erases the successful executions, with the leads' data they carried", async () => {
  test.setTimeout(300_000);
  // The burst above: 1,000 executions, each with a lead in its input. n8n marks an execution it
  // must not save as deleted when it ends, and its pruning erases it at the next pass
  // (EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL: 1 minute here, 15 by default).
  await expect
    .poll(
      async () => ((await (await fetch(`${SINK}/executions?containing=rajada.`)).json()) as Executions).containing,
      {
        timeout: 240_000,
        intervals: [5_000],
      },
    )
    .toBe(0);
});

test('n8n killed (SIGKILL) mid-burst with a slow CRM, then restarted: every acknowledged lead arrives once', async () => {
  test.setTimeout(600_000);
  await control('/crm?delayMs=1500');
  const keys = Array.from({ length: 40 }, () => randomUUID());
  const bodies = keys.map((_, i) => report(emailOf('queda', i)));
  const answered = new Set<string>();
  const burst = Promise.all(
    keys.map(async (key, i) => {
      const { status } = await send(bodies[i], key);
      if (status === 201) answered.add(key);
    }),
  );
  // The crash comes once leads are answered and their deliveries are under way at the CRM.
  await expect.poll(() => answered.size, { timeout: 60_000 }).toBeGreaterThan(5);
  await expect
    .poll(async () => ((await (await fetch(`${SINK}/crm`)).json()) as { inFlight: number }).inFlight, {
      timeout: 60_000,
      intervals: [50],
    })
    .toBeGreaterThan(0);
  await control('/n8n/kill');
  await burst;
  await control('/n8n/start');
  await control('/crm?delayMs=0');
  // The site's outbox sends again whatever got no answer, with the same key.
  const unanswered = keys.filter((key) => !answered.has(key));
  const again = await Promise.all(unanswered.map((key) => send(bodies[keys.indexOf(key)], key)));
  expect(again.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
  // Deliveries cut off by the crash are taken again by the sweep, once their claim is overdue.
  await expect.poll(async () => (await deliveriesOf(keys)).filter((n) => n > 0).length, { timeout: 240_000 }).toBe(40);
  expect(await deliveriesOf(keys, { firstOnly: true })).toEqual(Array(40).fill(1));
  const replays = (await deliveriesOf(keys)).reduce((sum, n) => sum + n - 1, 0);
  test.info().annotations.push({
    type: 'crash',
    description: `${answered.size} of 40 answered before the kill; ${replays} delivered again with the same key after it`,
  });
  console.log(`[crash] ${answered.size} of 40 answered before the kill; ${replays} replays with the same key`);
});

test('the CRM down for a minute, then back: every lead arrives once', async () => {
  test.setTimeout(600_000);
  await control('/crm?down=true');
  const keys = Array.from({ length: 10 }, () => randomUUID());
  const answers = await Promise.all(keys.map((key, i) => send(report(emailOf('crm-fora', i)), key)));
  // Stored, so acknowledged: the outage is the engine's to ride out, not the visitor's.
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  // A resend during the outage is the same lead, not a new one, and not dropped either.
  await send(report(emailOf('crm-fora', 0)), keys[0] ?? '');
  // The outage itself: a minute, as the CRM would be down, not a wait for some state.
  await new Promise((r) => setTimeout(r, 60_000));
  expect(await deliveriesOf(keys)).toEqual(Array(10).fill(0));
  await control('/crm?down=false');
  await expect.poll(async () => (await deliveriesOf(keys)).filter((n) => n > 0).length, { timeout: 240_000 }).toBe(10);
  expect(await deliveriesOf(keys)).toEqual(Array(10).fill(1));
});

test('a cross-site text/plain post, an oversized body, text PostgreSQL cannot store and malformed JSON are refused as the local service refuses them, and nothing is stored', async () => {
  const plainKey = randomUUID();
  const plain = await send(JSON.stringify(report(emailOf('texto', 0))), plainKey, { 'Content-Type': 'text/plain' });
  expect(plain.status).toBe(415);
  const bigKey = randomUUID();
  const big = await send({ ...report(emailOf('grande', 0)), descricao: 'x'.repeat(40_000) }, bigKey);
  expect(big.status).toBe(413);
  const invisibleKey = randomUUID();
  const invisible = await send({ ...report(emailOf('invisivel', 0)), nome: '\u0000' }, invisibleKey);
  expect(invisible.status).toBe(400);
  expect(JSON.parse(invisible.body).fields).toEqual([{ field: 'nome', message: 'Valor inválido.' }]);
  // Text PostgreSQL cannot store (contracts/text.ts): refused naming the field, as the local
  // service refuses it; it was a 500 (the jsonb cast), retried by the browser and never stored.
  const brokenKeys: string[] = [];
  for (const [field, value] of [
    ['nome', 'Ana\u0000Silva'],
    ['descricao', 'Texto com um emoji partido \uD83D no meio.'],
  ] as const) {
    const key = randomUUID();
    brokenKeys.push(key);
    const answer = await send({ ...report(emailOf('texto-partido', brokenKeys.length)), [field]: value }, key);
    expect({ status: answer.status, fields: JSON.parse(answer.body).fields }, field).toEqual({
      status: 400,
      fields: [{ field, message: 'Valor inválido.' }],
    });
  }
  // Malformed JSON: n8n's body parser answers 422 before the workflow runs; so does the local service.
  const malformedKey = randomUUID();
  expect((await send('{"nome": "Ana",', malformedKey)).status).toBe(422);
  const keys = [plainKey, bigKey, invisibleKey, ...brokenKeys, malformedKey];
  expect((await stored()).filter((l) => keys.some((k) => l.key.endsWith(k)))).toEqual([]);
  expect(await deliveriesOf(keys)).toEqual(keys.map(() => 0));
});

test('the same key with another body is refused with 422, and the first lead stands', async () => {
  const key = randomUUID();
  expect((await send(report(emailOf('outro-corpo', 0)), key)).status).toBe(201);
  const other = await send(report(emailOf('outro-corpo', 1)), key);
  expect(other.status).toBe(422);
  await expect.poll(async () => (await deliveriesOf([key]))[0]).toBe(1);
});
