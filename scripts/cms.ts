/**
 * `npm run cms`: the editors' studio on this machine. Three processes:
 * - the studio (Decap CMS) at http://localhost:4330, its configuration generated from the
 *   content schemas (cms/config.ts) and every save checked against them (cms/validate.ts);
 * - decap-server on 8081, which reads and writes content/ and public/ of this checkout;
 * - the site with hot reload at http://localhost:4321 (scripts/dev.ts), where a saved page
 *   shows at once.
 * CMS_PORT, SITE_PORT and DECAP_PORT change the ports.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { stringify } from 'yaml';
import { cmsConfig } from '../cms/config.ts';
import { problemsOf } from '../cms/validate.ts';
import { runTogether } from './serve.ts';

const studioPort = Number(process.env.CMS_PORT ?? 4330);
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const decapPort = Number(process.env.DECAP_PORT ?? 8081);
const siteUrl = `http://localhost:${sitePort}`;

const config = {
  ...cmsConfig({ backend: { name: 'local' }, siteUrl }),
  local_backend: { url: `http://localhost:${decapPort}/api/v1` },
};

/**
 * `npm run cms -- --export <dir>`: the studio for production, as static files for a host of
 * its own (such as https://studio.gvp.digital): the same fields, the GitHub backend, and
 * every save a commit by the editor's GitHub account. README.md, 'The studio in production'.
 */
const exportAt = process.argv.indexOf('--export');
if (exportAt !== -1) {
  const dir = process.argv[exportAt + 1] ?? 'dist-studio';
  const repo = process.env.CMS_GITHUB_REPO;
  if (!repo) {
    console.error('[cms] Set CMS_GITHUB_REPO (owner/name) to export the studio.');
    process.exit(1);
  }
  const production = cmsConfig({
    backend: { name: 'github', repo, branch: process.env.CMS_BRANCH ?? 'main', base_url: process.env.CMS_AUTH_URL },
    siteUrl: process.env.SITE_ORIGIN ?? 'https://www.gvp.digital',
  });
  mkdirSync(dir, { recursive: true });
  cpSync('node_modules/decap-cms/dist', join(dir, 'decap'), { recursive: true, filter: (f) => !f.endsWith('.map') });
  writeFileSync(join(dir, 'index.html'), readFileSync('cms/admin.html', 'utf8'));
  writeFileSync(join(dir, 'config.yml'), stringify(production));
  console.log(`[cms] the studio for ${repo}, as static files in ${dir}/`);
  process.exit(0);
}

const studio = new Hono();
studio.get('/', (c) => c.html(readFileSync('cms/admin.html', 'utf8')));
studio.get('/config.yml', (c) => c.body(stringify(config), 200, { 'Content-Type': 'text/yaml; charset=utf-8' }));
studio.use(
  '/decap/*',
  serveStatic({ root: 'node_modules/decap-cms/dist', rewriteRequestPath: (p) => p.replace(/^\/decap/, '') }),
);
studio.post('/api/validate/:collection/:entry?', async (c) =>
  c.json({ problems: problemsOf(c.req.param('collection'), await c.req.json(), c.req.param('entry')) }),
);

const children = [
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: { ...process.env, PORT: String(decapPort), MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['scripts/dev.ts'], { env: { ...process.env, PORT: String(sitePort) }, stdio: 'inherit' }),
];
const server = serve({ fetch: studio.fetch, port: studioPort, hostname: '127.0.0.1' }, () => {
  console.log(`[cms] the studio: http://localhost:${studioPort} (saves to content/ and public/ of this checkout)`);
  console.log(`[cms] the site, live: ${siteUrl}`);
});

runTogether(children, () => server.close());
