/**
 * `npm run test:host`: the built site served by Cloudflare's own local runtime
 * (`wrangler pages dev dist`, which applies `_redirects` and `_headers` as Cloudflare Pages
 * does), checked by tests/host/ in Chromium: routes, redirects, headers and the blog with no
 * webhook behind it. Wrangler installs into the tool cache (scripts/tool-cache.ts).
 * Builds first when there is no dist/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { waitForUrl } from './serve.ts';
import { installTool, TOOL_PATH } from './tool-cache.ts';

const MAJOR = '4';
const PORT = 8788;
const PATH = TOOL_PATH;

function install(): string {
  return join(installTool(`wrangler-${MAJOR}`, `wrangler@${MAJOR}`), 'node_modules', 'wrangler', 'bin', 'wrangler.js');
}

async function main(): Promise<number> {
  const cli = install();
  if (!existsSync('dist/index.html'))
    execFileSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, PATH } });
  const host = spawn(process.execPath, [cli, 'pages', 'dev', 'dist', '--port', String(PORT), '--ip', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH, WRANGLER_SEND_METRICS: 'false' },
  });
  await waitForUrl(`http://127.0.0.1:${PORT}/`, 60_000);
  const tests = spawn(
    'npx',
    ['playwright', 'test', '--config', 'playwright.host.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, PATH, HOST_URL: `http://127.0.0.1:${PORT}` },
    },
  );
  const status = await new Promise<number>((done) => tests.once('exit', (code) => done(code ?? 1)));
  host.kill('SIGTERM');
  return status;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
