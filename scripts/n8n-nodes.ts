/**
 * The pieces every workflow of the n8n kit is made of (scripts/n8n-kit.ts, scripts/n8n-booking.ts):
 * nodes with stable ids, so that importing a workflow again replaces it instead of adding a copy.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export type Node = Record<string, unknown> & { name: string };

/**
 * TypeScript files as plain JavaScript for a Code node, in order: no types, no exports. The kit
 * runs the site's own rules (the bookings', the protocol's, the request checks), compiled, never
 * rewritten. A Code node has no modules, so a file may import only names of a file before it in
 * the list (whose code is already there), by their own names. Paths are from the project's root.
 */
export function codeJs(...files: string[]): string {
  const root = new URL('../', import.meta.url);
  return files
    .map((file, index) => {
      const source = readFileSync(new URL(file, root), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
      });
      // What is left of the imports after the types are gone: each must be linked here.
      const code = outputText.replace(
        /^import\s([^;]*?)\sfrom\s*'([^']+)';?$/gm,
        (_line, names: string, spec: string) => {
          const target = new URL(spec, new URL(file, root)).href;
          const before = files.slice(0, index).map((earlier) => new URL(earlier, root).href);
          if (!before.includes(target) || /\sas\s|\*/.test(names))
            throw new Error(`${file} imports ${spec}: a Code node has it only if it comes first, with its own names.`);
          return '';
        },
      );
      if (/^import\s/m.test(code)) throw new Error(`${file} imports code a Code node cannot run.`);
      return code
        .replace(/^export \{\};?$/gm, '')
        .replace(/^export /gm, '')
        .trim();
    })
    .join('\n');
}

/** Where a contract file is, for codeJs. */
export const contract = (file: string) => `src/contracts/${file}`;

/**
 * What every Code node that takes a request starts with: the shared limits and messages and the
 * request checks (scripts/n8n-code/request-check.ts).
 */
export const REQUEST_CHECK_FILES = [contract('requests.ts'), 'scripts/n8n-code/request-check.ts'];

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

/** The credential the lead and booking workflows use: the provider creates it once (docs/production.md). */
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
