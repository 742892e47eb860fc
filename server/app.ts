/**
 * The local lead service: every call of the contracts (src/contracts/calls.ts) at the paths
 * the site uses locally, validated with the contracts' schemas and stored in SQLite. It
 * takes only the contracts from src/.
 */
import { createHash, randomInt } from 'node:crypto';
import { zValidator } from '@hono/zod-validator';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { type RateLimitInfo, rateLimiter } from 'hono-rate-limiter';
import { z } from 'zod';
import { BLOG_PAGE_SIZE, type BlogArticle } from '../src/contracts/blog.ts';
import {
  accessCreateSchema,
  bookingCancelSchema,
  bookingCreateSchema,
  bookingMoveSchema,
  bookingReadQuerySchema,
  chatMessageSchema,
  SCHEMAS,
} from '../src/contracts/bodies.ts';
import { BOOKING_MESSAGES, DEFAULT_SCHEDULE, type SlotsAnswer } from '../src/contracts/booking.ts';
import {
  CALL_NAMES,
  CALLS,
  type CallContract,
  type CallName,
  callFor,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  isBookingCall,
} from '../src/contracts/calls.ts';
import { EMAIL_ALREADY_REGISTERED } from '../src/contracts/options.ts';
import { correctionOf, leadKeyOf, protocolOf } from '../src/contracts/protocol.ts';
import { MAX_BODY_BYTES, MAX_KEY_LENGTH, REFUSALS } from '../src/contracts/requests.ts';
import { searchArticles } from './blog.ts';
import type { BookingResult, Bookings } from './bookings.ts';
import { type Db, storedKeyOf } from './db.ts';
import { renderInbox } from './inbox.ts';
import { createLeadWriter } from './writer.ts';

export interface ApiOptions {
  db: Db;
  /** The articles the blog webhook answers with (calls 9 and 11). */
  articles?: BlogArticle[];
  /** Origins allowed to call from a browser on another origin (CORS). */
  allowedOrigins: string[];
  /** Requests per minute from one address before 429. */
  rateLimitPerMinute: number;
  /** The demo bookings (calls 18 to 22); without them those paths answer 404. */
  bookings?: Bookings;
  /** The slot length the bookings use, and the zone their hours are in. */
  bookingSchedule?: { slotMinutes: number; timeZone: string };
  /** The service's clock for bookings (tests fix it). */
  now?: () => Date;
  log?: (line: string) => void;
}

/** The calls stored as leads by the generic route (2, 9, 11 and 13 have their own). */
const isStoredLead = (name: CallName) =>
  CALLS[name].method === 'POST' && name !== 'chatMessage' && name !== 'accessCreate' && !isBookingCall(name);

/** The same body however its keys are ordered. */
function fingerprintOf(payload: Record<string, unknown>): string {
  const sorted = JSON.stringify(payload, Object.keys(payload).sort());
  return createHash('sha256').update(sorted).digest('hex');
}

type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
type Env = { Bindings: Bindings; Variables: { rateLimit: RateLimitInfo } };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function clientAddress(c: Context<Env>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

function problem(c: Context, status: 400 | 413 | 415 | 422 | 429, error: string, message: string, extra = {}) {
  return c.json({ error, message, ...extra }, status);
}

/**
 * The fields a body failed on, for the 400 answer: each once, with its first rule's message (a
 * blank name breaks two rules), as the n8n kit names them.
 */
const failedFields = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const named = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '(corpo)';
    if (!named.has(field)) named.set(field, issue.message);
  }
  return [...named].map(([field, message]) => ({ field, message }));
};

/** A 400 naming the fields, when a body does not match its call's schema. */
const invalidPayload = (
  result:
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } },
  c: Context,
) => {
  if (!result.success)
    return problem(c, 400, 'invalid_payload', REFUSALS.invalid_payload, { fields: failedFields(result.error.issues) });
};

/** JSON only: the validator below reads the body, but would take another type for an empty one. */
const requireJson: MiddlewareHandler<Env> = async (c, next) => {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    return problem(c, 415, 'unsupported_media_type', REFUSALS.unsupported_media_type);
  }
  await next();
};

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: 'payload_too_large', message: REFUSALS.payload_too_large }, 413),
});

/**
 * The body of a path shared by lead calls: the contract tells which call it is (callFor)
 * and that call's schema checks it. A filled honeypot is a bot, whatever else it sends.
 */
function leadBody(path: string) {
  return z.record(z.string(), z.unknown()).transform((body, ctx) => {
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body;
    if (String(honeypot ?? '').trim()) return { bot: true as const };
    const call = callFor(path, fields);
    if (!call) {
      ctx.addIssue({ code: 'custom', message: 'O corpo não corresponde a nenhuma chamada deste caminho.' });
      return z.NEVER;
    }
    const parsed = SCHEMAS[call].safeParse(fields);
    if (!parsed.success) {
      for (const { message, path } of parsed.error.issues) ctx.addIssue({ code: 'custom', message, path });
      return z.NEVER;
    }
    return { bot: false as const, call, payload: parsed.data as Record<string, unknown> };
  });
}

export function createApi({
  db,
  articles = [],
  allowedOrigins,
  rateLimitPerMinute,
  bookings,
  bookingSchedule = DEFAULT_SCHEDULE,
  now = () => new Date(),
  log = console.log,
}: ApiOptions) {
  const app = new Hono<Env>();
  const origins = new Set(allowedOrigins);
  // The names this service answers to: loopback, and the hosts of the allowed origins.
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]', ...allowedOrigins.map((o) => new URL(o).hostname)]);
  const hostAllowed = (host: string | undefined) =>
    host !== undefined && hosts.has(host.replace(/:\d+$/, '').toLowerCase());

  const apiCors = cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
  app.use('/webhook/*', apiCors);
  app.use('/api/*', apiCors);

  // Malformed JSON reaches the validator as an exception: answer it like every other error,
  // with n8n's status for it (its body parser answers 422 before any workflow runs), so both
  // engines give the same code for the same body.
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 400) {
      return problem(c, 422, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
    }
    throw error;
  });

  const routes: Routes = { app, guard: guardOf(rateLimitPerMinute), db, now, log };
  leadRoutes(routes);
  conversationRoutes(routes);
  blogRoutes(routes, articles);
  if (bookings) bookingRoutes(routes, bookings, bookingSchedule);
  app.get('/api/health', (c) => c.json({ ok: true }));

  // The local inbox: what the site captured, for whoever runs it. It shows personal data:
  // only from this machine, only under a name this service answers to (a page on a
  // rebinding host name cannot read it), and never cached.
  app.get('/_inbox', (c) => {
    c.header('Cache-Control', 'no-store');
    if (!LOOPBACK.test(clientAddress(c)) || !hostAllowed(c.req.header('host'))) {
      return c.text('Disponível apenas nesta máquina.', 403);
    }
    return c.html(renderInbox(db, bookings));
  });

  return app;
}

/** What every group of routes is given. */
interface Routes {
  app: Hono<Env>;
  /** The checks before a body is read: the rate limit, the size limit, JSON only. */
  guard: ReturnType<typeof guardOf>;
  db: Db;
  now: () => Date;
  log: (line: string) => void;
}

function guardOf(rateLimitPerMinute: number) {
  // A fixed one-minute window per address, answered with Retry-After.
  const limit = rateLimiter<Env>({
    windowMs: 60_000,
    limit: rateLimitPerMinute,
    standardHeaders: 'draft-7',
    keyGenerator: clientAddress,
    handler: (c) =>
      problem(c, 429, 'rate_limited', 'Muitas requisições. Tente novamente em instantes.', {
        retryAfter: Math.max(1, Math.ceil(((c.get('rateLimit').resetTime?.getTime() ?? 0) - Date.now()) / 1000)),
      }),
  });
  return [limit, limitBody, requireJson] as const;
}

function leadRoutes({ app, guard, db, log }: Routes): void {
  const writer = createLeadWriter(db);
  /**
   * The routes of the lead calls, one per path: the contract tells which call on a shared
   * path a body is (callFor), its schema validates it, and it is stored as the call's kind.
   * A filled honeypot gets a 200 and nothing is stored. An Idempotency-Key is scoped to its
   * path: a repeat with the same body gets the first answer, with another body a 422.
   */
  for (const path of new Set(CALL_NAMES.filter(isStoredLead).map((name) => CALLS[name].path))) {
    app.post(path, ...guard, zValidator('json', leadBody(path), invalidPayload), async (c) => {
      const body = c.req.valid('json');
      if (body.bot) return c.json({ ok: true }, 200);
      const header = c.req.header(IDEMPOTENCY_HEADER)?.trim();
      if (header !== undefined && (header.length === 0 || header.length > MAX_KEY_LENGTH)) {
        return problem(c, 400, 'invalid_idempotency_key', REFUSALS.invalid_idempotency_key);
      }
      const { call, payload } = body;
      // An article is asked for once per slug, whoever asks and however often.
      const key = call === 'blogCreate' ? `slug:${String(payload.slug)}` : header;
      // An edited resend of a lead this service may have ('<first key>~<n>'): filed against it.
      const corrected = call !== 'blogCreate' && call !== 'trialStart' && header ? correctionOf(header) : null;
      const stored = await writer.write({
        kind: CALLS[call].kind,
        corrects: corrected ? storedKeyOf(path, corrected.first) : null,
        payload,
        page: typeof payload.page === 'string' ? payload.page : null,
        sessionId: typeof payload.sessionId === 'string' ? payload.sessionId : null,
        idempotencyKey: key ? storedKeyOf(path, key) : null,
        fingerprint: call === 'blogCreate' ? null : fingerprintOf(payload),
        response:
          call === 'trialStart' ? trialAnswer() : leadAnswer(call, key ? leadKeyOf(key) : fingerprintOf(payload)),
      });
      if (stored.conflict) {
        return problem(c, 422, 'idempotency_key_reused', REFUSALS.idempotency_key_reused);
      }
      // The code goes out (the log, the inbox) once: a retry with the same key is answered the
      // code already on its way, and the one drawn for it is dropped.
      if (call === 'trialStart' && !stored.duplicate) sendTrialCode(payload, stored.response.body);
      return c.json(stored.response.body as object, stored.response.status as 200 | 201);
    });
  }

  // A lead is answered with its protocol number when its call has one (contracts/protocol.ts):
  // the same number the browser showed, made from the same key.
  function leadAnswer(call: CallName, key: string) {
    const prefix = (CALLS[call] as CallContract).protocol;
    return { status: 201, body: prefix ? { ok: true, protocolo: protocolOf(prefix, key) } : { ok: true } };
  }

  // Call 12 answers the code as the provider's webhook does; whoever runs the site reads it
  // in the log and the inbox, as the visitor would in an e-mail or WhatsApp message.
  function trialAnswer() {
    return { status: 200, body: { code: String(randomInt(0, 1_000_000)).padStart(6, '0') } };
  }
  function sendTrialCode(payload: Record<string, unknown>, body: unknown) {
    const { code } = body as { code: string };
    db.saveTrialCode(String(payload.email), code);
    log(`[trial] código de verificação para ${String(payload.email)}: ${code}`);
  }
}

/** Calls 2 and 13: Gê's conversation events and the access sign-up. */
function conversationRoutes({ app, guard, db }: Routes): void {
  // Call 2: conversation events; the answer is not read by the chat.
  app.post(CALLS.chatMessage.path, ...guard, zValidator('json', chatMessageSchema, invalidPayload), (c) => {
    const event = c.req.valid('json');
    const { sessionId, step, field, message } = event;
    db.insertEvent({ sessionId, step, field, message, payload: event });
    return c.json({ ok: true }, 201);
  });

  // Call 13: the access sign-up, answered as the product's API does ({ acao, msg }).
  app.post(CALLS.accessCreate.path, ...guard, zValidator('json', accessCreateSchema, invalidPayload), (c) => {
    const access = c.req.valid('json');
    if (!db.createAccess(access)) return c.json({ acao: 0, msg: EMAIL_ALREADY_REGISTERED }, 200);
    db.insertLead({ kind: CALLS.accessCreate.kind, payload: access, response: { status: 200, body: {} } });
    return c.json({ acao: 1, msg: 'Cadastro realizado com sucesso.' }, 200);
  });
}

function blogRoutes({ app }: Routes, articles: BlogArticle[]): void {
  // Calls 9 and 11: one article by slug, or a page of the list (an empty page means no more).
  app.get(CALLS.blogs.path, (c) => {
    const slug = c.req.query('slug');
    if (slug !== undefined) return c.json(articles.filter((a) => a.slug === slug));
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const found = searchArticles(articles, c.req.query('search') ?? '');
    const items = found
      .slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)
      .map(({ content: _content, meta_description: _meta, readtime, ...item }) => ({
        id: item.slug,
        ...item,
        readTime: readtime,
      }));
    return c.json(items);
  });
}

/** Calls 18 to 22: the demo bookings. */
function bookingRoutes(
  { app, guard, now, log }: Routes,
  bookings: Bookings,
  bookingSchedule: NonNullable<ApiOptions['bookingSchedule']>,
): void {
  /** The header's key, checked like a lead's; `required` for a booking, which the outbox always keys. */
  const keyOf = (c: Context, path: string, required: boolean) => {
    const header = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (header === undefined && !required) return { key: undefined };
    if (!header || header.length > MAX_KEY_LENGTH) {
      return {
        refused: problem(c, 400, 'invalid_idempotency_key', REFUSALS.invalid_idempotency_key),
      };
    }
    return { key: `${path} ${header}` };
  };
  const slotsAnswer = (): SlotsAnswer => ({
    timeZone: bookingSchedule.timeZone,
    slotMinutes: bookingSchedule.slotMinutes,
    slots: bookings.slots(now()),
  });
  const answer = (c: Context, result: BookingResult) => {
    if (result.ok) return c.json(result.booking, result.status);
    // Taken by someone else, or closed by the rules (too close, past, a holiday...): the
    // reason, in the visitor's words, and the slots as they are now.
    if (result.error === 'slot_taken' || result.error === 'slot_unavailable') {
      const message = result.error === 'slot_taken' ? BOOKING_MESSAGES.slotTaken : BOOKING_MESSAGES.slotUnavailable;
      return c.json({ error: result.error, message, ...slotsAnswer() }, 409);
    }
    const message = result.error === 'cancelled' ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.notFound;
    return c.json({ error: result.error, message }, result.status);
  };

  // Call 18: the free slots, never cached (a booking takes one away).
  app.get(CALLS.bookingSlots.path, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(slotsAnswer());
  });

  // Call 19: one booking per key; the slot's unique index decides between two visitors.
  app.post(CALLS.bookingCreate.path, ...guard, zValidator('json', bookingCreateSchema, invalidPayload), (c) => {
    const { key, refused } = keyOf(c, CALLS.bookingCreate.path, true);
    if (refused) return refused;
    const body = c.req.valid('json');
    const result = bookings.book(
      { start: body.start, leadKey: body.leadKey, name: body.name, email: body.email, payload: body },
      key ?? '',
      now(),
    );
    if (result.ok && result.status === 201) log(`[booking] ${result.booking.protocol}: ${body.email} em ${body.start}`);
    return answer(c, result);
  });

  // Call 20: a booking by its token; any other token, well formed or not, is not found.
  app.get(CALLS.bookingRead.path, (c) => {
    c.header('Cache-Control', 'no-store');
    const query = bookingReadQuerySchema.safeParse(c.req.query());
    const booking = query.success ? bookings.read(query.data.token) : undefined;
    return booking ? c.json(booking) : answer(c, { ok: false, status: 404, error: 'not_found' });
  });

  // Calls 21 and 22: cancel and move, each once per key.
  app.post(CALLS.bookingCancel.path, ...guard, zValidator('json', bookingCancelSchema, invalidPayload), (c) => {
    const { key, refused } = keyOf(c, CALLS.bookingCancel.path, false);
    if (refused) return refused;
    return answer(c, bookings.cancel(c.req.valid('json').token, key));
  });
  app.post(CALLS.bookingMove.path, ...guard, zValidator('json', bookingMoveSchema, invalidPayload), (c) => {
    const { key, refused } = keyOf(c, CALLS.bookingMove.path, false);
    if (refused) return refused;
    const { token, start } = c.req.valid('json');
    return answer(c, bookings.move(token, start, key, now()));
  });
}
