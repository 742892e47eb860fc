/**
 * The start of every Code node of the kit that takes a request (compiled into it by
 * scripts/n8n-nodes.ts `codeJs`, after src/contracts/requests.ts): a body checked against the
 * JSON Schema of its call's zod schema, field by field as the local service checks the zod
 * schema itself; the 400 both engines answer; the request packed for the Postgres node.
 */
import { INVALID_FIELD, REFUSALS } from '../../src/contracts/requests.ts';

/** The part of JSON Schema that zod's `toJSONSchema` writes for the calls' bodies. */
export interface FieldRule {
  type?: string;
  anyOf?: FieldRule[];
  allOf?: FieldRule[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface BodySchema {
  properties: Record<string, FieldRule>;
  required: string[];
}

/** JSON Schema's patterns are Unicode regular expressions (the 'u' flag: `\p{…}` classes). */
const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

function fits(rule: FieldRule, value: unknown, name: string): boolean {
  if (rule.anyOf) return rule.anyOf.some((one) => fits(one, value, name));
  if (rule.type === 'boolean') return typeof value === 'boolean' && (rule.const === undefined || value === rule.const);
  if (rule.type !== 'string' || typeof value !== 'string') return false;
  // zod trims before it counts (the schemas' `.trim()`), and counts the maximum untrimmed.
  const text = value.trim();
  if (rule.minLength !== undefined && text.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  if (rule.pattern !== undefined && !matches(rule.pattern, value)) return false;
  // Two rules of one string (a visible name that is also well-formed text) come as allOf.
  if (rule.allOf?.some((one) => one.pattern !== undefined && !matches(one.pattern, value))) return false;
  if (rule.enum !== undefined && !rule.enum.includes(value)) return false;
  if (rule.const !== undefined && value !== rule.const) return false;
  return name !== 'email' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** The fields of `body` that do not fit `schema`, by name: unknown ones, missing ones, wrong ones. */
export function wrongFields(schema: BodySchema, body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['(corpo)'];
  const fields = body as Record<string, unknown>;
  const wrong = Object.keys(fields).filter((name) => !(name in schema.properties));
  for (const name of schema.required) if (!(name in fields)) wrong.push(name);
  for (const [name, rule] of Object.entries(schema.properties)) {
    if (name in fields && !fits(rule, fields[name], name)) wrong.push(name);
  }
  return wrong;
}

/** The 400 of a body that does not fit, naming its fields. */
export const invalid = (fields: string[]) => ({
  status: 400,
  body: {
    error: 'invalid_payload',
    message: REFUSALS.invalid_payload,
    fields: fields.map((field) => ({ field, message: INVALID_FIELD })),
  },
});

/** The request as one base64 parameter: the Postgres node splits its parameters on commas. */
export function packed(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The request's Idempotency-Key, trimmed ('' when there is none). */
export const idempotencyKey = (headers: Record<string, unknown> | undefined) =>
  String(headers?.['idempotency-key'] ?? '').trim();
