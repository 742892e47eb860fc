/**
 * The local lead service: every call of SPEC section 7 at the paths the site uses locally
 * (CALL_PATHS), validated with the shared contracts and stored in SQLite.
 */
import { randomInt } from 'node:crypto';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ZodType } from 'zod';
import { BLOG_PAGE_SIZE, type BlogArticle } from '../src/lib/blog.ts';
import {
  accessCreateSchema,
  blogCreateSchema,
  CALL_PATHS,
  chatLeadSchema,
  chatMessageSchema,
  contactSchema,
  cvSchema,
  demoRequestSchema,
  EMAIL_ALREADY_REGISTERED,
  emailParamSchema,
  HONEYPOT_FIELD,
  homeContactSchema,
  type LeadKind,
  partnerSchema,
  proposalSchema,
  trialStartSchema,
} from '../src/lib/contracts.ts';
import { searchArticles } from './blog.ts';
import type { Db } from './db.ts';
import { renderInbox } from './inbox.ts';
import { createLeadWriter } from './writer.ts';

export const MAX_BODY_BYTES = 32 * 1024;

export interface ApiOptions {
  db: Db;
  /** The articles the blog webhook answers with (calls 9 and 11). */
  articles?: BlogArticle[];
  /** Origins allowed to call from a browser on another origin (CORS). */
  allowedOrigins: string[];
  /** Requests per minute from one address before 429. */
  rateLimitPerMinute: number;
  log?: (line: string) => void;
  now?: () => number;
}

type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
type Env = { Bindings: Bindings; Variables: { json: Record<string, unknown> } };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function clientAddress(c: Context<Env>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

function problem(c: Context<Env>, status: 400 | 413 | 415 | 429, error: string, message: string, extra = {}) {
  return c.json({ error, message, ...extra }, status);
}

/** A fixed one-minute window per address. */
function rateLimit(limit: number, now: () => number): MiddlewareHandler<Env> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const t = now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (t - w.start >= 60_000) windows.delete(k);
    const key = clientAddress(c);
    const window = windows.get(key);
    if (!window || t - window.start >= 60_000) windows.set(key, { start: t, count: 1 });
    else if (++window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + 60_000 - t) / 1000));
      c.header('Retry-After', String(retryAfter));
      return problem(c, 429, 'rate_limited', 'Muitas requisições. Tente novamente em instantes.', { retryAfter });
    }
    await next();
  };
}

/** JSON only, at most MAX_BODY_BYTES (also when sent chunked), parsed once. */
const jsonBody: MiddlewareHandler<Env> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return problem(c, 415, 'unsupported_media_type', 'Envie os dados como application/json.');
  }
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return problem(c, 400, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return problem(c, 400, 'invalid_json', 'O corpo da requisição deve ser um objeto JSON.');
  }
  c.set('json', json as Record<string, unknown>);
  await next();
};

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: 'payload_too_large', message: 'Os dados enviados passam do limite de 32 KiB.' }, 413),
});

function idempotencyKey(c: Context<Env>): string | null {
  const key = c.req.header('idempotency-key')?.trim();
  return key && key.length <= 200 ? key : null;
}

export function createApi({
  db,
  articles = [],
  allowedOrigins,
  rateLimitPerMinute,
  log = console.log,
  now = Date.now,
}: ApiOptions) {
  const app = new Hono<Env>();
  const origins = new Set(allowedOrigins);
  const writer = createLeadWriter(db);

  const apiCors = cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  app.use('/webhook/*', apiCors);
  app.use('/api/*', apiCors);

  const guard = [rateLimit(rateLimitPerMinute, now), limitBody, jsonBody] as const;

  /**
   * A route that validates the body with `schema` and stores it as a lead of `kind`. A
   * filled honeypot gets a 200 and nothing is stored; a repeated Idempotency-Key gets the
   * first answer.
   */
  function leadRoute(
    path: string,
    pick: (body: Record<string, unknown>) => { kind: LeadKind; schema: ZodType },
    answer: (payload: Record<string, unknown>) => { status: 200 | 201; body: Record<string, unknown> } = () => ({
      status: 201,
      body: { ok: true },
    }),
  ) {
    app.post(path, ...guard, async (c) => {
      const body = { ...c.get('json') };
      if (HONEYPOT_FIELD in body) {
        if (String(body[HONEYPOT_FIELD] ?? '').trim()) return c.json({ ok: true }, 200);
        delete body[HONEYPOT_FIELD];
      }
      const key = idempotencyKey(c);
      const seen = key ? db.answerFor(key) : undefined;
      if (seen) return c.json(seen.body as object, seen.status as 200 | 201);
      const { kind, schema } = pick(body);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.') || '(corpo)',
          message: issue.message,
        }));
        return problem(c, 400, 'invalid_payload', 'Dados inválidos.', { fields });
      }
      const payload = parsed.data as Record<string, unknown>;
      const stored = await writer.write({
        kind,
        payload,
        page: typeof payload.page === 'string' ? payload.page : null,
        sessionId: typeof payload.sessionId === 'string' ? payload.sessionId : null,
        idempotencyKey: key,
        response: answer(payload),
      });
      return c.json(stored.response.body as object, stored.response.status as 200 | 201);
    });
  }

  // Calls 1 and 3 share the demo webhook: the chat's submit is the one with source 'chatbot'.
  leadRoute(CALL_PATHS.demo, (b) =>
    b.source === 'chatbot'
      ? { kind: 'chat_lead', schema: chatLeadSchema }
      : { kind: 'demo', schema: demoRequestSchema },
  );
  leadRoute(CALL_PATHS.homeContact, () => ({ kind: 'home_contact', schema: homeContactSchema }));
  // Calls 5, 6 and 7 share webhook/gvpomni: the CV says tipo 'curriculum', the proposal has `agentes`.
  leadRoute(CALL_PATHS.gvpomni, (b) =>
    b.tipo === 'curriculum'
      ? { kind: 'curriculum', schema: cvSchema }
      : 'agentes' in b
        ? { kind: 'proposal', schema: proposalSchema }
        : { kind: 'contact', schema: contactSchema },
  );
  leadRoute(CALL_PATHS.partner, () => ({ kind: 'partner', schema: partnerSchema }));
  leadRoute(CALL_PATHS.createBlog, () => ({ kind: 'blog_create', schema: blogCreateSchema }));
  leadRoute(CALL_PATHS.emailParam, () => ({ kind: 'email_param', schema: emailParamSchema }));
  // Call 12 answers the code as the provider's webhook does; whoever runs the site reads it
  // in the log and the inbox, as the visitor would in an e-mail or WhatsApp message.
  leadRoute(
    CALL_PATHS.trial,
    () => ({ kind: 'trial', schema: trialStartSchema }),
    (payload) => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      db.saveTrialCode(String(payload.email), code);
      log(`[trial] código de verificação para ${String(payload.email)}: ${code}`);
      return { status: 200, body: { code } };
    },
  );

  // Call 2: conversation events; the answer is not read by the chat.
  app.post(CALL_PATHS.chatMessage, ...guard, (c) => {
    const parsed = chatMessageSchema.safeParse(c.get('json'));
    if (!parsed.success) return problem(c, 400, 'invalid_payload', 'Dados inválidos.');
    const { sessionId, step, field, message } = parsed.data;
    db.insertEvent({ sessionId, step, field, message, payload: parsed.data });
    return c.json({ ok: true }, 201);
  });

  // Call 13: the access sign-up, answered as the product's API does ({ acao, msg }).
  app.post(CALL_PATHS.accessCreate, ...guard, (c) => {
    const parsed = accessCreateSchema.safeParse(c.get('json'));
    if (!parsed.success) return problem(c, 400, 'invalid_payload', 'Dados inválidos.');
    const access = parsed.data;
    if (!db.createAccess(access)) return c.json({ acao: 0, msg: EMAIL_ALREADY_REGISTERED }, 200);
    db.insertLead({ kind: 'access', payload: access, response: { status: 200, body: {} } });
    return c.json({ acao: 1, msg: 'Cadastro realizado com sucesso.' }, 200);
  });

  // Calls 9 and 11: one article by slug, or a page of the list (an empty page means no more).
  app.get(CALL_PATHS.blogs, (c) => {
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

  app.get('/api/health', (c) => c.json({ ok: true }));

  // The local inbox: what the site captured, for whoever runs it (loopback only: it shows personal data).
  app.get('/_inbox', (c) => {
    if (!LOOPBACK.test(clientAddress(c))) return c.text('Disponível apenas nesta máquina.', 403);
    return c.html(renderInbox(db));
  });

  return app;
}
