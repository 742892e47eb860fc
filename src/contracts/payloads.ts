/**
 * The exact JSON of each call, built from its contract (contracts/calls.ts): the fields the
 * visitor or the page provides, trimmed, then the fixed fields, then the stamp. Pure: the
 * time and the A/B text come in as arguments.
 */

import type { Payloads } from './bodies.ts';
import { CALLS, type CallContract, type CallName, type FieldOf, type StampField } from './calls.ts';

export type Stamp = Record<StampField, string>;

/** The values a call's body is built from, by field name. */
export type ValuesOf<C extends CallName> = Record<FieldOf<C>, unknown>;

export function bodyOf<C extends CallName>(call: C, values: ValuesOf<C>, stamp?: Partial<Stamp>): Payloads[C] {
  const contract: CallContract = CALLS[call];
  const body: Record<string, unknown> = {};
  for (const field of contract.fields) {
    const value = (values as Record<string, unknown>)[field];
    body[field] = typeof value === 'string' ? value.trim() : (value ?? '');
  }
  Object.assign(body, contract.fixed);
  for (const field of contract.stamp ?? []) body[field] = stamp?.[field] ?? '';
  return body as Payloads[C];
}

export type DemoForm = Record<FieldOf<'demoRequest'>, string>;

export interface TrialForm {
  nomeEmpresa: string;
  nome: string;
  email: string;
  whatsapp: string;
}

/** 13. Trial step 2: the sign-up; telefone is what the visitor gave as WhatsApp. */
export function accessCreatePayload(form: TrialForm): Payloads['accessCreate'] {
  return bodyOf('accessCreate', { ...form, telefone: form.whatsapp });
}

/** 10. Ask for a missing article: Tema is the slug with hyphens as spaces. */
export function blogCreatePayload(
  slug: string,
  defaults: Pick<Payloads['blogCreate'], 'autor' | 'publico' | 'Categoria'>,
): Payloads['blogCreate'] {
  return bodyOf('blogCreate', { ...defaults, Tema: slug.replace(/-/g, ' '), slug });
}
