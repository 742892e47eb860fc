/**
 * The pieces every workflow of the n8n kit is made of (scripts/n8n-kit.ts, scripts/n8n-booking.ts):
 * nodes with stable ids, so that importing a workflow again replaces it instead of adding a copy.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export type Node = Record<string, unknown> & { name: string };

/**
 * A file of src/contracts as plain JavaScript for a Code node: no types, no exports. The kit
 * runs the site's own rules (the bookings', the protocol's), compiled, never rewritten. Only a
 * file that imports nothing can go: a Code node has no modules.
 */
export function contractJs(file: string): string {
  const source = readFileSync(new URL(`../src/contracts/${file}`, import.meta.url), 'utf8');
  if (/^import\s(?!type\b)/m.test(source))
    throw new Error(`src/contracts/${file} imports code: a Code node cannot run it.`);
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  return outputText
    .replace(/^export \{\};?$/gm, '')
    .replace(/^export /gm, '')
    .trim();
}

export const LEADS_URL = '={{ $env.GVP_LEADS_URL }}';

/** A stable id from a name: re-importing a workflow replaces it instead of adding a copy. */
export function idOf(name: string): string {
  return `gvp${createHash('sha1').update(name).digest('hex').slice(0, 13)}`;
}

export function uuidOf(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function webhook(
  path: string,
  method: 'GET' | 'POST',
  respond: 'onReceived' | 'responseNode',
  origins: string,
): Node {
  return {
    name: 'Webhook',
    type: 'n8n-nodes-base.webhook',
    typeVersion: 2.1,
    position: [0, 0],
    webhookId: uuidOf(path),
    parameters: {
      httpMethod: method,
      path: path.replace(/^\/webhook\//, ''),
      responseMode: respond,
      options: { allowedOrigins: origins },
    },
  };
}

export function code(name: string, js: string, x: number): Node {
  return {
    name,
    type: 'n8n-nodes-base.code',
    typeVersion: 2,
    position: [x, 0],
    parameters: { jsCode: js },
  };
}

export function respond(body: string, x: number): Node {
  return {
    name: 'Responder',
    type: 'n8n-nodes-base.respondToWebhook',
    typeVersion: 1.5,
    position: [x, 0],
    parameters: { respondWith: 'json', responseBody: body, options: {} },
  };
}

/**
 * Answers with the status and body an earlier node put in `${from}.status` and `${from}.body`, never
 * cached (a booking changes what the next answer says).
 */
export function respondWithStatus(x: number, from = '$json'): Node {
  return {
    name: 'Responder',
    type: 'n8n-nodes-base.respondToWebhook',
    typeVersion: 1.5,
    position: [x, 0],
    parameters: {
      respondWith: 'json',
      responseBody: `={{ JSON.stringify(${from}.body) }}`,
      options: {
        responseCode: `={{ ${from}.status }}`,
        responseHeaders: { entries: [{ name: 'Cache-Control', value: 'no-store' }] },
      },
    },
  };
}

/** A query on the provider's PostgreSQL, with its parameters (one expression each). */
export function postgres(name: string, query: string, parameters: string | null, x: number): Node {
  return {
    name,
    type: 'n8n-nodes-base.postgres',
    typeVersion: 2.6,
    position: [x, 0],
    parameters: { operation: 'executeQuery', query, options: parameters ? { queryReplacement: parameters } : {} },
    credentials: { postgres: { id: POSTGRES_CREDENTIAL.id, name: POSTGRES_CREDENTIAL.name } },
  };
}

/** The credential the lead and booking workflows use: the provider creates it once (README). */
export const POSTGRES_CREDENTIAL = { id: 'gvpDigitalPostgres', name: 'GVP Digital PostgreSQL' } as const;

export function chain(nodes: Node[], branches: [string, string][] = []) {
  const connections: Record<string, unknown> = {};
  const link = (from: string, to: string) => {
    const main = ((connections[from] as { main: unknown[][] } | undefined)?.main?.[0] ?? []) as unknown[];
    main.push({ node: to, type: 'main', index: 0 });
    connections[from] = { main: [main] };
  };
  for (const [i, node] of nodes.slice(1).entries()) link(nodes[i]?.name ?? '', node.name);
  for (const [from, to] of branches) link(from, to);
  return connections;
}

export function workflow(
  name: string,
  nodes: Node[],
  branches: [string, string][] = [],
  settings: Record<string, string> = {},
) {
  return {
    id: idOf(name),
    name,
    nodes: nodes.map((n) => ({ id: uuidOf(`${name}/${n.name}`), ...n })),
    connections: chain(
      nodes.filter((n) => !branches.some(([, to]) => to === n.name)),
      branches,
    ),
    settings: { executionOrder: 'v1', saveDataSuccessExecution: 'none', ...settings },
    pinData: {},
    active: false,
  };
}

/**
 * The Code nodes' request checks, shared by the lead and booking workflows: a body against the JSON Schema of its zod schema: the fields that do not fit, by name.
 * JSON Schema's patterns are Unicode regular expressions (the 'u' flag: `\p{…}` classes).
 */
export const VALIDATE_JS = `function wrongFields(schema, body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['(corpo)'];
  const fits = (rule, value, name) => {
    if (rule.anyOf) return rule.anyOf.some((r) => fits(r, value, name));
    if (rule.type === 'boolean') return typeof value === 'boolean' && (rule.const === undefined || value === rule.const);
    if (rule.type !== 'string' || typeof value !== 'string') return false;
    const text = value.trim();
    if (rule.minLength !== undefined && text.length < rule.minLength) return false;
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return false;
    // Two rules of one string (a visible name that is also well-formed text) come as allOf.
    if (rule.allOf !== undefined && !rule.allOf.every((r) => r.pattern === undefined || new RegExp(r.pattern, 'u').test(value))) return false;
    if (rule.enum !== undefined && !rule.enum.includes(value)) return false;
    if (rule.const !== undefined && value !== rule.const) return false;
    return name !== 'email' || /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text);
  };
  const wrong = Object.keys(body).filter((name) => !(name in schema.properties));
  for (const name of schema.required) if (!(name in body)) wrong.push(name);
  for (const [name, rule] of Object.entries(schema.properties)) {
    if (name in body && !fits(rule, body[name], name)) wrong.push(name);
  }
  return wrong;
}
const invalid = (fields) => ({
  status: 400,
  body: { error: 'invalid_payload', message: 'Os dados enviados não são válidos.', fields: fields.map((field) => ({ field, message: 'Valor inválido.' })) },
});
// The request as one base64 parameter: the Postgres node splits its parameters on commas.
const packed = (value) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const IDEMPOTENCY_KEY = (headers) => String(headers?.['idempotency-key'] ?? '').trim();`;
