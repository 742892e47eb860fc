/**
 * One function per call of SPEC section 7. Lead submissions go through the outbox (they
 * are kept and sent again until delivered); the others are plain requests with a timeout.
 */
import { CALL_TIMEOUT_MS, endpoints } from '../../config/endpoints.ts';
import { currentPricingPageAB } from '../ab.ts';
import { type BlogArticle, type BlogListItem, toListItem } from '../blog.ts';
import type {
  AccessCreateResponse,
  ChatLeadData,
  ContactMessage,
  CvApplication,
  HomeContact,
  PartnerApplication,
  ProposalRequest,
  TrialStartResponse,
} from '../contracts.ts';
import { FORM_MESSAGES } from '../messages.ts';
import { request } from './http.ts';
import { submitLead } from './outbox.ts';
import {
  accessCreatePayload,
  blogCreatePayload,
  chatLeadPayload,
  chatMessagePayload,
  contactPayload,
  cvPayload,
  type DemoForm,
  demoRequestPayload,
  emailParamPayload,
  homeContactPayload,
  partnerPayload,
  proposalPayload,
  type Stamp,
  type TrialForm,
  trialStartPayload,
} from './payloads.ts';
import { trialCodeOf } from './trial-code.ts';

const stamp = (): Stamp => ({ timestamp: new Date().toISOString(), pricingPageAB: currentPricingPageAB() });

/**
 * A filled honeypot is a bot: it sees the same success as a person and nothing is sent, so
 * no engine (n8n does not know the field) ever stores it as a lead.
 */
const isBot = (honeypot: string | undefined) => Boolean(honeypot?.trim());

/** 1. Demo form (modal). */
export async function submitDemoRequest(form: DemoForm, honeypot?: string): Promise<void> {
  if (isBot(honeypot)) return;
  await submitLead('demo', endpoints.demo, demoRequestPayload(form, stamp()));
}

/** 2. A chat message; its answer is not read and its failure is only logged (SPEC section 8). */
export async function postChatMessage(message: {
  message: string;
  field: string;
  step: string;
  page: string;
  sessionId: string;
  formData: ChatLeadData;
}): Promise<void> {
  try {
    await request(endpoints.chatMessage, {
      method: 'POST',
      body: chatMessagePayload(message, new Date().toISOString()),
      timeoutMs: CALL_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn('[chat] mensagem não registrada:', error);
  }
}

/** 3. The chat's final submit. */
export async function submitChatLead(lead: Required<ChatLeadData>, context: { page: string; sessionId: string }) {
  await submitLead('chat_lead', endpoints.demo, chatLeadPayload(lead, context, stamp()));
}

/** Calls 4 to 8: the forms, each with its own payload builder and endpoint. */
async function submitForm(call: 'homeContact' | 'gvpomni' | 'partner', payload: object, honeypot?: string) {
  if (isBot(honeypot)) return;
  await submitLead(call, endpoints[call], payload);
}

type Values = Record<string, string>;
const v = (values: Values, name: string) => (values[name] ?? '').trim();

/**
 * 4. The home contact form. The spec gives it state but no visible markup: the call and
 * its messages live here, ready for a form that needs them. Resolves with the message to show.
 */
export async function submitHomeContact(values: Values, honeypot?: string): Promise<string> {
  try {
    const payload = homeContactPayload(
      {
        name: v(values, 'name'),
        email: v(values, 'email'),
        phone: v(values, 'phone'),
        company: v(values, 'company'),
        revenue: v(values, 'revenue') as HomeContact['revenue'],
        challenge: v(values, 'challenge') as HomeContact['challenge'],
      },
      stamp(),
    );
    await submitForm('homeContact', payload, honeypot);
    return FORM_MESSAGES.alertSuccess;
  } catch {
    return FORM_MESSAGES.alertError;
  }
}

/** 5. The CV form. */
export async function submitCv(values: Values, honeypot?: string): Promise<void> {
  const payload = cvPayload(
    {
      nome: v(values, 'nome'),
      email: v(values, 'email'),
      telefone: v(values, 'telefone'),
      vaga: v(values, 'vaga') as CvApplication['vaga'],
      linkedin: v(values, 'linkedin'),
      mensagem: v(values, 'mensagem'),
    },
    stamp(),
  );
  await submitForm('gvpomni', payload, honeypot);
}

/** 6. The contact form. */
export async function submitContact(values: Values, honeypot?: string): Promise<void> {
  const payload = contactPayload(
    {
      nome: v(values, 'nome'),
      email: v(values, 'email'),
      telefone: v(values, 'telefone'),
      empresa: v(values, 'empresa'),
      cargo: v(values, 'cargo'),
      desafio: v(values, 'desafio') as ContactMessage['desafio'],
      mensagem: v(values, 'mensagem'),
    },
    stamp(),
  );
  await submitForm('gvpomni', payload, honeypot);
}

/** 7. The proposal form of the comparison page. */
export async function submitProposal(values: Values, honeypot?: string): Promise<void> {
  const payload = proposalPayload(
    {
      name: v(values, 'name'),
      email: v(values, 'email'),
      company: v(values, 'company'),
      phone: v(values, 'phone'),
      challenge: v(values, 'challenge'),
      agentes: v(values, 'agentes') as ProposalRequest['agentes'],
    },
    stamp(),
  );
  await submitForm('gvpomni', payload, honeypot);
}

/** 8. The partner form. */
export async function submitPartner(values: Values, honeypot?: string): Promise<void> {
  const payload = partnerPayload(
    {
      nome: v(values, 'nome'),
      email: v(values, 'email'),
      telefone: v(values, 'telefone'),
      empresa: v(values, 'empresa'),
      verticals: v(values, 'verticals') as PartnerApplication['verticals'],
      mensagem: v(values, 'mensagem'),
    },
    stamp(),
  );
  await submitForm('partner', payload, honeypot);
}

/** 9. One article by slug: the item whose slug equals the request, or null. */
export async function fetchBlogArticle(slug: string): Promise<BlogArticle | null> {
  let response: Response;
  try {
    response = await request(`${endpoints.blogs}?slug=${encodeURIComponent(slug)}`, { timeoutMs: CALL_TIMEOUT_MS });
  } catch (error) {
    throw new Error('Erro ao ler artigo', { cause: error });
  }
  const items = (await response.json()) as BlogArticle[];
  return (Array.isArray(items) ? items : []).find((item) => item.slug === slug) ?? null;
}

/** 11. A page of the list; an empty array means there is no more. */
export async function fetchBlogList(page: number, search: string): Promise<BlogListItem[]> {
  const query = `root=true&page=${page}${search.trim() ? `&search=${encodeURIComponent(search.trim())}` : ''}`;
  let response: Response;
  try {
    response = await request(`${endpoints.blogs}?${query}`, { timeoutMs: CALL_TIMEOUT_MS });
  } catch (error) {
    throw new Error('Erro ao buscar artigos', { cause: error });
  }
  const items = (await response.json()) as Record<string, unknown>[];
  return (Array.isArray(items) ? items : []).map(toListItem);
}

/** 10. Ask the blog webhook to write a missing article; the answer is not read. */
export async function requestBlogPost(slug: string, defaults: Parameters<typeof blogCreatePayload>[1]): Promise<void> {
  try {
    await request(endpoints.createBlog, {
      method: 'POST',
      body: blogCreatePayload(slug, defaults),
      timeoutMs: CALL_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn('[blog] pedido de artigo não enviado:', error);
  }
}

/**
 * 12. Trial step 1: resolves with the code the webhook returned, if any. The visitor waits
 * for this answer with the dialog open, so it is a plain request: a failure shows at once
 * and nothing is sent later, from a page where nobody waits for a code.
 */
export async function startTrial(form: TrialForm, honeypot?: string): Promise<string | undefined> {
  if (isBot(honeypot)) return undefined;
  const response = await request(endpoints.trial, {
    method: 'POST',
    body: trialStartPayload(form, stamp()),
    timeoutMs: CALL_TIMEOUT_MS,
  });
  return trialCodeOf(await response.json().catch(() => null));
}

/** 13. Trial step 2: the access sign-up; resolves with { acao, msg } as the API answers. */
export async function createAccess(form: TrialForm): Promise<AccessCreateResponse> {
  const response = await request(endpoints.accessCreate, {
    method: 'POST',
    body: accessCreatePayload(form),
    timeoutMs: CALL_TIMEOUT_MS,
  });
  return (await response.json().catch(() => ({}))) as AccessCreateResponse;
}

/** 14. Reports the `email` query parameter; failures only reach the console (SPEC section 8). */
export async function sendEmailParameter(email: string, page: string): Promise<void> {
  try {
    await request(endpoints.emailParam, {
      method: 'POST',
      body: emailParamPayload(email, page, new Date().toISOString()),
      timeoutMs: CALL_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn('[email] parâmetro de e-mail não registrado:', error);
  }
}
