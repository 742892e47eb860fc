/**
 * `npm start`: the built site and the local lead service on one origin.
 *
 * PORT (4321), HOST (127.0.0.1), DIST_DIR (./dist), DATA_DIR (./data; the database is
 * DATA_DIR/leads.sqlite, or DB_PATH), ALLOWED_ORIGINS (comma-separated, for CORS),
 * RATE_LIMIT_PER_MINUTE (60), SHUTDOWN_DEADLINE_MS (5000), BLOG_DIR (./content/blog, the articles of the blog webhook),
 * BOOKING_SCHEDULE (a JSON file of consultants and hours, server/schedule.ts), BOOKING_CLOCK (an ISO instant
 * the bookings always take as now, for tests only), SERVE_SITE ('no' under `npm run dev`, whose
 * dev server serves the pages: the service then answers the calls only, and needs no build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { SECURITY_HEADERS } from '../src/contracts/headers.ts';
import { createApi } from './app.ts';
import { loadArticles } from './blog.ts';
import { openDb } from './db.ts';
import { type HeaderRule, headersFor, parseHeadersFile } from './headers.ts';
import { isBrazilianHoliday } from './holidays.ts';
import { loadSchedule } from './schedule.ts';
import { siteRoutes } from './site.ts';

const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const dbPath = process.env.DB_PATH ?? join(resolve(process.env.DATA_DIR ?? 'data'), 'leads.sqlite');
const shownHost = hostname === '127.0.0.1' ? 'localhost' : hostname;
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const db = openDb(dbPath);
const app = new Hono();
// The headers of the build's `_headers` file, as a static host sends them: the security
// headers on every response, and each page's full Content-Security-Policy on that page.
// Without a build, the security headers of the config still go out.
const headersPath = join(distDir, '_headers');
const headerRules: HeaderRule[] = existsSync(headersPath)
  ? parseHeadersFile(readFileSync(headersPath, 'utf8'))
  : [{ path: '/*', headers: Object.entries(SECURITY_HEADERS) }];
app.use('*', async (c, next) => {
  await next();
  for (const [name, value] of headersFor(headerRules, c.req.path)) {
    // A page's policy is a second Content-Security-Policy: browsers enforce both.
    c.header(name, value, { append: name.toLowerCase() === 'content-security-policy' });
  }
});
const articles = loadArticles(resolve(process.env.BLOG_DIR ?? 'content/blog'));
const schedule = loadSchedule();
// A fixed instant for the tests' bookings: the same free slots however long a suite runs.
const fixedClock = process.env.BOOKING_CLOCK ? new Date(process.env.BOOKING_CLOCK) : undefined;
app.route(
  '/',
  createApi({
    db,
    articles,
    allowedOrigins,
    rateLimitPerMinute: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 60),
    // The messages to visitors link to the booking's page on the address this site is served at.
    bookings: db.bookings(schedule, isBrazilianHoliday, allowedOrigins[0]),
    bookingSchedule: { slotMinutes: schedule.slotMinutes, timeZone: schedule.timeZone },
    now: () => fixedClock ?? new Date(),
  }),
);
if (process.env.SERVE_SITE !== 'no') app.route('/', siteRoutes(distDir));

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`GVP.Digital site at http://${shownHost}:${info.port} (leads: ${dbPath}; inbox: /_inbox)`);
});

/** How long requests under way get to finish when the service is asked to stop. */
const SHUTDOWN_DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS ?? 5_000);

function shutdown(): void {
  // No new requests; idle keep-alive connections go now, busy ones when they finish or at
  // the deadline, so one hanging request cannot keep the service (and its database) open.
  server.close(() => {
    db.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    db.close();
    process.exit(0);
  }, SHUTDOWN_DEADLINE_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutdown);
