import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../server/app.ts';
import { loadArticles } from '../../server/blog.ts';
import { type Db, openDb } from '../../server/db.ts';
import { CALLS } from '../../src/contracts/calls.ts';
import { EMAIL_ALREADY_REGISTERED } from '../../src/contracts/options.ts';
import { MAX_BODY_BYTES } from '../../src/contracts/requests.ts';
import { payloads } from '../fixtures/leads.ts';

const ORIGIN = 'https://www.gvp.digital';
let db: Db;
let app: ReturnType<typeof createApi>;
const logs: string[] = [];

function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}, address = '127.0.0.1') {
  return app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(address),
  );
}

function inbox(host: string, address = '127.0.0.1') {
  return app.request('/_inbox', { headers: { Host: host } }, fromAddress(address));
}

beforeEach(() => {
  db = openDb(':memory:');
  logs.length = 0;
  app = createApi({ db, allowedOrigins: [ORIGIN], rateLimitPerMinute: 30, log: (l) => logs.push(l) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('every call stores exactly what it received', () => {
  const cases: [string, string, unknown, string][] = [
    ['demo modal (1)', CALLS.demoRequest.path, payloads.demo, 'demo'],
    ['chat submit (3)', CALLS.demoRequest.path, payloads.chatLead, 'chat_lead'],
    ['home contact (4)', CALLS.homeContact.path, payloads.homeContact, 'home_contact'],
    ['CV (5)', CALLS.contact.path, payloads.cv, 'curriculum'],
    ['contact (6)', CALLS.contact.path, payloads.contact, 'contact'],
    ['proposal (7)', CALLS.contact.path, payloads.proposal, 'proposal'],
    ['partner (8)', CALLS.partner.path, payloads.partner, 'partner'],
    ['blog create (10)', CALLS.blogCreate.path, payloads.blogCreate, 'blog_create'],
    ['e-mail parameter (14)', CALLS.emailParam.path, payloads.emailParam, 'email_param'],
    ['barrier report (23)', CALLS.accessibilityReport.path, payloads.accessibilityReport, 'accessibility_report'],
    ['data subject request (24)', CALLS.privacyRequest.path, payloads.privacyRequest, 'privacy_request'],
  ];
  for (const [name, path, payload, kind] of cases) {
    it(`${name} -> ${kind}`, async () => {
      const response = await post(path, payload, { 'Idempotency-Key': `k-${kind}` });
      expect(response.status).toBe(201);
      const [lead] = db.leads({ kind });
      expect(lead?.payload).toEqual(payload);
      // Keys are scoped to their path; an article is asked for once per slug, whatever the key.
      expect(lead?.idempotencyKey).toBe(
        kind === 'blog_create' ? `${path} slug:${payloads.blogCreate.slug}` : `${path} k-${kind}`,
      );
      expect(db.countLeads()).toBe(1);
    });
  }

  it('answers a barrier report and a data subject request with the protocol the browser showed', async () => {
    const key = '3f9a21bc-7d4e-4b1a-9c2f-0e8d6a5b4c3d';
    const report = await post(CALLS.accessibilityReport.path, payloads.accessibilityReport, { 'Idempotency-Key': key });
    expect(await report.json()).toMatchObject({ ok: true, protocolo: 'ACS-3F9A21BC' });
    const request = await post(CALLS.privacyRequest.path, payloads.privacyRequest, { 'Idempotency-Key': key });
    expect(await request.json()).toMatchObject({ ok: true, protocolo: 'LGPD-3F9A21BC' });
    // The same key again: the same answer, and still one request stored.
    const again = await post(CALLS.privacyRequest.path, payloads.privacyRequest, { 'Idempotency-Key': key });
    expect(await again.json()).toMatchObject({ ok: true, protocolo: 'LGPD-3F9A21BC' });
    expect(db.countLeads('privacy_request')).toBe(1);
  });

  it('files a correction (key "<first>~<n>") against its lead: one lead, its corrections, the first protocol', async () => {
    const key = '3f9a21bc-7d4e-4b1a-9c2f-0e8d6a5b4c3d';
    const edited = { ...payloads.privacyRequest, email: 'outro@exemplo.com.br' };
    await post(CALLS.privacyRequest.path, payloads.privacyRequest, { 'Idempotency-Key': key });
    const fix = await post(CALLS.privacyRequest.path, edited, { 'Idempotency-Key': `${key}~1` });
    expect(fix.status).toBe(201);
    expect(await fix.json()).toMatchObject({ ok: true, protocolo: 'LGPD-3F9A21BC' });
    // The correction again (its answer lost): the same answer, nothing twice; with another body, a 422.
    const again = await post(CALLS.privacyRequest.path, edited, { 'Idempotency-Key': `${key}~1` });
    expect(await again.json()).toMatchObject({ protocolo: 'LGPD-3F9A21BC' });
    const reused = await post(CALLS.privacyRequest.path, payloads.privacyRequest, { 'Idempotency-Key': `${key}~1` });
    expect(reused.status).toBe(422);
    expect(db.countLeads('privacy_request')).toBe(1);
    expect(db.corrections()).toMatchObject([
      { kind: 'privacy_request', leadKey: `${CALLS.privacyRequest.path} ${key}`, payload: edited },
    ]);
    const page = await (await inbox('localhost')).text();
    expect(page).toContain('Corrigido pelo visitante em');
    expect(page).toContain('outro@exemplo.com.br');
  });

  it('refuses a data subject request for a right the law does not list, and a report with no description', async () => {
    const right = await post(CALLS.privacyRequest.path, { ...payloads.privacyRequest, direito: 'Apagar a internet' });
    expect(right.status).toBe(400);
    const empty = await post(CALLS.accessibilityReport.path, { ...payloads.accessibilityReport, descricao: '\u200B' });
    expect(empty.status).toBe(400);
    expect(db.countLeads()).toBe(0);
  });

  it('keeps the page and session of the chat lead', async () => {
    await post(CALLS.demoRequest.path, payloads.chatLead);
    const [lead] = db.leads({ kind: 'chat_lead' });
    expect(lead?.page).toBe('/omni-zap');
    expect(lead?.sessionId).toBe('gvp_1763819100000_a1b2c3');
  });

  it('stores chat messages (2) as conversation events', async () => {
    const response = await post(CALLS.chatMessage.path, payloads.chatMessage);
    expect(response.status).toBe(201);
    const [event] = db.events('gvp_1763819100000_a1b2c3');
    expect(event).toMatchObject({ step: 'collecting_name', field: 'name', message: 'Carlos' });
    expect(event?.payload).toEqual(payloads.chatMessage);
    expect(db.countLeads()).toBe(0);
  });

  it('trial step 1 (12) answers a six-digit code and records it for whoever runs the site', async () => {
    const response = await post(CALLS.trialStart.path, payloads.trial, { 'Idempotency-Key': 'trial-1' });
    expect(response.status).toBe(200);
    const { code } = (await response.json()) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    expect(db.trialCodes()[0]).toMatchObject({ email: payloads.trial.email, code });
    expect(logs.join('\n')).toContain(code);
    // The same key answers the same code.
    const again = (await (
      await post(CALLS.trialStart.path, payloads.trial, { 'Idempotency-Key': 'trial-1' })
    ).json()) as {
      code: string;
    };
    expect(again.code).toBe(code);
    expect(db.countLeads('trial')).toBe(1);
    // ...and sends no second code: the visitor's e-mail carries the one the site compares with.
    expect(db.trialCodes().map((t) => t.code)).toEqual([code]);
    expect(logs.filter((line) => line.includes('[trial]'))).toHaveLength(1);
  });

  it('trial step 2 (13) creates the access once, then answers acao 0 with the known message', async () => {
    const first = await post(CALLS.accessCreate.path, payloads.access);
    expect(await first.json()).toEqual({ acao: 1, msg: 'Cadastro realizado com sucesso.' });
    const second = await post(CALLS.accessCreate.path, { ...payloads.access, email: 'PEDRO@padariamartins.com.br' });
    expect(await second.json()).toEqual({ acao: 0, msg: EMAIL_ALREADY_REGISTERED });
    expect(db.countLeads('access')).toBe(1);
  });
});

describe('bad input gets a clear JSON error and stores nothing', () => {
  it("malformed JSON: 422, as n8n's body parser answers it", async () => {
    const response = await post(CALLS.demoRequest.path, '{"nome": "Marina",');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'invalid_json' });
  });

  it.each([
    ['a missing field', { ...payloads.demo, email: undefined }],
    ['an unknown field', { ...payloads.demo, cpf: '123' }],
    ['an option outside the list', { ...payloads.demo, faturamento: 'R$ 10 bilhões' }],
    ['an invalid e-mail', { ...payloads.demo, email: 'marina@' }],
    ['an empty name', { ...payloads.demo, nome: '   ' }],
    ['a name that is a single NUL', { ...payloads.demo, nome: '\u0000' }],
    [
      'a name of invisible characters only (a right-to-left override, a zero-width space)',
      { ...payloads.demo, nome: '\u202E\u200B' },
    ],
    ['a company that is only a non-breaking space', { ...payloads.demo, empresa: '\u00A0' }],
    ['a timestamp that is not ISO', { ...payloads.demo, timestamp: 'ontem' }],
    ['a wrong fixed source', { ...payloads.demo, source: 'outro' }],
    ['an array', [payloads.demo]],
  ])('schema violation (%s): 400', async (_name, body) => {
    const response = await post(CALLS.demoRequest.path, body);
    expect(response.status).toBe(400);
    expect(db.countLeads()).toBe(0);
  });

  it('takes a name with invisible characters around visible ones, as typed', async () => {
    const response = await post(CALLS.demoRequest.path, { ...payloads.demo, nome: '\u200BMarina Souza' });
    expect(response.status).toBe(201);
  });

  it('names the fields that failed', async () => {
    const response = await post(CALLS.partner.path, { ...payloads.partner, verticals: 'Mineração' });
    const body = (await response.json()) as { fields: { field: string }[] };
    expect(body.fields.map((f) => f.field)).toEqual(['verticals']);
  });

  it('a content type other than JSON: 415', async () => {
    const response = await app.request(
      CALLS.contact.path,
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(payloads.contact) },
      fromAddress('127.0.0.1'),
    );
    expect(response.status).toBe(415);
    expect(db.countLeads()).toBe(0);
  });

  it('a body over 32 KiB: 413, also when sent chunked', async () => {
    const big = { ...payloads.contact, mensagem: 'a'.repeat(MAX_BODY_BYTES) };
    expect((await post(CALLS.contact.path, big)).status).toBe(413);
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const chunked = await app.request(
      CALLS.contact.path,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit,
      fromAddress('127.0.0.1'),
    );
    expect(chunked.status).toBe(413);
    expect(db.countLeads()).toBe(0);
  });

  it('more than the limit per minute from one address: 429 with Retry-After, others unaffected', async () => {
    // Only the clock is faked: the service's own timers and the database run as they are.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    app = createApi({ db, allowedOrigins: [ORIGIN], rateLimitPerMinute: 30 });
    for (let i = 0; i < 30; i++)
      expect((await post(CALLS.emailParam.path, payloads.emailParam, {}, '10.0.0.1')).status).toBe(201);
    vi.setSystemTime(Date.now() + 15_000);
    const limited = await post(CALLS.emailParam.path, payloads.emailParam, {}, '10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('45');
    expect(await limited.json()).toMatchObject({ error: 'rate_limited', retryAfter: 45 });
    expect(db.countLeads()).toBe(30);
    expect((await post(CALLS.emailParam.path, payloads.emailParam, {}, '10.0.0.2')).status).toBe(201);
    vi.setSystemTime(Date.now() + 45_000);
    expect((await post(CALLS.emailParam.path, payloads.emailParam, {}, '10.0.0.1')).status).toBe(201);
  });

  it('a filled honeypot is answered 200 and stored nowhere; an empty one is ignored', async () => {
    const bot = await post(CALLS.demoRequest.path, { ...payloads.demo, _gotcha: 'http://spam.example' });
    expect(bot.status).toBe(200);
    expect(db.countLeads()).toBe(0);
    const person = await post(CALLS.demoRequest.path, { ...payloads.demo, _gotcha: '' });
    expect(person.status).toBe(201);
    expect(db.leads()[0]?.payload).toEqual(payloads.demo);
  });
});

describe('idempotency', () => {
  it('the same key sent again returns the first answer and stores one row', async () => {
    const first = await post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'abc' });
    const second = await post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'abc' });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(db.countLeads()).toBe(1);
  });

  it('the same key with another body is refused with 422, and the second lead is not mistaken for the first', async () => {
    await post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'reused' });
    const other = await post(
      CALLS.demoRequest.path,
      { ...payloads.demo, email: 'outra@empresa.com.br' },
      { 'Idempotency-Key': 'reused' },
    );
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: string }).error).toBe('idempotency_key_reused');
    expect(db.countLeads()).toBe(1);
  });

  it('a key is scoped to its endpoint: the same key on another webhook is another lead', async () => {
    expect((await post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'k1' })).status).toBe(201);
    expect((await post(CALLS.partner.path, payloads.partner, { 'Idempotency-Key': 'k1' })).status).toBe(201);
    expect(db.countLeads('demo')).toBe(1);
    expect(db.countLeads('partner')).toBe(1);
  });

  it('an empty or over-long key is refused with 400 instead of ignored', async () => {
    const long = await post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'k'.repeat(256) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe('invalid_idempotency_key');
    expect((await post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'k'.repeat(255) })).status).toBe(
      201,
    );
    expect(db.countLeads()).toBe(1);
  });

  it('a missing article is asked for once per slug, however many visits ask', async () => {
    for (const autor of ['GVP.Digital', 'GVP.Digital', 'Outro autor']) {
      expect((await post(CALLS.blogCreate.path, { ...payloads.blogCreate, autor })).status).toBe(201);
    }
    expect(db.countLeads('blog_create')).toBe(1);
  });

  it('20 concurrent sends with one key store one row', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(CALLS.demoRequest.path, payloads.demo, { 'Idempotency-Key': 'same-lead' })),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect(db.countLeads()).toBe(1);
  });
});

describe('CORS', () => {
  it('answers the configured origin, with Vary: Origin', async () => {
    const response = await app.request(CALLS.demoRequest.path, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('idempotency-key');
    expect(response.headers.get('Vary')).toContain('Origin');
  });

  it('does not answer other origins', async () => {
    const response = await post(CALLS.demoRequest.path, payloads.demo, { Origin: 'https://malicioso.example' });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Vary')).toContain('Origin');
  });
});

describe('the local inbox', () => {
  it('lists the leads and trial codes on this machine, and refuses other addresses', async () => {
    await post(CALLS.partner.path, payloads.partner);
    const code = ((await (await post(CALLS.trialStart.path, payloads.trial)).json()) as { code: string }).code;
    const page = await inbox('localhost:4321');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Consultoria Alves');
    expect(html).toContain(code);
    expect((await inbox('localhost:4321', '203.0.113.9')).status).toBe(403);
  });

  it('answers only the names this service goes by: a rebinding host name reads nothing', async () => {
    await post(CALLS.partner.path, payloads.partner);
    for (const host of ['127.0.0.1:4321', 'localhost', '[::1]:4321', 'www.gvp.digital']) {
      expect((await inbox(host)).status, host).toBe(200);
    }
    for (const host of ['rebind.evil.example:4321', 'evil.example', '127.0.0.1.nip.io:4321']) {
      const response = await inbox(host);
      expect(response.status, host).toBe(403);
      expect(await response.text()).not.toContain('Consultoria Alves');
    }
  });

  it('escapes what visitors typed', async () => {
    await post(CALLS.partner.path, { ...payloads.partner, empresa: '<script>alert(1)</script>' });
    const html = await (await inbox('localhost:4321')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});

describe('the blog webhook (calls 9 and 11)', () => {
  const articles = loadArticles('content/blog');
  const blogApp = () => createApi({ db: openDb(':memory:'), articles, allowedOrigins: [], rateLimitPerMinute: 1000 });

  it('answers one article by slug, with every field of the spec, or an empty array', async () => {
    const [first] = articles;
    const found = (await (await blogApp().request(`/webhook/blogs?slug=${first?.slug}`)).json()) as Record<
      string,
      unknown
    >[];
    expect(found).toHaveLength(1);
    expect(Object.keys(found[0] ?? {}).sort()).toEqual(
      [
        'author',
        'category',
        'content',
        'date',
        'excerpt',
        'image',
        'meta_description',
        'readtime',
        'slug',
        'title',
      ].sort(),
    );
    expect(await (await blogApp().request('/webhook/blogs?slug=nao-existe')).json()).toEqual([]);
  });

  it('pages the list, newest first, with an empty page at the end', async () => {
    const app = blogApp();
    const page1 = (await (await app.request('/webhook/blogs?root=true&page=1')).json()) as { date: string }[];
    const page2 = (await (await app.request('/webhook/blogs?root=true&page=2')).json()) as unknown[];
    expect(page1).toHaveLength(6);
    expect(page2).toHaveLength(articles.length - 6);
    expect(await (await app.request('/webhook/blogs?root=true&page=3')).json()).toEqual([]);
    expect([...page1].sort((a, b) => b.date.localeCompare(a.date))).toEqual(page1);
  });

  it('searches title, excerpt and content, ignoring case and accents', async () => {
    const app = blogApp();
    const byTitle = (await (await app.request('/webhook/blogs?root=true&page=1&search=URA%20INTELIGENTE')).json()) as {
      slug: string;
    }[];
    expect(byTitle.map((a) => a.slug)).toContain('ura-inteligente-x-ura-tradicional');
    const accentless = (await (await app.request('/webhook/blogs?root=true&page=1&search=gestao')).json()) as unknown[];
    expect(accentless.length).toBeGreaterThan(0);
    expect(await (await app.request('/webhook/blogs?root=true&page=1&search=xyzzy')).json()).toEqual([]);
  });
});

describe('the build reads the blog webhook when it is configured', () => {
  it('collects every article through the list pages and the article call', async () => {
    const { fetchAllArticles } = await import('../../src/build/blog-webhook.ts');
    const articles = loadArticles('content/blog');
    const app = createApi({ db: openDb(':memory:'), articles, allowedOrigins: [], rateLimitPerMinute: 1000 });
    const viaApp = ((input: string) =>
      app.request(new URL(input).pathname + new URL(input).search)) as unknown as typeof fetch;
    const fetched = await fetchAllArticles('https://automacao.example/', viaApp);
    expect(fetched).toEqual(articles);
  });
});
