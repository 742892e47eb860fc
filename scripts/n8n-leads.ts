/**
 * The lead workflows of the n8n kit, and the PostgreSQL they keep their promises in:
 *
 * - every lead is checked as the local service checks it (JSON only, 32 KiB, the call's schema,
 *   the honeypot, the key's length) and refused with the same status codes;
 * - it is answered only once it is stored: an insert into `gvp_leads`, whose primary key is the
 *   lead's Idempotency-Key, so two executions of one key can never both pass, on one n8n or on
 *   many workers (the insert waits on the other's commit, then finds the key);
 * - from there it is delivered to the CRM ("Entregar lead"), and marked delivered. A delivery
 *   cut off (n8n killed, the CRM down past the node's retries) is taken again by the next
 *   request with the same key or by "Leads: reentrega", once its claim is older than
 *   `retry_after`; a delivered key is never delivered again;
 * - delivered rows lose their lead at once (only the key stays, for deduplication) and are
 *   deleted after `keep` (30 days, a rolling window: nothing is ever refused for space).
 *
 * Trial step 1 goes the same way: its code is drawn once per key and kept as the answer, so a
 * retry after a late answer gets the code already on its way.
 */
import { z } from 'zod';
import { SCHEMAS } from '../src/contracts/bodies.ts';
import {
  CALLS,
  type CallContract,
  type CallName,
  callsOn,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
} from '../src/contracts/calls.ts';
import { code, contractJs, deliver, postgres, respondWithStatus, VALIDATE_JS, webhook, workflow } from './n8n-nodes.ts';

/** Where the SQL goes, beside n8n/workflows/. */
export const LEADS_SQL_FILE = 'postgres/leads.sql';

/** The local service's limits (server/app.ts), which the kit applies too. */
export const MAX_BODY_BYTES = 32 * 1024;
export const MAX_KEY_LENGTH = 255;

/** How long a delivery may run before another request or the sweep takes the lead again. */
export const RETRY_AFTER_SECONDS = 120;
/** How long a delivered key is remembered (the outbox gives up long before). */
export const KEEP_DAYS = 30;

export function leadsSql(): string {
  return `-- The leads of the n8n kit (every lead path of src/contracts/calls.ts), in the provider's
-- PostgreSQL: run once, and again after a kit update (it only creates what is missing and
-- replaces the functions):
--
--   psql "$DATABASE_URL" -f n8n/postgres/leads.sql
--
-- Exactly once lives here, not in the workflows: the primary key is the lead's
-- Idempotency-Key, so of two requests with one key only one inserts, whatever the number of
-- n8n workers; the other waits for that insert's commit and finds it. The workflows call the
-- functions below through the Postgres credential named "GVP Digital PostgreSQL".

-- retry_after: a delivery older than this (n8n killed mid-way, the CRM down past the node's
-- retries) is taken again. keep: how long a delivered key is remembered, a rolling window.
CREATE TABLE IF NOT EXISTS gvp_lead_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  retry_after interval NOT NULL,
  keep interval NOT NULL
);
INSERT INTO gvp_lead_settings (retry_after, keep)
  VALUES (interval '${RETRY_AFTER_SECONDS} seconds', interval '${KEEP_DAYS} days') ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS gvp_leads (
  key text PRIMARY KEY,
  call text NOT NULL,
  -- The body as the site sent it, hashed: the same key with another body is refused (422).
  fingerprint text NOT NULL,
  -- What the site was answered, and is answered again for the same key.
  answer jsonb NOT NULL,
  -- What the CRM gets; emptied once delivered, so personal data does not outlive the delivery.
  payload jsonb,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- A delivery under way since then; NULL once delivered.
  claimed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz
);
-- A correction (its key is '<first key>~<n>') names the lead it corrects: one lead, edited.
ALTER TABLE gvp_leads ADD COLUMN IF NOT EXISTS corrects text;
CREATE INDEX IF NOT EXISTS gvp_leads_undelivered ON gvp_leads (claimed_at) WHERE delivered_at IS NULL;
CREATE INDEX IF NOT EXISTS gvp_leads_delivered ON gvp_leads (delivered_at) WHERE delivered_at IS NOT NULL;

-- r: {path, key (NULL without the header), call, lead, answer, payload}. Returns what to answer
-- and whether this request delivers the lead.
CREATE OR REPLACE FUNCTION gvp_lead_receive(r jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  k text := coalesce(r->>'key', (r->>'path') || ' sem-chave ' || md5((r->'lead')::text));
  kept gvp_leads;
BEGIN
  INSERT INTO gvp_leads (key, call, fingerprint, answer, payload, claimed_at, attempts, corrects)
    VALUES (k, r->>'call', md5((r->'lead')::text), r->'answer', r->'payload' || jsonb_build_object('key', k), now(), 1,
            r->>'corrects')
    ON CONFLICT (key) DO NOTHING;
  IF FOUND THEN
    RETURN jsonb_build_object('key', k, 'answer', r->'answer', 'deliver', true, 'payload', r->'payload' || jsonb_build_object('key', k));
  END IF;
  SELECT * INTO kept FROM gvp_leads l WHERE l.key = k FOR UPDATE;
  IF kept.fingerprint <> md5((r->'lead')::text) THEN
    RETURN jsonb_build_object('key', k, 'conflict', true);
  END IF;
  IF kept.delivered_at IS NULL AND kept.claimed_at < now() - (SELECT retry_after FROM gvp_lead_settings) THEN
    UPDATE gvp_leads l SET claimed_at = now(), attempts = l.attempts + 1 WHERE l.key = k;
    RETURN jsonb_build_object('key', k, 'answer', kept.answer, 'deliver', true, 'payload', kept.payload);
  END IF;
  RETURN jsonb_build_object('key', k, 'answer', kept.answer, 'deliver', false);
END
$$;

CREATE OR REPLACE FUNCTION gvp_lead_delivered(k text) RETURNS void LANGUAGE sql AS $$
  UPDATE gvp_leads SET delivered_at = now(), claimed_at = NULL, payload = NULL WHERE key = k AND delivered_at IS NULL
$$;

-- The sweep: forgets delivered keys past the window, then claims up to n leads whose delivery
-- is overdue (SKIP LOCKED: two sweeps never take the same lead).
CREATE OR REPLACE FUNCTION gvp_leads_due(n integer) RETURNS TABLE (lead_key text, lead_payload jsonb) LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gvp_leads d WHERE d.delivered_at < now() - (SELECT keep FROM gvp_lead_settings);
  RETURN QUERY
    UPDATE gvp_leads l SET claimed_at = now(), attempts = l.attempts + 1
    WHERE l.key IN (
      SELECT d.key FROM gvp_leads d
      WHERE d.delivered_at IS NULL AND d.claimed_at < now() - (SELECT retry_after FROM gvp_lead_settings)
      ORDER BY d.received_at LIMIT n FOR UPDATE SKIP LOCKED)
    RETURNING l.key, l.payload;
END
$$;
`;
}

const schemaOf = (call: CallName) => z.toJSONSchema(SCHEMAS[call], { io: 'input' });

/** Not a request to store: the Postgres node's query skips it. */
const SKIP = "'-'";

/**
 * The JavaScript that checks a request, tells a lead from a bot, names its call and packs
 * what the database needs; or answers the refusal the local service would give.
 */
function checkCode(path: string, trial: boolean): string {
  const calls = callsOn(path);
  const when = calls.map((name) => [name, (CALLS[name] as CallContract).when ?? null]);
  const schemas = Object.fromEntries(calls.map((name) => [name, schemaOf(name)]));
  const protocols = Object.fromEntries(
    calls.flatMap((name) => {
      const prefix = (CALLS[name] as CallContract).protocol;
      return prefix ? [[name, prefix]] : [];
    }),
  );
  const keyLine = calls.includes('blogCreate')
    ? "// An article is asked for once per slug, whoever asks and however often.\nconst key = 'slug:' + String(lead.slug ?? '');"
    : 'const key = header === undefined ? null : String(header).trim();';
  return `// Generated by npm run n8n:kit from the site's contracts (src/contracts/calls.ts, bodies.ts).
const CALLS = ${JSON.stringify(when)};
const SCHEMAS = ${JSON.stringify(schemas)};
const PROTOCOLS = ${JSON.stringify(protocols)};
${contractJs('protocol.ts')}
${VALIDATE_JS}
const refuse = (status, error, message) => [{ json: { status, body: { error, message } } }];
const { body, headers } = $input.first().json;
// What the local service refuses, with its status codes: a cross-site form post (text/plain)
// or an oversized body never becomes a lead.
if (!/^application\\/json\\b/i.test(String(headers['content-type'] ?? ''))) {
  return refuse(415, 'unsupported_media_type', 'Envie os dados como application/json.');
}
const size = Math.max(Number(headers['content-length'] ?? 0), new TextEncoder().encode(JSON.stringify(body ?? null)).length);
if (size > ${MAX_BODY_BYTES}) return refuse(413, 'payload_too_large', 'Os dados enviados passam do limite de 32 KiB.');
if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ json: invalid(['(corpo)']) }];
// The honeypot: only bots fill it. They get the same kind of answer and nothing is stored.
if (String(body[${JSON.stringify(HONEYPOT_FIELD)}] ?? '').trim()) return [{ json: { status: 200, body: { ok: true } } }];
const { [${JSON.stringify(HONEYPOT_FIELD)}]: _honeypot, ...lead } = body;
const found = CALLS.find(([, when]) => !when || (when.equals === undefined ? when.field in lead : lead[when.field] === when.equals));
if (!found) return [{ json: invalid(['(corpo)']) }];
const call = found[0];
const wrong = wrongFields(SCHEMAS[call], lead);
if (wrong.length) return [{ json: invalid(wrong) }];
const header = headers[${JSON.stringify(IDEMPOTENCY_HEADER.toLowerCase())}];
if (header !== undefined && (String(header).trim() === '' || String(header).trim().length > ${MAX_KEY_LENGTH})) {
  return refuse(400, 'invalid_idempotency_key', 'A chave de idempotência deve ter de 1 a ${MAX_KEY_LENGTH} caracteres.');
}
${keyLine}
${
  trial
    ? `// A six-digit code, always a string: leading zeros survive. Drawn here, kept with the key.
const code = String(Math.floor(Math.random() * 1000000)).padStart(6, '0');
const answer = { status: 200, body: { code } };
const payload = { call, code, lead };`
    : `// A correction (key '<first>~<n>') is filed against the lead it names, under the first's protocol.
const corrects = key === null ? null : correctionOf(key);
const protocolo = PROTOCOLS[call] && key ? protocolOf(PROTOCOLS[call], leadKeyOf(key)) : undefined;
const answer = { status: 201, body: protocolo ? { ok: true, protocolo } : { ok: true } };
const payload = {
  call,
  lead,
  ...(protocolo ? { protocolo } : {}),
  ...(corrects ? { correctionOf: ${JSON.stringify(path)} + ' ' + corrects.first } : {}),
};`
}
const request = {
  path: ${JSON.stringify(path)},
  key: key === null ? null : ${JSON.stringify(path)} + ' ' + key,
  call,
  lead,
  answer,
  payload,
  corrects: payload.correctionOf ?? null,
};
return [{ json: { request: packed(request) } }];`;
}

/** The answer: the check's refusal, or what the database says of this key. */
const ANSWER_CODE = `const checked = $('Verificar pedido').first().json;
if (checked.status) return [{ json: checked }];
const stored = $input.first().json.answer;
if (stored.conflict) {
  return [{ json: { status: 422, body: { error: 'idempotency_key_reused', message: 'Esta chave de idempotência já foi usada com outros dados.' } } }];
}
return [{ json: { status: stored.answer.status, body: stored.answer.body, deliver: stored.deliver, key: stored.key, payload: stored.payload } }];`;

/** The delivery to the CRM, with the lead's key: a CRM that honours it never keeps one twice. */
const toCrm = (x: number) => {
  const node = deliver(x);
  return {
    ...node,
    parameters: {
      ...(node.parameters as Record<string, unknown>),
      jsonBody: '={{ JSON.stringify($json.payload) }}',
      sendHeaders: true,
      headerParameters: { parameters: [{ name: IDEMPOTENCY_HEADER, value: '={{ $json.key }}' }] },
    },
  };
};

const markDelivered = (x: number, key: string) =>
  postgres('Marcar entregue', 'SELECT gvp_lead_delivered($1)', `={{ ${key} }}`, x);

/** One lead path's workflow: check, store, answer, deliver, mark. */
export function leadWorkflow(title: string, path: string, origins: string, trial = false) {
  return workflow(title, [
    webhook(path, 'POST', 'responseNode', origins),
    code('Verificar pedido', checkCode(path, trial), 220),
    postgres(
      'Guardar lead',
      `SELECT CASE WHEN $1 = ${SKIP} THEN NULL ELSE gvp_lead_receive(convert_from(decode($1, 'base64'), 'UTF8')::jsonb) END AS answer`,
      `={{ $json.request ?? ${SKIP.replaceAll("'", '"')} }}`,
      440,
    ),
    code('Resposta', ANSWER_CODE, 660),
    respondWithStatus(880),
    code('Só a primeira vez', 'return $input.all().filter((item) => item.json.deliver);', 1100),
    toCrm(1320),
    markDelivered(1540, "$('Só a primeira vez').first().json.key"),
  ]);
}

/**
 * "Leads: reentrega": every minute, the leads whose delivery is overdue are delivered again;
 * a failed one waits for the next sweep (the error output goes nowhere), the rest go on.
 */
export function sweepWorkflow() {
  const name = 'GVP.Digital: Leads: reentrega';
  const crm = toCrm(440);
  return workflow(name, [
    {
      name: 'A cada minuto',
      type: 'n8n-nodes-base.scheduleTrigger',
      typeVersion: 1.2,
      position: [0, 0],
      parameters: { rule: { interval: [{ field: 'minutes', minutesInterval: 1 }] } },
    },
    postgres('Leads pendentes', 'SELECT lead_key AS key, lead_payload AS payload FROM gvp_leads_due(100)', null, 220),
    { ...crm, onError: 'continueErrorOutput' },
    markDelivered(660, "$('Leads pendentes').item.json.key"),
  ]);
}
