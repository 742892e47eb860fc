/**
 * `npm run observatory`: the real MDN HTTP Observatory (@mdn/mdn-http-observatory) against the
 * built site served by server/main.ts, as a visitor reaches it in production: http on port 80
 * redirecting to https on 443, in front of the local service. Needs a built dist/ and ports 80
 * and 443 (root, or a machine that allows them); without them it scans plain http and says that
 * the two transport tests (redirection, HSTS) cannot pass there.
 *
 * The scanner installs into the tool cache (scripts/tool-cache.ts)
 * without its install scripts, which download CA and HSTS lists from the internet.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttp, request as httpRequest } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSite } from './serve.ts';
import { installTool } from './tool-cache.ts';

const VERSION = '1.4.8';
const SITE_PORT = 4431;

function install(): string {
  const dir = installTool(`observatory-${VERSION}`, `@mdn/mdn-http-observatory@${VERSION}`, {
    npmArgs: ['--ignore-scripts'],
    // The preload list would come from the internet; this site is on no preload list anyway.
    after: (cwd) =>
      writeFileSync(join(cwd, 'node_modules', '@mdn', 'mdn-http-observatory', 'conf', 'hsts-preload.json'), '{}\n'),
  });
  return join(dir, 'node_modules', '@mdn', 'mdn-http-observatory');
}

/** A self-signed certificate for localhost, made with openssl. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = join(tmpdir(), 'gvp-observatory-tls');
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

async function listen(server: ReturnType<typeof createHttp>, port: number): Promise<boolean> {
  return new Promise((done) => {
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => done(true));
  });
}

async function main(): Promise<number> {
  const pkg = install();
  const site = await startSite(SITE_PORT, { DATA_DIR: join(tmpdir(), 'gvp-observatory-data') });

  // TLS in front of the service, as the host's edge is in production; http only redirects.
  const proxy = createHttps(certificate(), (req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: SITE_PORT, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  const redirect = createHttp((req, res) => {
    res.writeHead(301, { Location: `https://localhost${req.url ?? '/'}` }).end();
  });
  const tls = (await listen(proxy, 443)) && (await listen(redirect, 80));
  const host = tls ? 'localhost' : `127.0.0.1:${SITE_PORT}`;
  if (!tls) console.warn('Ports 80 and 443 are not available: scanning plain http (no redirection, no HSTS).');
  // The scan runs in its own process, which trusts our certificate as a browser trusts a real one.
  const scanner = spawn(process.execPath, [process.argv[1] ?? '', '--scan', host, pkg], {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: join(tmpdir(), 'gvp-observatory-tls', 'cert.pem') },
  });
  const score = await new Promise<number>((done) => scanner.once('exit', (code) => done(code ?? 1)));
  proxy.close();
  redirect.close();
  site.stop();
  return score;
}

/** The scan itself: prints every test and exits non-zero under OBSERVATORY_MIN_SCORE (100). */
async function scanOnly(host: string, pkg: string): Promise<number> {
  const { scan } = (await import(pathToFileURL(join(pkg, 'src', 'scanner', 'index.js')).href)) as {
    scan: (host: string) => Promise<{
      scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
      tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    }>;
  };
  const result = await scan(host);
  console.log(
    `MDN HTTP Observatory ${VERSION} on ${host.includes(':') ? `http://${host}` : `https://${host} (TLS in front of server/main.ts)`}`,
  );
  console.log(
    `Grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
  );
  for (const [name, test] of Object.entries(result.tests)) {
    const modifier = `${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier}`;
    console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${modifier})`);
  }
  return result.scan.score < Number(process.env.OBSERVATORY_MIN_SCORE ?? 100) ? 1 : 0;
}

const [mode, scanHost, scanPkg] = process.argv.slice(2);
(mode === '--scan' && scanHost && scanPkg ? scanOnly(scanHost, scanPkg) : main()).then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
