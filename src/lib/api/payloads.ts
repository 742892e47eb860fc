/**
 * The exact JSON of each call of SPEC section 7, built from what the visitor typed.
 * Pure functions: the time and the A/B text come in as arguments.
 */
import type {
  AccessCreate,
  BlogCreateRequest,
  ChatLead,
  ChatLeadData,
  ChatMessage,
  ContactMessage,
  CvApplication,
  DemoRequest,
  EmailParam,
  HomeContact,
  PartnerApplication,
  ProposalRequest,
  TrialStart,
} from '../contracts.ts';
import { DEMO_SOURCE } from '../options.ts';

export interface Stamp {
  /** ISO timestamp of the moment of sending. */
  timestamp: string;
  /** The pricingPageAB text (SPEC 7.15). */
  pricingPageAB: string;
}

export type DemoForm = Pick<DemoRequest, 'nome' | 'telefone' | 'email' | 'empresa'> & {
  faturamento: string;
  desafio: string;
};

/** 1. Demo form (modal). */
export function demoRequestPayload(form: DemoForm, { timestamp, pricingPageAB }: Stamp): DemoRequest {
  return {
    nome: form.nome.trim(),
    telefone: form.telefone.trim(),
    faturamento: form.faturamento as DemoRequest['faturamento'],
    email: form.email.trim(),
    empresa: form.empresa.trim(),
    desafio: form.desafio as DemoRequest['desafio'],
    timestamp,
    source: DEMO_SOURCE,
    pricingPageAB: pricingPageAB as DemoRequest['pricingPageAB'],
  };
}

/** 2. One chat message. */
export function chatMessagePayload(
  message: { message: string; field: string; step: string; page: string; sessionId: string; formData: ChatLeadData },
  timestamp: string,
): ChatMessage {
  return { ...message, timestamp, source: 'chatbot' };
}

/** 3. The chat's final submit. */
export function chatLeadPayload(
  lead: Required<ChatLeadData>,
  context: { page: string; sessionId: string },
  { timestamp, pricingPageAB }: Stamp,
): ChatLead {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    contactTime: lead.contactTime as ChatLead['contactTime'],
    employees: lead.employees as ChatLead['employees'],
    mainPoint: lead.mainPoint,
    timestamp,
    source: 'chatbot',
    page: context.page,
    sessionId: context.sessionId,
    pricingPageAB: pricingPageAB as ChatLead['pricingPageAB'],
  };
}

/** 4. Home contact form. */
export function homeContactPayload(form: Omit<HomeContact, 'pricingPageAB'>, { pricingPageAB }: Stamp): HomeContact {
  return { ...form, pricingPageAB: pricingPageAB as HomeContact['pricingPageAB'] };
}

/** 5. CV form. */
export function cvPayload(
  form: Omit<CvApplication, 'tipo' | 'pricingPageAB'>,
  { pricingPageAB }: Stamp,
): CvApplication {
  return {
    nome: form.nome,
    email: form.email,
    telefone: form.telefone,
    vaga: form.vaga,
    linkedin: form.linkedin,
    mensagem: form.mensagem,
    tipo: 'curriculum',
    pricingPageAB: pricingPageAB as CvApplication['pricingPageAB'],
  };
}

/** 6. Contact form (no `tipo`). */
export function contactPayload(form: Omit<ContactMessage, 'pricingPageAB'>, { pricingPageAB }: Stamp): ContactMessage {
  return {
    nome: form.nome,
    email: form.email,
    telefone: form.telefone,
    empresa: form.empresa,
    cargo: form.cargo,
    desafio: form.desafio,
    mensagem: form.mensagem,
    pricingPageAB: pricingPageAB as ContactMessage['pricingPageAB'],
  };
}

/** 7. Proposal form. */
export function proposalPayload(
  form: Omit<ProposalRequest, 'pricingPageAB'>,
  { pricingPageAB }: Stamp,
): ProposalRequest {
  return {
    name: form.name,
    email: form.email,
    company: form.company,
    phone: form.phone,
    challenge: form.challenge,
    agentes: form.agentes,
    pricingPageAB: pricingPageAB as ProposalRequest['pricingPageAB'],
  };
}

/** 8. Partner form. */
export function partnerPayload(
  form: Pick<PartnerApplication, 'nome' | 'email' | 'telefone' | 'empresa' | 'verticals' | 'mensagem'>,
  { pricingPageAB }: Stamp,
): PartnerApplication {
  return {
    nome: form.nome,
    email: form.email,
    telefone: form.telefone,
    empresa: form.empresa,
    verticals: form.verticals,
    mensagem: form.mensagem,
    source: 'parceiros_page',
    tipo: 'cadastro_parceiro',
    pricingPageAB: pricingPageAB as PartnerApplication['pricingPageAB'],
  };
}

/** 10. Ask for a missing article: Tema is the slug with hyphens as spaces. */
export function blogCreatePayload(
  slug: string,
  defaults: Pick<BlogCreateRequest, 'autor' | 'publico' | 'Categoria'>,
): BlogCreateRequest {
  return {
    autor: defaults.autor,
    Tema: slug.replace(/-/g, ' '),
    publico: defaults.publico,
    Categoria: defaults.Categoria,
    slug,
  };
}

export interface TrialForm {
  nomeEmpresa: string;
  nome: string;
  email: string;
  whatsapp: string;
}

/** 12. Trial step 1. */
export function trialStartPayload(form: TrialForm, { pricingPageAB }: Stamp): TrialStart {
  return {
    nome: form.nome.trim(),
    email: form.email.trim(),
    whatsapp: form.whatsapp.trim(),
    nomeEmpresa: form.nomeEmpresa.trim(),
    trial: true,
    pricingPageAB: pricingPageAB as TrialStart['pricingPageAB'],
  };
}

/** 13. Trial step 2: the sign-up; telefone comes from whatsapp, the password is empty. */
export function accessCreatePayload(form: TrialForm): AccessCreate {
  return {
    nome: form.nome.trim(),
    email: form.email.trim(),
    nomeEmpresa: form.nomeEmpresa.trim(),
    telefone: form.whatsapp.trim(),
    senha: '',
    isCadastro: true,
  };
}

/** 14. The `email` query parameter. */
export function emailParamPayload(email: string, page: string, timestamp: string): EmailParam {
  return { email, source: 'url-parameter', page, timestamp };
}
