/**
 * One contract per call of the site (the calls of docs/behaviour.md §7): where it goes, how it is
 * delivered, which fields it carries and how a path shared by several calls tells them apart.
 *
 * Everything else derives from here: the browser's calls (runtime/api/), the forms' field names
 * (islands/forms/), the local service's routes (server/app.ts), the n8n workflows of the
 * provider kit (n8n/, written by `npm run n8n:kit`) and the tests. The zod schema of each
 * body is in ./bodies.ts, checked against these field lists by tests/unit/contracts.test.ts.
 * No zod here: the browser imports this file.
 */

/** Added to a body at the moment it is sent. */
export type StampField = 'timestamp' | 'pricingPageAB';

/**
 * - `lead`: kept in the outbox until the engine has it, each attempt with the same key.
 * - `ask`: the visitor waits for the answer with the page open; a failure shows at once.
 * - `note`: sent once; its failure only reaches the console (docs/behaviour.md §8).
 */
export type Delivery = 'lead' | 'ask' | 'note';

/** How a body is told from the other calls on the same path: `field` equal to `equals`, or present. */
export interface Discriminator {
  field: string;
  equals?: string;
}

export interface CallContract {
  path: string;
  method: 'GET' | 'POST';
  /** `productApi` is the product's own API (the trial sign-up); everything else is a webhook. */
  host: 'webhook' | 'productApi';
  delivery: Delivery;
  /** What the local service stores it as, and what the inbox calls it. */
  kind: string;
  label: string;
  /** Fields the visitor or the page provides, in payload order. */
  fields: readonly string[];
  /** Fields with one value for every body of this call. */
  fixed?: Readonly<Record<string, string | boolean>>;
  stamp?: readonly StampField[];
  /** On a shared path; the call without one is the path's default. */
  when?: Discriminator;
  /** An `ask` that writes: each attempt carries the same Idempotency-Key (a lead always does). */
  idempotent?: boolean;
  /**
   * A lead answered with a protocol number: this prefix and the first characters of its
   * Idempotency-Key (contracts/protocol.ts), so the browser shows it at once, even while
   * the lead waits in the outbox, and every engine writes the same number.
   */
  protocol?: string;
}

const contract = <const C extends CallContract>(c: C) => c;

export const CALLS = {
  /** 1. The demo modal. */
  demoRequest: contract({
    path: '/webhook/demo',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'demo',
    label: 'Demonstração (modal)',
    fields: ['nome', 'telefone', 'faturamento', 'email', 'empresa', 'desafio'],
    fixed: { source: 'website' },
    stamp: ['timestamp', 'pricingPageAB'],
    when: { field: 'source', equals: 'website' },
  }),
  /** 2. Each message and picker choice in the chat with Gê. */
  chatMessage: contract({
    path: '/webhook/chat-message',
    method: 'POST',
    host: 'webhook',
    delivery: 'note',
    kind: 'chat_message',
    label: 'Mensagens do chat',
    fields: ['message', 'field', 'step', 'page', 'sessionId', 'formData'],
    fixed: { source: 'chatbot' },
    stamp: ['timestamp'],
  }),
  /** 3. The chat's final submit, on the demo webhook. */
  chatLead: contract({
    path: '/webhook/demo',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'chat_lead',
    label: 'Gê (chat)',
    fields: ['name', 'email', 'phone', 'company', 'contactTime', 'employees', 'mainPoint', 'page', 'sessionId'],
    fixed: { source: 'chatbot' },
    stamp: ['timestamp', 'pricingPageAB'],
    when: { field: 'source', equals: 'chatbot' },
  }),
  /** 4. The home contact form (a call of the client with no markup in the spec). */
  homeContact: contract({
    path: '/webhook/omni-contato',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'home_contact',
    label: 'Contato da home',
    fields: ['name', 'email', 'phone', 'company', 'revenue', 'challenge'],
    stamp: ['pricingPageAB'],
  }),
  /** 5. The CV form of /about. */
  cv: contract({
    path: '/webhook/gvpomni',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'curriculum',
    label: 'Currículos',
    fields: ['nome', 'email', 'telefone', 'vaga', 'linkedin', 'mensagem'],
    fixed: { tipo: 'curriculum' },
    stamp: ['pricingPageAB'],
    when: { field: 'tipo', equals: 'curriculum' },
  }),
  /** 6. The contact form: the default of webhook/gvpomni (no `tipo`, no `agentes`). */
  contact: contract({
    path: '/webhook/gvpomni',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'contact',
    label: 'Contato',
    fields: ['nome', 'email', 'telefone', 'empresa', 'cargo', 'desafio', 'mensagem'],
    stamp: ['pricingPageAB'],
  }),
  /** 7. The proposal form of the comparison page. */
  proposal: contract({
    path: '/webhook/gvpomni',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'proposal',
    label: 'Propostas (comparativo)',
    fields: ['name', 'email', 'company', 'phone', 'challenge', 'agentes'],
    stamp: ['pricingPageAB'],
    when: { field: 'agentes' },
  }),
  /** 8. The partner form. */
  partner: contract({
    path: '/webhook/cadastro-parceiro',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'partner',
    label: 'Parceiros',
    fields: ['nome', 'email', 'telefone', 'empresa', 'verticals', 'mensagem'],
    fixed: { source: 'parceiros_page', tipo: 'cadastro_parceiro' },
    stamp: ['pricingPageAB'],
  }),
  /** 9 and 11. One article (`?slug=`) or a page of the list (`?root=true&page=&search=`). */
  blogs: contract({
    path: '/webhook/blogs',
    method: 'GET',
    host: 'webhook',
    delivery: 'ask',
    kind: 'blogs',
    label: 'Artigos',
    fields: ['slug', 'root', 'page', 'search'],
  }),
  /** 10. Ask for a missing article, once per slug. */
  blogCreate: contract({
    path: '/webhook/create-blog',
    method: 'POST',
    host: 'webhook',
    delivery: 'note',
    kind: 'blog_create',
    label: 'Pedidos de artigo',
    fields: ['autor', 'Tema', 'publico', 'Categoria', 'slug'],
  }),
  /** 12. Trial step 1: answers the verification code. */
  trialStart: contract({
    path: '/webhook/trial',
    method: 'POST',
    host: 'webhook',
    delivery: 'ask',
    kind: 'trial',
    label: 'Teste grátis (passo 1)',
    fields: ['nome', 'email', 'whatsapp', 'nomeEmpresa'],
    fixed: { trial: true },
    stamp: ['pricingPageAB'],
  }),
  /** 13. Trial step 2: the access sign-up on the product's API. */
  accessCreate: contract({
    path: '/api/access/create',
    method: 'POST',
    host: 'productApi',
    delivery: 'ask',
    kind: 'access',
    label: 'Acessos criados (passo 2)',
    fields: ['nome', 'email', 'nomeEmpresa', 'telefone'],
    fixed: { senha: '', isCadastro: true },
  }),
  /** 14. The `email` query parameter of any page. */
  emailParam: contract({
    path: '/webhook/email-url',
    method: 'POST',
    host: 'webhook',
    delivery: 'note',
    kind: 'email_param',
    label: 'E-mail pela URL',
    fields: ['email', 'page'],
    fixed: { source: 'url-parameter' },
    stamp: ['timestamp'],
  }),
  /** 18. The free slots of the next days (booking, docs/behaviour.md §10). */
  bookingSlots: contract({
    path: '/webhook/booking-slots',
    method: 'GET',
    host: 'webhook',
    delivery: 'ask',
    kind: 'booking_slots',
    label: 'Horários livres',
    fields: [],
  }),
  /**
   * 19. Books a slot for a lead that was just sent (Gê, the demo dialog). Kept in the outbox
   * like a lead: the engine down, it is booked once, later, and confirmed by WhatsApp or e-mail.
   */
  bookingCreate: contract({
    path: '/webhook/booking',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'booking',
    label: 'Agendamentos',
    fields: [
      'start',
      'name',
      'email',
      'phone',
      'company',
      'employees',
      'mainPoint',
      'origin',
      'leadKey',
      'timeZone',
      'page',
    ],
    stamp: ['timestamp'],
  }),
  /** 20. A booking, by its token (`/agendamento?token=`). */
  bookingRead: contract({
    path: '/webhook/booking-read',
    method: 'GET',
    host: 'webhook',
    delivery: 'ask',
    kind: 'booking_read',
    label: 'Consulta de agendamento',
    fields: ['token'],
  }),
  /** 21. Cancels a booking. */
  bookingCancel: contract({
    path: '/webhook/booking-cancel',
    method: 'POST',
    host: 'webhook',
    delivery: 'ask',
    idempotent: true,
    kind: 'booking_cancel',
    label: 'Cancelamentos',
    fields: ['token'],
  }),
  /** 22. Moves a booking to another free slot. */
  bookingMove: contract({
    path: '/webhook/booking-move',
    method: 'POST',
    host: 'webhook',
    delivery: 'ask',
    idempotent: true,
    kind: 'booking_move',
    label: 'Remarcações',
    fields: ['token', 'start'],
  }),
  /** 23. A barrier reported on the accessibility statement (/acessibilidade). */
  accessibilityReport: contract({
    path: '/webhook/acessibilidade',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'accessibility_report',
    label: 'Barreiras de acessibilidade',
    fields: ['nome', 'email', 'pagina', 'descricao'],
    fixed: { tipo: 'barreira_acessibilidade' },
    stamp: ['timestamp'],
    protocol: 'ACS',
  }),
  /** 24. A data subject's request (LGPD art. 18) on /seguranca-e-privacidade. */
  privacyRequest: contract({
    path: '/webhook/lgpd',
    method: 'POST',
    host: 'webhook',
    delivery: 'lead',
    kind: 'privacy_request',
    label: 'Pedidos de titulares (LGPD)',
    fields: ['nome', 'email', 'relacao', 'direito', 'detalhes'],
    fixed: { tipo: 'direitos_titular' },
    stamp: ['timestamp'],
    protocol: 'LGPD',
  }),
} as const satisfies Record<string, CallContract>;

/** The booking calls: their engines answer with the booking (contracts/booking.ts). */
export const BOOKING_CALLS = ['bookingSlots', 'bookingCreate', 'bookingRead', 'bookingCancel', 'bookingMove'] as const;
export const isBookingCall = (name: CallName) => (BOOKING_CALLS as readonly string[]).includes(name);

export type CallName = keyof typeof CALLS;
/** The calls whose bodies are leads kept in the outbox. */
export type LeadCall = { [K in CallName]: (typeof CALLS)[K]['delivery'] extends 'lead' ? K : never }[CallName];
/** Whether a name is a call whose bodies are leads (read from storage: any string may be there). */
export const isLeadCall = (name: string): name is LeadCall =>
  Object.hasOwn(CALLS, name) && CALLS[name as CallName].delivery === 'lead';
/** The names a call's visitor-provided fields may take (a form's inputs). */
export type FieldOf<C extends CallName> = (typeof CALLS)[C]['fields'][number];

export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** The calls that share a path, the default (no `when`) last: what a router tries in order. */
export function callsOn(path: string): CallName[] {
  const on = CALL_NAMES.filter((name) => CALLS[name].path === path);
  return [...on.filter((n) => 'when' in CALLS[n]), ...on.filter((n) => !('when' in CALLS[n]))];
}

/** Which call on a shared path a body belongs to. */
export function callFor(path: string, body: Record<string, unknown>): CallName | undefined {
  return callsOn(path).find((name) => {
    const when: Discriminator | undefined = 'when' in CALLS[name] ? (CALLS[name] as CallContract).when : undefined;
    if (!when) return true;
    return when.equals === undefined ? when.field in body : body[when.field] === when.equals;
  });
}

/** The body's field names in payload order: the visitor's, the fixed, the stamp. */
export function bodyFields(name: CallName): string[] {
  const c: CallContract = CALLS[name];
  return [...c.fields, ...Object.keys(c.fixed ?? {}), ...(c.stamp ?? [])];
}

/** Milliseconds a call may take before it is abandoned with a clear error. */
export const CALL_TIMEOUT_MS = 8_000;
/**
 * A lead's attempt waits longer: a workflow that does its work before answering may take
 * more than 8 s, and an attempt abandoned early may still be delivered.
 */
export const LEAD_TIMEOUT_MS = 20_000;

/** The form field that only bots fill; a body with it filled is never sent or stored. */
export const HONEYPOT_FIELD = '_gotcha';
/** The header that carries each lead's key, the same on every attempt. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
