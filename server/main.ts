/**
 * `npm start`: the built site and the local lead service on one origin.
 * PORT (default 4321), HOST (default 127.0.0.1) and DIST_DIR (default ./dist) configure it.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { siteRoutes } from './site.ts';

const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const app = new Hono();
app.route('/', siteRoutes(distDir));

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`GVP.Digital site at http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
