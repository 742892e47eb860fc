/**
 * `npm run dev`: Astro's dev server with hot reload, and the local lead service beside it, so
 * the forms, Gê, the trial and the blog's calls work while editing. The dev server passes
 * /webhook, /api and /_inbox to the service; leads go to data/dev/leads.sqlite.
 */
import { spawn } from 'node:child_process';
import { runTogether } from './serve.ts';

const port = Number(process.env.PORT ?? 4321);
const servicePort = Number(process.env.SERVICE_PORT ?? port + 1);
const service = `http://127.0.0.1:${servicePort}`;

runTogether([
  spawn(process.execPath, ['server/main.ts'], {
    // The dev server serves the pages, so the service answers the calls only: no build needed.
    env: {
      ...process.env,
      PORT: String(servicePort),
      HOST: '127.0.0.1',
      SERVE_SITE: 'no',
      DATA_DIR: process.env.DATA_DIR ?? 'data/dev',
    },
    stdio: 'inherit',
  }),
  // Astro itself, not through npx, so that stopping this script stops the dev server too.
  // On loopback only: nothing of an editor's working copy answers another machine.
  spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, GVP_DEV_SERVICE: service },
    stdio: 'inherit',
  }),
]);
console.log(`[dev] site at http://localhost:${port}, calls answered by the local service at ${service}`);
console.log(`[dev] what the forms send: http://localhost:${port}/_inbox`);
