/**
 * `npm run bench:leads`: how many leads per second the local service stores durably,
 * against the raw rate of durable inserts into the same kind of database; then the same
 * question for the provider's engine, the n8n kit, as one instance and in queue mode with one
 * and two workers (scripts/test-n8n.ts --bench; `-- --local-only` skips them).
 *
 * autocannon: 50 connections for 20 s (BENCH_SECONDS), each request a new lead with its
 * own Idempotency-Key. Then: rows stored against 2xx answers (nothing lost, nothing
 * duplicated), and the ratio service/raw (target >= 0.5); for each n8n run, intake during a CRM
 * outage (scripts/lead-load.ts underWeather). BENCH_PORT sets the service's port,
 * N8N_TEST_PORT the first of the n8n runs' ports (scripts/test-n8n.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDb, storedKeyOf } from '../server/db.ts';
import { CALLS } from '../src/contracts/calls.ts';
import { payloads } from '../tests/fixtures/leads.ts';
import { postLeads, WEATHER_HEADER, type WeatherFigures, weatherRow } from './lead-load.ts';
import { startSite } from './serve.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const dataDir = resolve('data/bench');
rmSync(dataDir, { recursive: true, force: true });

/** The raw rate: one durable transaction per row, as the service does, for `ms`. */
function rawInsertRate(ms: number): number {
  const path = join(dataDir, 'raw', 'leads.sqlite');
  const db = openDb(path);
  const body = { ...payloads.contact };
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < ms) {
    db.insertLead({
      kind: 'contact',
      payload: body,
      idempotencyKey: `raw-${n}`,
      response: { status: 201, body: { ok: true } },
    });
    n++;
  }
  const rate = n / ((performance.now() - started) / 1000);
  db.close();
  return rate;
}

const raw = rawInsertRate(5_000);

const site = await startSite(Number(process.env.BENCH_PORT ?? 4430), {
  DATA_DIR: join(dataDir, 'service'),
  RATE_LIMIT_PER_MINUTE: '100000000',
});
/** Keys whose request was answered 2xx: each must be stored exactly once. */
const { result, answered: acknowledged } = await postLeads({
  url: `${site.url}${CALLS.contact.path}`,
  connections: 50,
  seconds,
  body: JSON.stringify(payloads.contact),
});
site.stop();
await new Promise((r) => setTimeout(r, 300));

const db = openDb(join(dataDir, 'service', 'leads.sqlite'));
const rows = db.leads({ limit: 10_000_000 });
db.close();
const storedKeys = new Map<string, number>();
for (const row of rows)
  if (row.idempotencyKey) storedKeys.set(row.idempotencyKey, (storedKeys.get(row.idempotencyKey) ?? 0) + 1);
const lost = [...acknowledged].filter((key) => !storedKeys.has(storedKeyOf(CALLS.contact.path, key))).length;
const duplicated = [...storedKeys.values()].filter((n) => n > 1).length;
const stored = rows.length;

const ok = result['2xx'];
const nonOk = result.non2xx + result.errors + result.timeouts;
const serviceRate = ok / result.duration;
console.log(`leads/s (2xx):          ${serviceRate.toFixed(0)}`);
console.log(`p99 latency:            ${result.latency.p99} ms`);
console.log(`non-2xx / errors:       ${result.non2xx} / ${result.errors + result.timeouts}`);
console.log(`2xx answers:            ${ok}`);
console.log(`rows stored:            ${stored} (the answers still in flight at the end are stored too)`);
console.log(`lost (2xx, no row):     ${lost}`);
console.log(`duplicated (key twice): ${duplicated}`);
console.log(`raw durable inserts/s:  ${raw.toFixed(0)}`);
console.log(`ratio service/raw:      ${(serviceRate / raw).toFixed(2)} (target >= 0.5)`);
if (lost > 0 || duplicated > 0 || nonOk > 0 || acknowledged.size !== ok) process.exitCode = 1;

/** The n8n runs, one after the other on the same ports: each prints one BENCH line. */
if (!process.argv.includes('--local-only')) {
  const rows: Record<string, unknown>[] = [];
  for (const args of [[], ['--queue', '--workers=1'], ['--queue', '--workers=2']]) {
    const run = spawnSync(process.execPath, ['scripts/test-n8n.ts', '--bench', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_SECONDS: String(seconds) },
    });
    const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH '));
    if (!line || run.status !== 0) process.exitCode = 1;
    rows.push(
      line ? (JSON.parse(line.slice(6)) as Record<string, unknown>) : { engine: `n8n ${args.join(' ')}: failed` },
    );
  }
  console.log('\nThe n8n kit (20 connections, each lead delivered to a CRM sink):');
  console.log(['engine', 'leads/s', 'p99 ms', 'answered', 'lost', 'duplicated'].join(' | '));
  for (const r of rows)
    console.log([r.engine, r.leadsPerSecond, r.p99Ms, r.answered, r.lost, r.duplicated].map(String).join(' | '));
  console.log(`local service, same run: ${serviceRate.toFixed(0)} leads/s, p99 ${result.latency.p99} ms`);
  console.log(
    `\nIntake during a CRM outage (200 leads at 20 a second, connections refused for ${process.env.OUTAGE_SECONDS ?? 90} s):`,
  );
  console.log(WEATHER_HEADER);
  for (const r of rows) if (r.outage) console.log(weatherRow(String(r.engine), r.outage as WeatherFigures));
}
