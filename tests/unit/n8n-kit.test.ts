/** The provider kit (n8n/workflows) is what `npm run n8n:kit` writes from the contracts: it cannot drift. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOKING_SQL_FILE, bookingSql, HOLIDAY_YEARS } from '../../scripts/n8n-booking.ts';
import { type BodySchema, wrongFields } from '../../scripts/n8n-code/request-check.ts';
import { FROM_CONTENT, PRODUCTION_ORIGINS } from '../../scripts/n8n-kit.ts';
import { DELIVERY_TIMEOUT_MS, LEADS_SQL_FILE, leadsSql, RETRY_AFTER_SECONDS } from '../../scripts/n8n-leads.ts';
import { codeJs, contract } from '../../scripts/n8n-nodes.ts';
import { PROXY_CONF_FILE, productionProxyConf } from '../../scripts/n8n-proxy.ts';
import { isBrazilianHoliday } from '../../server/holidays.ts';
import { PRICING_PAGE_AB } from '../../src/contracts/ab.ts';
import { bookingCreateSchema } from '../../src/contracts/bodies.ts';
import { DEFAULT_SCHEDULE, freeSlots, type Schedule } from '../../src/contracts/booking.ts';
import { CALL_NAMES, CALLS, type CallContract, isBookingCall } from '../../src/contracts/calls.ts';
import { correctionKey, correctionOf, leadKeyOf, protocolOf } from '../../src/contracts/protocol.ts';
import { MAX_BODY_BYTES } from '../../src/contracts/requests.ts';
import { checkOf, kit } from '../fixtures/kit.ts';

describe('the n8n kit', () => {
  it('is committed exactly as generated (run `npm run n8n:kit` after changing a contract)', () => {
    const committed = execFileSync('git', ['ls-files', 'n8n/workflows'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/^n8n\/workflows\//, ''));
    const fromContracts = Object.keys(kit).filter((name) => !FROM_CONTENT.includes(name));
    expect(committed.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(fromContracts.sort());
    for (const file of committed) {
      expect(JSON.parse(readFileSync(`n8n/workflows/${file}`, 'utf8')), file).toEqual(
        JSON.parse(JSON.stringify(kit[file.replace(/\.json$/, '')])),
      );
    }
  });

  it('commits nothing made from content/: the workflows that carry articles are written at publish time', () => {
    const ignored = (file: string) => {
      try {
        execFileSync('git', ['check-ignore', '-q', file]);
        return true;
      } catch {
        return false;
      }
    };
    for (const name of FROM_CONTENT) expect(ignored(`n8n/workflows/${name}.json`), name).toBe(true);
  });

  it('writes the bookings’ SQL beside the workflows, as generated', () => {
    expect(readFileSync(`n8n/${BOOKING_SQL_FILE}`, 'utf8')).toBe(bookingSql());
    expect(bookingSql()).toContain('CREATE UNIQUE INDEX IF NOT EXISTS gvp_bookings_slot');
  });

  it('has one webhook per path of the provider, with the origins listed without spaces', () => {
    const paths = new Set(CALL_NAMES.filter((n) => CALLS[n].host === 'webhook').map((n) => CALLS[n].path));
    // Every workflow but the delivery of leads, which runs on a schedule.
    const hooks = Object.values(kit).flatMap((flow) => flow.nodes.filter((n) => n.type === 'n8n-nodes-base.webhook'));
    expect(new Set(hooks.map((h) => `/webhook/${String(h?.parameters.path)}`))).toEqual(paths);
    for (const hook of hooks) {
      const options = hook?.parameters.options as { allowedOrigins?: string } | undefined;
      expect(options?.allowedOrigins).toBe(PRODUCTION_ORIGINS);
      expect(PRODUCTION_ORIGINS).not.toMatch(/\s/);
    }
  });

  it('every lead path stores, answers and ends: no node after the answer, no execution kept', () => {
    for (const name of CALL_NAMES.filter((n) => CALLS[n].delivery === 'lead' && !isBookingCall(n))) {
      const flow = kit[CALLS[name].path.replace('/webhook/', '')];
      const names = flow?.nodes.map((n) => n.name);
      expect(flow?.nodes[0]?.parameters.responseMode, name).toBe('responseNode');
      expect(names, name).toEqual(['Webhook', 'Verificar pedido', 'Guardar lead', 'Responder']);
      expect(flow?.connections, name).not.toHaveProperty('Responder');
      expect(flow?.settings, name).toMatchObject({ saveDataSuccessExecution: 'none', saveDataErrorExecution: 'none' });
      expect(String(flow?.nodes[2]?.parameters.query), name).toContain('gvp_lead_intake');
      const code = String(flow?.nodes[1]?.parameters.jsCode);
      expect(code, name).toContain('_gotcha');
      expect(code, name).toContain(`"${name}"`);
    }
    // The key is taken by the primary key, never by a read-then-write.
    expect(JSON.stringify(kit)).not.toContain('removeDuplicates');
    expect(leadsSql()).toContain('key text PRIMARY KEY');
    expect(leadsSql()).toContain('ON CONFLICT (key) DO NOTHING');
  });

  it('writes the leads’ SQL and the proxy beside the workflows, as generated', () => {
    expect(readFileSync(`n8n/${LEADS_SQL_FILE}`, 'utf8')).toBe(leadsSql());
    expect(readFileSync(`n8n/${PROXY_CONF_FILE}`, 'utf8')).toBe(productionProxyConf(PRODUCTION_ORIGINS));
  });

  it('delivers one lead per attempt, never retried inside n8n, each answer recorded before the next lead', () => {
    const flow = kit['leads-entrega'];
    const node = (name: string) => flow?.nodes.find((n) => n.name === name);
    const send = node('Entregar lead') as
      | (Record<string, unknown> & { parameters: Record<string, unknown> })
      | undefined;
    expect(flow?.nodes[0]?.type).toBe('n8n-nodes-base.scheduleTrigger');
    expect(String(node('Primeiro lead')?.parameters.query)).toContain('gvp_lead_next($1, 0)');
    // A node retry would post again a lead the CRM may hold; the attempts live in the table.
    expect(send?.retryOnFail).toBe(false);
    expect(send?.onError).toBe('continueErrorOutput');
    expect(send?.parameters.options).toMatchObject({
      timeout: DELIVERY_TIMEOUT_MS,
      response: { response: { neverError: true, fullResponse: true } },
    });
    // An answer (any status) is recorded with the next lead taken, which goes back to the POST; no
    // answer is recorded and ends the run.
    expect(flow?.connections).toEqual({
      'A cada 5 segundos': { main: [[{ node: 'Primeiro lead', type: 'main', index: 0 }]] },
      'Primeiro lead': { main: [[{ node: 'Entregar lead', type: 'main', index: 0 }]] },
      'Entregar lead': {
        main: [
          [{ node: 'Registrar e seguir', type: 'main', index: 0 }],
          [{ node: 'Registrar falha', type: 'main', index: 0 }],
        ],
      },
      'Registrar e seguir': { main: [[{ node: 'Entregar lead', type: 'main', index: 0 }]] },
    });
    expect(String(node('Registrar e seguir')?.parameters.query)).toContain('gvp_lead_answered');
    expect(String(node('Registrar falha')?.parameters.query)).toContain('gvp_lead_attempted');
    // A claim outlasts a delivery with room to record it, or a live delivery could be taken twice.
    expect(RETRY_AFTER_SECONDS * 1000).toBeGreaterThan(2 * DELIVERY_TIMEOUT_MS);
  });

  it('posts to the CRM from one node only: leads, notes and booking messages all wait in the queue', () => {
    const posting = Object.entries(kit).flatMap(([file, flow]) =>
      flow.nodes
        .filter((n) => String(n.parameters.url ?? '').includes('GVP_LEADS_URL'))
        .map((n) => `${file}/${n.name}`),
    );
    expect(posting).toEqual(['leads-entrega/Entregar lead']);
    // Every other workflow that tells the CRM something stores it for that node.
    const queueing = Object.entries(kit)
      .filter(([, flow]) =>
        flow.nodes.some((n) => /gvp_lead_(receive|intake)\(/.test(String(n.parameters.query ?? ''))),
      )
      .map(([file]) => file)
      .sort();
    const webhookPosts = Object.entries(kit)
      .filter(([, flow]) =>
        flow.nodes.some((n) => n.type === 'n8n-nodes-base.webhook' && n.parameters.httpMethod === 'POST'),
      )
      .map(([file]) => file)
      .sort();
    expect(queueing).toEqual(webhookPosts);
  });

  it('writes the protocol the browser shows: the same rule, run as the kit runs it', () => {
    const keys = ['3f9a21bc-7d4e-4b1a-9c2f-0e8d6a5b4c3d', 'lz3k9-0.5abc', 'AB', ''];
    const protocolJs = codeJs(contract('protocol.ts'));
    const run = runInNewContext(`${protocolJs}; ({ protocolOf, correctionOf, leadKeyOf })`) as {
      protocolOf: typeof protocolOf;
      correctionOf: typeof correctionOf;
      leadKeyOf: typeof leadKeyOf;
    };
    for (const key of [...keys, correctionKey(keys[0] ?? '', 2)]) {
      expect(run.protocolOf('LGPD', key), key).toBe(protocolOf('LGPD', key));
      expect(run.correctionOf(key), key).toEqual(correctionOf(key));
      expect(run.leadKeyOf(key), key).toBe(leadKeyOf(key));
    }
    for (const name of CALL_NAMES.filter((n) => (CALLS[n] as CallContract).protocol)) {
      const code = String(
        kit[CALLS[name].path.replace('/webhook/', '')]?.nodes.find((n) => n.type === 'n8n-nodes-base.code')?.parameters
          .jsCode,
      );
      expect(code, name).toContain(protocolJs);
      expect(code, name).toContain(`"${name}":"${(CALLS[name] as CallContract).protocol}"`);
    }
  });

  it('trial step 1 answers its code as a string, kept with its key; the blog list carries every article', () => {
    const { status, body, request } = checkOf('trial', {
      body: {
        nome: 'Marina Souza',
        email: 'marina@loja.com.br',
        whatsapp: '',
        nomeEmpresa: 'Loja da Marina',
        trial: true,
        pricingPageAB: PRICING_PAGE_AB.off,
      },
    });
    expect(status).toBeUndefined();
    expect(body).toBeUndefined();
    expect(request?.answer).toEqual({ status: 200, body: { code: expect.stringMatching(/^\d{6}$/) } });
    expect(request?.payload).toMatchObject({ call: 'trialStart', code: request?.answer.body.code });
    const blogs = String(kit.blogs?.nodes.find((n) => n.type === 'n8n-nodes-base.code')?.parameters.jsCode);
    for (const file of readdirSync('content/blog').filter((f) => f.endsWith('.md'))) {
      expect(blogs).toContain(`"slug":"${file.replace(/\.md$/, '')}"`);
    }
  });
});

describe('the kit refuses what the local service refuses', () => {
  const report = {
    nome: 'Rita Lima',
    email: 'rita@empresa.com.br',
    pagina: '/contact',
    descricao: 'O botão de enviar não é anunciado pelo leitor de tela.',
    tipo: 'barreira_acessibilidade',
    timestamp: '2026-11-26T12:00:00.000Z',
  };
  const key = '3f9a21bc-7d4e-4b1a-9c2f-0e8d6a5b4c3d';

  it('takes a valid lead with its key and the protocol the visitor was shown', () => {
    const { status, request } = checkOf('acessibilidade', { body: report, headers: { 'idempotency-key': key } });
    expect(status).toBeUndefined();
    expect(request).toMatchObject({
      key: `/webhook/acessibilidade ${key}`,
      call: 'accessibilityReport',
      lead: report,
      answer: { status: 201, body: { ok: true, protocolo: protocolOf('ACS', key) } },
      payload: { call: 'accessibilityReport', lead: report, protocolo: protocolOf('ACS', key) },
    });
  });

  it('refuses a cross-site form post (text/plain) with 415 and an oversized body with 413', () => {
    expect(
      checkOf('acessibilidade', { body: JSON.stringify(report), headers: { 'content-type': 'text/plain' } }).status,
    ).toBe(415);
    const big = { ...report, descricao: 'x'.repeat(MAX_BODY_BYTES) };
    expect(checkOf('acessibilidade', { body: big }).status).toBe(413);
    expect(checkOf('acessibilidade', { body: report, headers: { 'content-length': '40000' } }).status).toBe(413);
  });

  it('refuses, naming the fields, a name made only of invisible characters, an unknown field and a wrong option', () => {
    for (const invisible of ['\u0000', '\u202E', '\u200B']) {
      expect(checkOf('acessibilidade', { body: { ...report, nome: invisible } })).toMatchObject({
        status: 400,
        body: { error: 'invalid_payload', fields: [{ field: 'nome' }] },
      });
    }
    expect(checkOf('acessibilidade', { body: { ...report, extra: 1 } }).body?.fields).toEqual([
      { field: 'extra', message: 'Valor inválido.' },
    ]);
    expect(checkOf('lgpd', { body: { ...report, tipo: 'solicitacao_titular', relacao: 'x' } }).status).toBe(400);
  });

  it('answers a bot (honeypot) as a lead, and stores nothing', () => {
    expect(checkOf('acessibilidade', { body: { ...report, _gotcha: 'spam' } })).toEqual({
      status: 200,
      body: { ok: true },
      request: undefined,
    });
  });

  it('refuses an empty or overlong Idempotency-Key, as the local service does', () => {
    for (const bad of ['  ', 'k'.repeat(256)]) {
      expect(checkOf('acessibilidade', { body: report, headers: { 'idempotency-key': bad } }).body?.error).toBe(
        'invalid_idempotency_key',
      );
    }
  });
});

describe('the kit’s booking workflows', () => {
  const codeOf = (file: string, node: string) =>
    String(kit[file]?.nodes.find((n) => n.name === node)?.parameters.jsCode ?? '');

  /** The slots the workflow's Code node answers, run as n8n runs it, with the agenda given. */
  function slotsOfKit(schedule: Schedule, now: Date, taken: { consultant: string; start: string }[]) {
    const js = codeOf('booking-slots', 'Horários livres').replace(/\nreturn \[\{ json:[^\n]*$/, '');
    return runInNewContext(`${js}\nslotsAnswer(agenda, new Date(now))`, {
      agenda: { schedule, taken },
      now: now.toISOString(),
      TextEncoder,
      btoa,
    }) as { timeZone: string; slotMinutes: number; slots: { start: string }[] };
  }

  it('offers exactly the contracts’ slots: business hours, notice, holidays and taken slots', () => {
    const taken = [{ consultant: 'comercial', start: '2026-11-24T16:00:00.000Z' }];
    // A Tuesday morning, a Friday at 17:45, the week of Christmas and of 1 January, in Brasília.
    for (const iso of [
      '2026-11-24T10:00:00-03:00',
      '2026-11-27T17:45:00-03:00',
      '2026-12-22T12:00:00-03:00',
      '2026-12-30T09:00:00-03:00',
    ]) {
      const now = new Date(iso);
      const expected = freeSlots({
        schedule: DEFAULT_SCHEDULE,
        now,
        isHoliday: isBrazilianHoliday,
        taken: new Set(taken.map((t) => `${t.consultant} ${t.start}`)),
      }).map(({ start }) => ({ start }));
      expect(expected.length, iso).toBeGreaterThan(0);
      expect(slotsOfKit(DEFAULT_SCHEDULE, now, taken), iso).toEqual({
        timeZone: 'America/Sao_Paulo',
        slotMinutes: 30,
        slots: expected,
      });
    }
  });

  it('carries the national holidays of date-holidays for every year it covers', () => {
    const js = codeOf('booking-slots', 'Horários livres');
    for (let year = HOLIDAY_YEARS.from; year <= HOLIDAY_YEARS.to; year++) {
      for (const day of [`${year}-01-01`, `${year}-04-21`, `${year}-11-20`, `${year}-12-25`]) {
        expect(js, day).toContain(`"${day}"`);
      }
    }
  });

  it('answers with the status its Code node decides, never cached, and keeps state in PostgreSQL', () => {
    for (const file of ['booking-slots', 'booking', 'booking-read', 'booking-cancel', 'booking-move']) {
      const nodes = kit[file]?.nodes ?? [];
      const responder = nodes.find((n) => n.type === 'n8n-nodes-base.respondToWebhook');
      expect(responder?.parameters.options, file).toMatchObject({ responseCode: '={{ $json.status }}' });
      expect(
        nodes.some((n) => n.type === 'n8n-nodes-base.postgres'),
        file,
      ).toBe(true);
    }
    expect(codeOf('booking', 'Validar pedido')).toContain('"additionalProperties":false');
  });

  it("refuses, like the local service, a booking's name or company made only of invisible characters", () => {
    const schema = z.toJSONSchema(bookingCreateSchema, { io: 'input' }) as unknown as BodySchema;
    const body = {
      start: '2026-12-01T13:00:00.000Z',
      name: 'Marina Souza',
      email: 'marina@empresa.com.br',
      phone: '(11) 98765-4321',
      company: 'Empresa Exemplo',
      employees: '',
      mainPoint: '',
      origin: 'demo',
      leadKey: 'lead-1',
      timeZone: 'America/Sao_Paulo',
      page: '/',
      timestamp: '2026-11-26T12:00:00.000Z',
    };
    expect(bookingCreateSchema.safeParse(body).success).toBe(true);
    expect(wrongFields(schema, body)).toEqual([]);
    for (const invisible of ['\u0000', '\u202E', '\u200B\u202E'])
      expect(wrongFields(schema, { ...body, name: invisible, company: invisible })).toEqual(['name', 'company']);
    expect(wrongFields(schema, { ...body, name: '\u200BMarina' })).toEqual([]);
  });
});
