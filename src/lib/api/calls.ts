/**
 * One function per call of SPEC section 7. Lead submissions go through the outbox (they
 * are kept and sent again until delivered); the others are plain requests with a timeout.
 */
import { CALL_TIMEOUT_MS, endpoints } from '../../config/endpoints.ts';
import { currentPricingPageAB } from '../ab.ts';
import type { AccessCreateResponse, ChatLeadData, TrialStartResponse } from '../contracts.ts';
import { HONEYPOT_FIELD } from '../options.ts';
import { request } from './http.ts';
import { submitLead } from './outbox.ts';
import {
  accessCreatePayload,
  blogCreatePayload,
  chatLeadPayload,
  chatMessagePayload,
  type DemoForm,
  demoRequestPayload,
  emailParamPayload,
  type Stamp,
  type TrialForm,
  trialStartPayload,
} from './payloads.ts';

const stamp = (): Stamp => ({ timestamp: new Date().toISOString(), pricingPageAB: currentPricingPageAB() });

/** Adds the honeypot only when something filled it: people's payloads stay exactly the spec's. */
export function withHoneypot<T extends object>(payload: T, honeypot: string | undefined): T {
  return honeypot?.trim() ? { ...payload, [HONEYPOT_FIELD]: honeypot } : payload;
}

/** 1. Demo form (modal). */
export async function submitDemoRequest(form: DemoForm, honeypot?: string): Promise<void> {
  await submitLead('demo', endpoints.demo, withHoneypot(demoRequestPayload(form, stamp()), honeypot));
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
export async function submitForm(call: 'homeContact' | 'gvpomni' | 'partner', payload: object, honeypot?: string) {
  await submitLead(call, endpoints[call], withHoneypot(payload, honeypot));
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

/** 12. Trial step 1: resolves with the code the webhook returned, if any. */
export async function startTrial(form: TrialForm, honeypot?: string): Promise<string | undefined> {
  const response = await submitLead('trial', endpoints.trial, withHoneypot(trialStartPayload(form, stamp()), honeypot));
  const body = (await response.json().catch(() => ({}))) as TrialStartResponse;
  return typeof body.code === 'string' && body.code ? body.code : undefined;
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
