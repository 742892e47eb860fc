/**
 * `npm run dev`: Astro's dev server with hot reload, and the local lead service beside it, so
 * the forms, Gê, the trial and the blog's calls work while editing. The dev server passes
 * /webhook, /api and /_inbox to the service; leads go to data/dev/leads.sqlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 4321);
const servicePort = Number(process.env.SERVICE_PORT ?? port + 1);
const service = `http://127.0.0.1:${servicePort}`;

const children: ChildProcess[] = [
  spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(servicePort), HOST: '127.0.0.1', DATA_DIR: process.env.DATA_DIR ?? 'data/dev' },
    stdio: 'inherit',
  }),
  spawn('npx', ['astro', 'dev', '--port', String(port)], {
    env: { ...process.env, GVP_DEV_SERVICE: service },
    stdio: 'inherit',
  }),
];
console.log(`[dev] site at http://localhost:${port}, calls answered by the local service at ${service}`);
console.log(`[dev] what the forms send: http://localhost:${port}/_inbox`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// One of them ending (a crash, Ctrl-C) ends both.
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
