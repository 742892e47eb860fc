/**
 * The lead workflows of the n8n kit, and the PostgreSQL they keep their promises in. Intake and
 * delivery are apart, so nothing the CRM does reaches the visitor:
 *
 * - **intake** (one workflow per lead path) checks each lead as the local service checks it (JSON
 *   only, 32 KiB, the call's schema, the honeypot, the key's length) with the same status codes,
 *   stores it in `gvp_leads`, whose primary key is the lead's Idempotency-Key (two executions of one
 *   key can never both insert, on one n8n or on many workers), answers, and ends;
 * - **delivery** ("Leads: entrega", every few seconds) takes one due lead at a time (`SKIP
 *   LOCKED`), posts it once, with no retry inside n8n, and records what the CRM answered in the
 *   next step: 2xx marks it delivered and erases its data; anything else sets its next attempt, with
 *   a back-off that grows; a CRM's refusal (4xx) repeated `max_refusals` times ends the lead in the
 *   dead letters; a failure of the CRM itself (no answer, 5xx) ends the run, so a CRM that is down
 *   is probed once a tick per lane. At most `lanes` deliveries run at once, so a slow CRM holds a
 *   few of n8n's slots, never the ones intake needs. The only replay left is a crash between the CRM's answer and the
 *   mark: the claim lapses after `retry_after` and the lead goes again, with the same key;
 * - ended leads are forgotten on a schedule: a delivered lead's data at once and its key after
 *   `keep`, a dead letter's data after `dead_keep` and its key after `keep`.
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
import { REFUSALS } from '../src/contracts/requests.ts';
import {
  code,
  codeJs,
  contract,
  LEADS_URL,
  type Node,
  postgres,
  REQUEST_CHECK_FILES,
  respondWithStatus,
  webhook,
  workflow,
} from './n8n-nodes.ts';

/** Where the SQL goes, beside n8n/workflows/. */
export const LEADS_SQL_FILE = 'postgres/leads.sql';

/**
 * How long one delivery may wait for the CRM: longer than a slow CRM's answer, so a lead is not
 * given up on (and sent again) while the CRM is still taking it.
 */
export const DELIVERY_TIMEOUT_MS = 30_000;
/** How long a claim holds: past it, a lead whose delivery never recorded an answer (n8n killed) goes again. */
export const RETRY_AFTER_SECONDS = 120;
/** How often "Leads: entrega" looks for due leads. */
export const DELIVERY_EVERY_SECONDS = 5;
/**
 * Deliveries at once, whatever the number of n8n's workers and their slots: two wait on a slow CRM
 * together, and against a fast one they leave most of the workers' CPU to intake.
 */
export const DELIVERY_LANES = 2;
/** Leads one delivery run takes before it ends and leaves the rest to the next (its data stays small). */
export const LEADS_PER_RUN = 50;
/** The first wait after a failed attempt, doubling up to BACKOFF_MAX_SECONDS. */
export const BACKOFF_BASE_SECONDS = 5;
export const BACKOFF_MAX_SECONDS = 600;
/** A CRM's refusals (4xx) of one lead before it goes to the dead letters. */
export const MAX_REFUSALS = 5;
/** How long a delivered or dead key is remembered (the outbox gives up long before). */
export const KEEP_DAYS = 30;
/** How long a dead letter keeps its data for the operator: the week the browser's outbox keeps a lead. */
export const DEAD_KEEP_DAYS = 7;

if (RETRY_AFTER_SECONDS * 1000 <= DELIVERY_TIMEOUT_MS * 2)
  throw new Error('A claim must outlast a delivery with room to record it: RETRY_AFTER_SECONDS too short.');

export function leadsSql(): string {
  return `-- The leads of the n8n kit (every lead path of src/contracts/calls.ts), in the provider's
-- PostgreSQL: run once, and again after a kit update (it only creates what is missing and
-- replaces the functions):
--
--   psql "$DATABASE_URL" -f n8n/postgres/leads.sql
--
-- Written by npm run n8n:kit from scripts/n8n-leads.ts: change it there, not here.
--
-- Exactly once lives here, not in the workflows: the primary key is the lead's
-- Idempotency-Key, so of two requests with one key only one inserts, whatever the number of
-- n8n workers; the other waits for that insert's commit and finds it. Intake stores and answers;
-- "Leads: entrega" delivers, one lead per attempt, and records each answer of the CRM here. The
-- workflows call the functions below through the Postgres credential named "GVP Digital PostgreSQL".

CREATE TABLE IF NOT EXISTS gvp_lead_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- A claim older than this (n8n killed mid-delivery) lapses and the lead goes again. Keep it
  -- above twice the delivery's timeout (${DELIVERY_TIMEOUT_MS / 1000} s).
  retry_after interval NOT NULL,
  -- How long a delivered or dead key is remembered, a rolling window.
  keep interval NOT NULL
);
INSERT INTO gvp_lead_settings (retry_after, keep)
  VALUES (interval '${RETRY_AFTER_SECONDS} seconds', interval '${KEEP_DAYS} days') ON CONFLICT (id) DO NOTHING;
-- The wait after a failed attempt doubles from backoff_base up to backoff_max; max_refusals
-- refusals (4xx) of one lead end it in the dead letters, which keep its data dead_keep for the
-- operator; lanes deliveries run at once, leads_per_run each.
ALTER TABLE gvp_lead_settings
  ADD COLUMN IF NOT EXISTS backoff_base interval NOT NULL DEFAULT interval '${BACKOFF_BASE_SECONDS} seconds',
  ADD COLUMN IF NOT EXISTS backoff_max interval NOT NULL DEFAULT interval '${BACKOFF_MAX_SECONDS} seconds',
  ADD COLUMN IF NOT EXISTS max_refusals integer NOT NULL DEFAULT ${MAX_REFUSALS},
  ADD COLUMN IF NOT EXISTS dead_keep interval NOT NULL DEFAULT interval '${DEAD_KEEP_DAYS} days',
  ADD COLUMN IF NOT EXISTS lanes integer NOT NULL DEFAULT ${DELIVERY_LANES},
  ADD COLUMN IF NOT EXISTS leads_per_run integer NOT NULL DEFAULT ${LEADS_PER_RUN};

CREATE TABLE IF NOT EXISTS gvp_leads (
  key text PRIMARY KEY,
  call text NOT NULL,
  -- The body as the site sent it, hashed: the same key with another body is refused (422).
  fingerprint text NOT NULL,
  -- What the site was answered, and is answered again for the same key.
  answer jsonb NOT NULL,
  -- What the CRM gets; emptied once delivered (or dead_keep after it died), so personal data
  -- does not outlive the delivery.
  payload jsonb,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The attempt under way since then, and the run that holds it; NULL between attempts.
  claimed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz
);
-- A correction (its key is '<first key>~<n>') names the lead it corrects: one lead, edited.
ALTER TABLE gvp_leads
  ADD COLUMN IF NOT EXISTS corrects text,
  ADD COLUMN IF NOT EXISTS claimed_by text,
  ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz,
  ADD COLUMN IF NOT EXISTS refusals integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS last_status integer,
  ADD COLUMN IF NOT EXISTS last_error text,
  ADD COLUMN IF NOT EXISTS dead_at timestamptz;
-- Leads stored by an earlier kit wait for their first attempt from the moment they came.
UPDATE gvp_leads SET next_attempt_at = received_at WHERE next_attempt_at IS NULL AND delivered_at IS NULL;
DROP INDEX IF EXISTS gvp_leads_undelivered;
CREATE INDEX IF NOT EXISTS gvp_leads_due ON gvp_leads (next_attempt_at) WHERE delivered_at IS NULL AND dead_at IS NULL;
CREATE INDEX IF NOT EXISTS gvp_leads_delivered ON gvp_leads (delivered_at) WHERE delivered_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS gvp_leads_dead ON gvp_leads (dead_at) WHERE dead_at IS NOT NULL;

-- The delivery lanes: a run of "Leads: entrega" holds one while it delivers, so at most
-- gvp_lead_settings.lanes deliveries wait on the CRM at once. A lane whose run died frees
-- itself after retry_after.
CREATE TABLE IF NOT EXISTS gvp_lead_lanes (
  lane integer PRIMARY KEY,
  holder text,
  held_until timestamptz
);
INSERT INTO gvp_lead_lanes (lane) SELECT generate_series(1, 64) ON CONFLICT (lane) DO NOTHING;

-- The earlier kit's sweep: its workflow ("Leads: reentrega") is replaced by "Leads: entrega".
DROP FUNCTION IF EXISTS gvp_leads_due(integer);
DROP FUNCTION IF EXISTS gvp_lead_delivered(text);

-- r: {path, key (NULL without the header), call, lead, answer, payload}. Stores the lead (due at
-- once) and returns what to answer; the same key again gets the first answer, another body 422.
CREATE OR REPLACE FUNCTION gvp_lead_receive(r jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  k text := coalesce(r->>'key', (r->>'path') || ' sem-chave ' || md5((r->'lead')::text));
  kept gvp_leads;
BEGIN
  INSERT INTO gvp_leads (key, call, fingerprint, answer, payload, next_attempt_at, corrects)
    VALUES (k, r->>'call', md5((r->'lead')::text), r->'answer', r->'payload' || jsonb_build_object('key', k), now(),
            r->>'corrects')
    ON CONFLICT (key) DO NOTHING;
  IF FOUND THEN
    RETURN jsonb_build_object('key', k, 'answer', r->'answer');
  END IF;
  SELECT * INTO kept FROM gvp_leads l WHERE l.key = k;
  IF kept.fingerprint <> md5((r->'lead')::text) THEN
    RETURN jsonb_build_object('key', k, 'conflict', true);
  END IF;
  RETURN jsonb_build_object('key', k, 'answer', kept.answer);
END
$$;

-- What intake answers: c is the check's own answer ({status, body}: a refusal, or the honeypot's
-- 200) or {request} for gvp_lead_receive. One query, so the workflow needs no node to combine them.
CREATE OR REPLACE FUNCTION gvp_lead_intake(c jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  got jsonb;
BEGIN
  IF c ? 'status' THEN
    RETURN c;
  END IF;
  got := gvp_lead_receive(c->'request');
  IF got ? 'conflict' THEN
    RETURN jsonb_build_object('status', 422, 'body', jsonb_build_object('error', 'idempotency_key_reused',
      'message', '${REFUSALS.idempotency_key_reused.replaceAll("'", "''")}'));
  END IF;
  RETURN got->'answer';
END
$$;

-- The next lead for the delivery run p_holder (n8n's execution id) on its p_run-th call: holds a
-- lane (or returns nothing: enough deliveries wait on the CRM already), then claims the oldest due
-- lead (SKIP LOCKED: two runs never take the same one). Nothing due, or the run's share done: the
-- lane is freed and nothing is returned, which ends the run. Its first call also forgets ended
-- leads past their window.
CREATE OR REPLACE FUNCTION gvp_lead_next(p_holder text, p_run integer)
  RETURNS TABLE (lead_key text, lead_payload jsonb) LANGUAGE plpgsql AS $$
DECLARE
  s gvp_lead_settings;
  held integer;
BEGIN
  SELECT * INTO s FROM gvp_lead_settings;
  IF p_run = 0 THEN
    UPDATE gvp_leads d SET payload = NULL WHERE d.dead_at < now() - s.dead_keep AND d.payload IS NOT NULL;
    DELETE FROM gvp_leads d WHERE coalesce(d.delivered_at, d.dead_at) < now() - s.keep;
  END IF;
  SELECT g.lane INTO held FROM gvp_lead_lanes g WHERE g.holder = p_holder;
  IF held IS NULL THEN
    -- A run that gave its lane up (the CRM failed to answer) or lost it ends: the next tick probes again.
    IF p_run > 0 THEN
      RETURN;
    END IF;
    SELECT g.lane INTO held FROM gvp_lead_lanes g
      WHERE g.lane <= s.lanes AND (g.holder IS NULL OR g.held_until < now())
      ORDER BY g.lane LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF held IS NULL THEN
      RETURN;
    END IF;
  END IF;
  IF p_run < s.leads_per_run THEN
    RETURN QUERY
      UPDATE gvp_leads l SET claimed_at = now(), claimed_by = p_holder, attempts = l.attempts + 1
      WHERE l.key = (
        SELECT d.key FROM gvp_leads d
        WHERE d.delivered_at IS NULL AND d.dead_at IS NULL AND d.next_attempt_at <= now()
          AND (d.claimed_at IS NULL OR d.claimed_at < now() - s.retry_after)
        ORDER BY d.next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING l.key, l.payload;
    IF FOUND THEN
      UPDATE gvp_lead_lanes g SET holder = p_holder, held_until = now() + s.retry_after WHERE g.lane = held;
      RETURN;
    END IF;
  END IF;
  UPDATE gvp_lead_lanes g SET holder = NULL, held_until = NULL WHERE g.lane = held;
END
$$;

-- What the CRM answered to the attempt of run p_holder (the one lead it holds): p_status (0 when
-- no answer came: refused connection, timeout) and p_error. A 2xx is the delivery; anything else
-- sets the next attempt after a back-off that doubles; the CRM's refusals of this lead (4xx but
-- 408, 425 and 429) max_refusals times end it in the dead letters; a failure of the CRM itself
-- ends the run.
CREATE OR REPLACE FUNCTION gvp_lead_attempted(p_holder text, p_status integer, p_error text)
  RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  s gvp_lead_settings;
  refused boolean := p_status BETWEEN 400 AND 499 AND p_status NOT IN (408, 425, 429);
BEGIN
  SELECT * INTO s FROM gvp_lead_settings;
  IF p_status BETWEEN 200 AND 299 THEN
    UPDATE gvp_leads SET delivered_at = now(), claimed_at = NULL, claimed_by = NULL, payload = NULL,
        last_status = p_status, last_error = NULL
      WHERE claimed_by = p_holder AND delivered_at IS NULL;
    RETURN 'delivered';
  END IF;
  UPDATE gvp_leads l SET claimed_at = NULL, claimed_by = NULL, last_status = nullif(p_status, 0),
      last_error = left(p_error, 500),
      refusals = l.refusals + refused::integer,
      dead_at = CASE WHEN refused AND l.refusals + 1 >= s.max_refusals THEN now() END,
      next_attempt_at = now() + least(s.backoff_base * power(2, least(l.attempts - 1, 20)), s.backoff_max)
    WHERE l.claimed_by = p_holder AND l.delivered_at IS NULL AND l.dead_at IS NULL;
  IF refused THEN
    RETURN 'refused';
  END IF;
  -- The CRM itself failed (no answer, 5xx, 408, 425, 429): the run gives its lane up and ends, so a
  -- CRM that is down is probed once a tick per lane, not once per due lead.
  UPDATE gvp_lead_lanes g SET holder = NULL, held_until = NULL WHERE g.holder = p_holder;
  RETURN 'failed';
END
$$;

-- The CRM answered: record it and take the run's next lead, in one round trip.
CREATE OR REPLACE FUNCTION gvp_lead_answered(p_holder text, p_run integer, p_status integer, p_error text)
  RETURNS TABLE (lead_key text, lead_payload jsonb) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gvp_lead_attempted(p_holder, p_status, p_error);
  RETURN QUERY SELECT * FROM gvp_lead_next(p_holder, p_run);
END
$$;

-- The dead letters, for the operator: what the CRM refused, how often, and its last answer. The
-- lead's data stays dead_keep (7 days) to act on it: fix the CRM's side, then
--   SELECT gvp_lead_redeliver('<key>');
-- sends it again from its first attempt.
CREATE OR REPLACE VIEW gvp_leads_dead_letters AS
  SELECT key, call, received_at, dead_at, attempts, refusals, last_status, last_error, payload
  FROM gvp_leads WHERE dead_at IS NOT NULL ORDER BY dead_at DESC;

CREATE OR REPLACE FUNCTION gvp_lead_redeliver(p_key text) RETURNS boolean LANGUAGE sql AS $$
  UPDATE gvp_leads SET dead_at = NULL, refusals = 0, next_attempt_at = now()
    WHERE key = p_key AND dead_at IS NOT NULL AND payload IS NOT NULL RETURNING true
$$;
`;
}

const schemaOf = (call: CallName) => z.toJSONSchema(SCHEMAS[call], { io: 'input' });

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
${codeJs(...REQUEST_CHECK_FILES, contract('protocol.ts'))}
const refuse = (status, error, message) => [{ json: { status, body: { error, message } } }];
const { body, headers } = $input.first().json;
// What the local service refuses, with its status codes: a cross-site form post (text/plain)
// or an oversized body never becomes a lead.
if (!/^application\\/json\\b/i.test(String(headers['content-type'] ?? ''))) {
  return refuse(415, 'unsupported_media_type', REFUSALS.unsupported_media_type);
}
const size = Math.max(Number(headers['content-length'] ?? 0), new TextEncoder().encode(JSON.stringify(body ?? null)).length);
if (size > MAX_BODY_BYTES) return refuse(413, 'payload_too_large', REFUSALS.payload_too_large);
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
if (header !== undefined && (String(header).trim() === '' || String(header).trim().length > MAX_KEY_LENGTH)) {
  return refuse(400, 'invalid_idempotency_key', REFUSALS.invalid_idempotency_key);
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
return [{ json: { request } }];`;
}

/**
 * A lead workflow keeps no execution, failed ones included: the lead lives in `gvp_leads` alone,
 * with its own retention, and a failed intake is the browser's to send again.
 */
const KEEP_NO_EXECUTION = { saveDataErrorExecution: 'none' } as const;

/**
 * One lead path's workflow: check, store, answer. One Code node only (each one is a round trip to
 * n8n's task runner): the database writes the answer, refusals included. Delivery is "Leads: entrega"'s.
 */
export function leadWorkflow(title: string, path: string, origins: string, trial = false) {
  return workflow(
    title,
    [
      webhook(path, 'POST', 'responseNode', origins),
      code('Verificar pedido', checkCode(path, trial), 220),
      postgres('Guardar lead', 'SELECT gvp_lead_intake($1::jsonb) AS answer', '={{ [$json] }}', 440),
      respondWithStatus(660, '$json.answer'),
    ],
    [],
    KEEP_NO_EXECUTION,
  );
}

/** The workflow's name; its id derives from it. */
export const DELIVERY_WORKFLOW = 'GVP.Digital: Leads: entrega';

/**
 * "Leads: entrega": every DELIVERY_EVERY_SECONDS a run takes a lane and a first due lead, then
 * delivers one lead at a time: one POST each, no retry inside n8n (a retry of the node would post
 * a lead the CRM may already hold), and the CRM's answer recorded in the next step, which marks
 * the lead delivered or gives it its next attempt and takes the next lead in the same query. A run
 * ends when nothing is due, no lane is free, the CRM failed to answer, or it has taken
 * LEADS_PER_RUN. The lead being delivered is the one the run holds (`claimed_by`), so no step reads
 * another node's output.
 */
export function deliveryWorkflow() {
  const first = postgres(
    'Primeiro lead',
    'SELECT lead_key AS key, lead_payload AS payload FROM gvp_lead_next($1, 0)',
    '={{ [$execution.id] }}',
    220,
  );
  const send: Node = {
    name: 'Entregar lead',
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 4.2,
    position: [440, 0],
    parameters: {
      method: 'POST',
      url: LEADS_URL,
      sendHeaders: true,
      headerParameters: { parameters: [{ name: IDEMPOTENCY_HEADER, value: '={{ $json.key }}' }] },
      sendBody: true,
      specifyBody: 'json',
      jsonBody: '={{ JSON.stringify($json.payload) }}',
      // Every answer is an outcome to record (neverError), with its status (fullResponse).
      options: { timeout: DELIVERY_TIMEOUT_MS, response: { response: { neverError: true, fullResponse: true } } },
    },
    retryOnFail: false,
    // No answer at all (refused connection, timeout): the error output, recorded as status 0.
    onError: 'continueErrorOutput',
  };
  const answered = postgres(
    'Registrar e seguir',
    'SELECT lead_key AS key, lead_payload AS payload FROM gvp_lead_answered($1, $2, $3, $4)',
    `={{ [$execution.id, $runIndex + 1, $json.statusCode, $json.statusCode < 300 ? '' : String($json.statusCode) + ' ' + String($json.statusMessage || '')] }}`,
    660,
  );
  const unanswered = {
    ...postgres(
      'Registrar falha',
      'SELECT gvp_lead_attempted($1, 0, $2) AS outcome',
      `={{ [$execution.id, String(($json.error && ($json.error.code || $json.error.message)) || $json.error || 'sem resposta')] }}`,
      660,
    ),
    position: [660, 200],
  };
  const flow = workflow(
    DELIVERY_WORKFLOW,
    [
      {
        name: `A cada ${DELIVERY_EVERY_SECONDS} segundos`,
        type: 'n8n-nodes-base.scheduleTrigger',
        typeVersion: 1.2,
        position: [0, 0],
        parameters: { rule: { interval: [{ field: 'seconds', secondsInterval: DELIVERY_EVERY_SECONDS }] } },
      },
      first,
      send,
      answered,
      unanswered,
    ],
    [],
    KEEP_NO_EXECUTION,
  );
  const to = (node: string) => [{ node, type: 'main', index: 0 }];
  return {
    ...flow,
    connections: {
      [`A cada ${DELIVERY_EVERY_SECONDS} segundos`]: { main: [to(first.name)] },
      [first.name]: { main: [to(send.name)] },
      // Answered (any status): recorded, and the next lead comes back to the POST. Unanswered:
      // recorded, and the run ends (the CRM is probed again at the next tick).
      [send.name]: { main: [to(answered.name), to(unanswered.name)] },
      [answered.name]: { main: [to(send.name)] },
    },
  };
}
