/**
 * The zod schema of each call's body (contracts/calls.ts names the calls and their fields):
 * the exact JSON each call sends, with the values the spec allows. The local service
 * validates with them and tests prove their field lists equal the contracts'. The browser
 * imports only their types, so zod never ships to visitors.
 */
import { z } from 'zod';
import { PRICING_PAGE_AB } from './ab.ts';
import { BOOKING_ORIGINS, BOOKING_TOKEN } from './booking.ts';
import { CALLS, type CallName } from './calls.ts';
import {
  AGENT_COUNT_OPTIONS,
  CONTACT_TIME_OPTIONS,
  DEMO_CHALLENGE_OPTIONS,
  DEMO_REVENUE_OPTIONS,
  EMPLOYEE_OPTIONS,
  HOME_CHALLENGE_OPTIONS,
  HOME_REVENUE_OPTIONS,
  JOB_OPTIONS,
  PARTNER_SECTOR_OPTIONS,
  PRIVACY_RELATION_OPTIONS,
  PRIVACY_RIGHT_OPTIONS,
} from './options.ts';
import { WELL_FORMED_TEXT } from './text.ts';

/**
 * Something a person can read: a name made only of control, format or spacing characters (a
 * NUL, a right-to-left override, a zero-width or non-breaking space) is as empty as ''.
 */
const VISIBLE = /[^\p{C}\p{Z}]/u;
/**
 * Every string of a body: no control character but tab and line breaks, no unpaired surrogate
 * (contracts/text.ts), which PostgreSQL cannot store; refused alike by both engines.
 */
const str = () => z.string().regex(WELL_FORMED_TEXT, 'A control character or an unpaired surrogate.');
const text = (max = 200) => str().trim().min(1).max(max).regex(VISIBLE, 'Only invisible characters.');
const optionalText = (max = 2000) => str().max(max);
const email = str().trim().max(254).pipe(z.email());
const phone = str().trim().min(8).max(40);
const timestamp = z.iso.datetime({ offset: true });
const abText = z.enum([PRICING_PAGE_AB.on, PRICING_PAGE_AB.off]);
const pagePath = str().max(500);

/** 1. Demo form (modal). */
export const demoRequestSchema = z.strictObject({
  nome: text(),
  telefone: phone,
  faturamento: z.enum(DEMO_REVENUE_OPTIONS),
  email,
  empresa: text(),
  desafio: z.enum(DEMO_CHALLENGE_OPTIONS),
  timestamp,
  source: z.literal(CALLS.demoRequest.fixed.source),
  pricingPageAB: abText,
});

/** The chat's lead so far (the `formData` of call 2). */
export const chatLeadDataSchema = z.strictObject({
  name: str().max(200).optional(),
  email: str().max(254).optional(),
  phone: str().max(40).optional(),
  company: str().max(200).optional(),
  contactTime: str().max(40).optional(),
  employees: str().max(40).optional(),
  mainPoint: str().max(2000).optional(),
});

/** 2. Chat message: each visitor message and picker choice. */
export const chatMessageSchema = z.strictObject({
  message: str().max(2000),
  field: str().max(40),
  step: str().max(40),
  timestamp,
  source: z.literal(CALLS.chatLead.fixed.source),
  page: pagePath,
  sessionId: str().min(1).max(100),
  formData: chatLeadDataSchema,
});

/** 3. Chat final submit, to the demo webhook. */
export const chatLeadSchema = z.strictObject({
  name: text(),
  email,
  phone,
  company: text(),
  contactTime: z.enum(CONTACT_TIME_OPTIONS),
  employees: z.enum(EMPLOYEE_OPTIONS),
  mainPoint: text(2000),
  timestamp,
  source: z.literal(CALLS.chatLead.fixed.source),
  page: pagePath,
  sessionId: str().min(1).max(100),
  pricingPageAB: abText,
});

/** 4. Home contact form (state only in the spec; kept as a call of the client). */
export const homeContactSchema = z.strictObject({
  name: text(),
  email,
  phone,
  company: text(),
  revenue: z.enum(HOME_REVENUE_OPTIONS),
  challenge: z.enum(HOME_CHALLENGE_OPTIONS),
  pricingPageAB: abText,
});

/** 5. CV form, to webhook/gvpomni. */
export const cvSchema = z.strictObject({
  nome: text(),
  email,
  telefone: phone,
  vaga: z.union([z.enum(JOB_OPTIONS), z.literal('')]),
  linkedin: str().trim().max(300).pipe(z.url()),
  mensagem: optionalText(),
  tipo: z.literal(CALLS.cv.fixed.tipo),
  pricingPageAB: abText,
});

/** 6. Contact form, to the same webhook (no `tipo`). */
export const contactSchema = z.strictObject({
  nome: text(),
  email,
  telefone: phone,
  empresa: text(),
  cargo: optionalText(200),
  desafio: z.union([z.enum(HOME_CHALLENGE_OPTIONS), z.literal('')]),
  mensagem: optionalText(),
  pricingPageAB: abText,
});

/** 7. Proposal form (comparison page), to /webhook/gvpomni. */
export const proposalSchema = z.strictObject({
  name: text(),
  email,
  company: text(),
  phone,
  challenge: optionalText(),
  agentes: z.enum(AGENT_COUNT_OPTIONS),
  pricingPageAB: abText,
});

/** 8. Partner form. */
export const partnerSchema = z.strictObject({
  nome: text(),
  email,
  telefone: phone,
  empresa: text(),
  verticals: z.enum(PARTNER_SECTOR_OPTIONS),
  mensagem: optionalText(),
  source: z.literal(CALLS.partner.fixed.source),
  tipo: z.literal(CALLS.partner.fixed.tipo),
  pricingPageAB: abText,
});

/** 10. Blog create (a missing article was asked for). */
export const blogCreateSchema = z.strictObject({
  autor: text(),
  Tema: text(300),
  publico: text(),
  Categoria: text(),
  slug: str().trim().min(1).max(300),
});

/** 12. Trial step 1. The answer carries the verification code. */
export const trialStartSchema = z.strictObject({
  nome: text(),
  email,
  whatsapp: str().trim().max(40),
  nomeEmpresa: text(),
  trial: z.literal(CALLS.trialStart.fixed.trial),
  pricingPageAB: abText,
});

/** 13. Trial step 2: the access sign-up on the product's API host. */
export const accessCreateSchema = z.strictObject({
  nome: text(),
  email,
  nomeEmpresa: text(),
  telefone: str().trim().max(40),
  senha: z.literal(CALLS.accessCreate.fixed.senha),
  isCadastro: z.literal(CALLS.accessCreate.fixed.isCadastro),
});
export const accessCreateResponseSchema = z.object({ acao: z.number().optional(), msg: z.string().optional() });

/** 14. The `email` query parameter. */
export const emailParamSchema = z.strictObject({
  email: str().trim().max(254),
  source: z.literal(CALLS.emailParam.fixed.source),
  page: pagePath,
  timestamp,
});

/** 9 and 11: the query of the blog webhook (one article by slug, or a page of the list). */
export const blogsQuerySchema = z.strictObject({
  slug: str().max(300).optional(),
  root: z.literal('true').optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  search: str().max(200).optional(),
});

/** 23. A barrier reported on /acessibilidade. */
export const accessibilityReportSchema = z.strictObject({
  nome: text(),
  email,
  pagina: optionalText(500),
  descricao: text(4000),
  tipo: z.literal(CALLS.accessibilityReport.fixed.tipo),
  timestamp,
});

/** 24. A data subject's request (LGPD art. 18). */
export const privacyRequestSchema = z.strictObject({
  nome: text(),
  email,
  relacao: z.enum(PRIVACY_RELATION_OPTIONS),
  direito: z.enum(PRIVACY_RIGHT_OPTIONS),
  detalhes: optionalText(4000),
  tipo: z.literal(CALLS.privacyRequest.fixed.tipo),
  timestamp,
});

/** The booking calls (18 to 22). */
const slotStart = z.iso.datetime({ offset: false, precision: 3 });
const bookingToken = str().regex(BOOKING_TOKEN);
export const bookingSlotsQuerySchema = z.strictObject({});
export const bookingCreateSchema = z.strictObject({
  start: slotStart,
  name: text(),
  email,
  phone,
  company: text(),
  employees: z.union([z.enum(EMPLOYEE_OPTIONS), z.literal('')]),
  mainPoint: optionalText(),
  /** Where the visitor booked from. */
  origin: z.enum(BOOKING_ORIGINS),
  /** The Idempotency-Key of the lead it follows: each booking points to its lead. */
  leadKey: str().trim().min(1).max(255),
  /** The visitor's time zone (IANA), to write them in their own hours. */
  timeZone: str().max(64),
  page: pagePath,
  timestamp,
});
export const bookingReadQuerySchema = z.strictObject({ token: bookingToken });
export const bookingCancelSchema = z.strictObject({ token: bookingToken });
export const bookingMoveSchema = z.strictObject({ token: bookingToken, start: slotStart });

/** Every call's schema, by the contract's name. */
export const SCHEMAS = {
  demoRequest: demoRequestSchema,
  chatMessage: chatMessageSchema,
  chatLead: chatLeadSchema,
  homeContact: homeContactSchema,
  cv: cvSchema,
  contact: contactSchema,
  proposal: proposalSchema,
  partner: partnerSchema,
  blogs: blogsQuerySchema,
  blogCreate: blogCreateSchema,
  trialStart: trialStartSchema,
  accessCreate: accessCreateSchema,
  emailParam: emailParamSchema,
  bookingSlots: bookingSlotsQuerySchema,
  bookingCreate: bookingCreateSchema,
  bookingRead: bookingReadQuerySchema,
  bookingCancel: bookingCancelSchema,
  bookingMove: bookingMoveSchema,
  accessibilityReport: accessibilityReportSchema,
  privacyRequest: privacyRequestSchema,
} as const satisfies Record<CallName, z.ZodObject>;

/** The body of each call, as its schema allows it. */
export type Payloads = { [C in CallName]: z.infer<(typeof SCHEMAS)[C]> };

export type ChatLeadData = z.infer<typeof chatLeadDataSchema>;
export type AccessCreateResponse = z.infer<typeof accessCreateResponseSchema>;
