/**
 * One zod schema per call of SPEC section 7: the exact JSON each call sends. The server
 * validates with them; the browser imports only their types (and the option lists), so
 * zod never ships to visitors.
 */
import { z } from 'zod';
import {
  AGENT_COUNT_OPTIONS,
  CHALLENGE_OPTIONS,
  CONTACT_TIME_OPTIONS,
  DEMO_SOURCE,
  DESAFIO_OPTIONS,
  EMPLOYEE_OPTIONS,
  FATURAMENTO_OPTIONS,
  HOME_REVENUE_OPTIONS,
  JOB_OPTIONS,
  PARTNER_VERTICALS,
} from './options.ts';

export { CALL_PATHS, type CallName } from '../config/call-paths.ts';
export * from './options.ts';

const text = (max = 200) => z.string().trim().min(1).max(max);
const optionalText = (max = 2000) => z.string().max(max);
const email = z.string().trim().max(254).pipe(z.email());
const phone = z.string().trim().min(8).max(40);
const timestamp = z.iso.datetime({ offset: true });
const abText = z.enum(['pagina de precos ativada', 'pagina de precos desativada']);
const pagePath = z.string().max(500);

/** 1. Demo form (modal). */
export const demoRequestSchema = z.strictObject({
  nome: text(),
  telefone: phone,
  faturamento: z.enum(FATURAMENTO_OPTIONS),
  email,
  empresa: text(),
  desafio: z.enum(DESAFIO_OPTIONS),
  timestamp,
  source: z.literal(DEMO_SOURCE),
  pricingPageAB: abText,
});

/** The chat's lead so far (the `formData` of call 2). */
export const chatLeadDataSchema = z.strictObject({
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  company: z.string().max(200).optional(),
  contactTime: z.string().max(40).optional(),
  employees: z.string().max(40).optional(),
  mainPoint: z.string().max(2000).optional(),
});

/** 2. Chat message: each visitor message and picker choice. */
export const chatMessageSchema = z.strictObject({
  message: z.string().max(2000),
  field: z.string().max(40),
  step: z.string().max(40),
  timestamp,
  source: z.literal('chatbot'),
  page: pagePath,
  sessionId: z.string().min(1).max(100),
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
  source: z.literal('chatbot'),
  page: pagePath,
  sessionId: z.string().min(1).max(100),
  pricingPageAB: abText,
});

/** 4. Home contact form (state only in the spec; kept as a call of the client). */
export const homeContactSchema = z.strictObject({
  name: text(),
  email,
  phone,
  company: text(),
  revenue: z.enum(HOME_REVENUE_OPTIONS),
  challenge: z.enum(CHALLENGE_OPTIONS),
  pricingPageAB: abText,
});

/** 5. CV form, to webhook/gvpomni. */
export const cvSchema = z.strictObject({
  nome: text(),
  email,
  telefone: phone,
  vaga: z.union([z.enum(JOB_OPTIONS), z.literal('')]),
  linkedin: z.string().trim().max(300).pipe(z.url()),
  mensagem: optionalText(),
  tipo: z.literal('curriculum'),
  pricingPageAB: abText,
});

/** 6. Contact form, to the same webhook (no `tipo`). */
export const contactSchema = z.strictObject({
  nome: text(),
  email,
  telefone: phone,
  empresa: text(),
  cargo: optionalText(200),
  desafio: z.union([z.enum(CHALLENGE_OPTIONS), z.literal('')]),
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
  verticals: z.enum(PARTNER_VERTICALS),
  mensagem: optionalText(),
  source: z.literal('parceiros_page'),
  tipo: z.literal('cadastro_parceiro'),
  pricingPageAB: abText,
});

/** 10. Blog create (a missing article was asked for). */
export const blogCreateSchema = z.strictObject({
  autor: text(),
  Tema: text(300),
  publico: text(),
  Categoria: text(),
  slug: z.string().trim().min(1).max(300),
});

/** 12. Trial step 1. The answer carries the verification code. */
export const trialStartSchema = z.strictObject({
  nome: text(),
  email,
  whatsapp: z.string().trim().max(40),
  nomeEmpresa: text(),
  trial: z.literal(true),
  pricingPageAB: abText,
});
export const trialStartResponseSchema = z.object({ code: z.string().optional() });

/** 13. Trial step 2: the access sign-up on the product's API host. */
export const accessCreateSchema = z.strictObject({
  nome: text(),
  email,
  nomeEmpresa: text(),
  telefone: z.string().trim().max(40),
  senha: z.literal(''),
  isCadastro: z.literal(true),
});
export const accessCreateResponseSchema = z.object({ acao: z.number().optional(), msg: z.string().optional() });

/** 14. The `email` query parameter. */
export const emailParamSchema = z.strictObject({
  email: z.string().trim().max(254),
  source: z.literal('url-parameter'),
  page: pagePath,
  timestamp,
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;
export type ChatLeadData = z.infer<typeof chatLeadDataSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatLead = z.infer<typeof chatLeadSchema>;
export type HomeContact = z.infer<typeof homeContactSchema>;
export type CvApplication = z.infer<typeof cvSchema>;
export type ContactMessage = z.infer<typeof contactSchema>;
export type ProposalRequest = z.infer<typeof proposalSchema>;
export type PartnerApplication = z.infer<typeof partnerSchema>;
export type BlogCreateRequest = z.infer<typeof blogCreateSchema>;
export type TrialStart = z.infer<typeof trialStartSchema>;
export type TrialStartResponse = z.infer<typeof trialStartResponseSchema>;
export type AccessCreate = z.infer<typeof accessCreateSchema>;
export type AccessCreateResponse = z.infer<typeof accessCreateResponseSchema>;
export type EmailParam = z.infer<typeof emailParamSchema>;

/** The kinds of lead the service stores, one per call that captures one. */
export type LeadKind =
  | 'demo'
  | 'chat_lead'
  | 'home_contact'
  | 'curriculum'
  | 'contact'
  | 'proposal'
  | 'partner'
  | 'trial'
  | 'access'
  | 'blog_create'
  | 'email_param';
