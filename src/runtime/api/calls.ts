/**
 * The browser's side of every call, driven by the contracts (contracts/calls.ts): a `lead`
 * goes through the outbox, an `ask` is one request the visitor waits for, a `note` is sent
 * once and its failure only reaches the console (docs/behaviour.md §8).
 */

import { endpoints } from '../../config/endpoints.ts';
import { pricingPageAB } from '../../contracts/ab.ts';
import { type BlogArticle, type BlogListItem, toListItem } from '../../contracts/blog.ts';
import type { AccessCreateResponse, ChatLeadData } from '../../contracts/bodies.ts';
import {
  CALL_TIMEOUT_MS,
  type CallName,
  IDEMPOTENCY_HEADER,
  LEAD_TIMEOUT_MS,
  type LeadCall,
} from '../../contracts/calls.ts';
import {
  accessCreatePayload,
  blogCreatePayload,
  bodyOf,
  type Stamp,
  type TrialForm,
  type ValuesOf,
} from '../../contracts/payloads.ts';
import { trialCodeOf } from '../../contracts/trial-code.ts';
import { pricingPageFlag } from '../ab.ts';
import { safeStorage } from '../storage.ts';
import { request } from './http.ts';
import { deliveredAlone, newKey, type Send, send } from './outbox.ts';

/** When a payload was made, and this browser's A/B text (docs/behaviour.md §7.15). */
const stamp = (): Stamp => ({
  timestamp: new Date().toISOString(),
  pricingPageAB: pricingPageAB(pricingPageFlag(safeStorage())),
});

/**
 * A filled honeypot is a bot: it sees the same success as a person and nothing is sent, so
 * no engine (n8n does not know the field) ever stores it as a lead.
 */
const isBot = (honeypot: string | undefined) => Boolean(honeypot?.trim());

/**
 * Calls 1, 3 to 8: a lead, kept in the outbox until the engine has it. Returns its send at
 * once: the Idempotency-Key (its protocol; a booking points to its lead by it), which
 * `watchSend` follows, and its first outcome. An edited resend of a kept lead corrects it. A
 * bot's send is delivered at once, under a key no engine ever sees.
 */
export function sendLead<C extends LeadCall>(call: C, values: ValuesOf<C>, honeypot?: string): Send {
  // A key like any other: the success a bot reads (a protocol too) tells it nothing.
  if (isBot(honeypot)) return deliveredAlone(newKey());
  return send(call, endpoints[call], bodyOf(call, values, stamp()), { correctable: true });
}

/** A note: sent once, never retried, its failure logged. */
async function sendNote(call: CallName, body: unknown, what: string): Promise<void> {
  try {
    await request(endpoints[call], { method: 'POST', body, timeoutMs: CALL_TIMEOUT_MS });
  } catch (error) {
    console.warn(`${what} não registrado:`, error);
  }
}

/** 2. A chat message; its answer is not read. */
export function postChatMessage(message: ValuesOf<'chatMessage'> & { formData: ChatLeadData }): Promise<void> {
  return sendNote('chatMessage', bodyOf('chatMessage', message, stamp()), '[chat] mensagem');
}

/** 3. The chat's final submit. */
export function submitChatLead(lead: Required<ChatLeadData>, context: { page: string; sessionId: string }): Send {
  return sendLead('chatLead', { ...lead, ...context });
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

/** Slugs this browser has already asked for: a missing article is asked for once. */
const ASKED_KEY = 'gvp:blog-asked';

/** 10. Ask the blog webhook to write a missing article, once per slug; the answer is not read. */
export async function requestBlogPost(slug: string, defaults: Parameters<typeof blogCreatePayload>[1]): Promise<void> {
  const storage = safeStorage();
  let asked: string[] = [];
  try {
    asked = JSON.parse(storage?.getItem(ASKED_KEY) ?? '[]') as string[];
  } catch {
    // Unreadable: ask again; the engine keeps one request per slug anyway.
  }
  if (Array.isArray(asked) && asked.includes(slug)) return;
  await sendNote('blogCreate', blogCreatePayload(slug, defaults), '[blog] pedido de artigo');
  try {
    storage?.setItem(ASKED_KEY, JSON.stringify([...(Array.isArray(asked) ? asked : []), slug].slice(-100)));
  } catch {
    // Without storage the engine still creates each article once (it deduplicates by slug).
  }
}

/**
 * Trial step 1's Idempotency-Key for each form sent in one opening of the dialog: a retry is
 * the same request. Another opening, or 'Reenviar código', asks for a new code.
 */
const trialKeys = new Map<string, string>();

/**
 * 12. Trial step 1: resolves with the code the webhook returned, if any. The visitor waits
 * for this answer with the dialog open, so it is a plain request, not the outbox: nothing is
 * sent later, from a page where nobody waits for a code. It waits as long as a lead does (the
 * code is drawn and stored before the answer), and when it still fails, 'Enviar' again sends
 * the same form with the same key: an engine that drew the code meanwhile answers that code,
 * the one already on its way to the visitor, instead of a second one.
 */
export async function startTrial(
  form: TrialForm,
  honeypot?: string,
  { session = 0, fresh = false }: { session?: number; fresh?: boolean } = {},
): Promise<string | undefined> {
  if (isBot(honeypot)) return undefined;
  const body = bodyOf('trialStart', form, stamp());
  const sent = `${session} ${JSON.stringify(body)}`;
  const key = (!fresh && trialKeys.get(sent)) || newKey();
  trialKeys.set(sent, key);
  const response = await request(endpoints.trialStart, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    timeoutMs: LEAD_TIMEOUT_MS,
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

/** 14. Reports the `email` query parameter of the page. */
export function sendEmailParameter(email: string, page: string): Promise<void> {
  return sendNote('emailParam', bodyOf('emailParam', { email, page }, stamp()), '[email] parâmetro de e-mail');
}
