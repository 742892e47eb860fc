-- The leads of the n8n kit (every lead path of src/contracts/calls.ts), in the provider's
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
  -- above twice the delivery's timeout (30 s).
  retry_after interval NOT NULL,
  -- How long a delivered or dead key is remembered, a rolling window.
  keep interval NOT NULL
);
INSERT INTO gvp_lead_settings (retry_after, keep)
  VALUES (interval '120 seconds', interval '30 days') ON CONFLICT (id) DO NOTHING;
-- The wait after a failed attempt doubles from backoff_base up to backoff_max; max_refusals
-- refusals (4xx) of one lead end it in the dead letters, which keep its data dead_keep for the
-- operator; lanes deliveries run at once, leads_per_run each.
ALTER TABLE gvp_lead_settings
  ADD COLUMN IF NOT EXISTS backoff_base interval NOT NULL DEFAULT interval '5 seconds',
  ADD COLUMN IF NOT EXISTS backoff_max interval NOT NULL DEFAULT interval '600 seconds',
  ADD COLUMN IF NOT EXISTS max_refusals integer NOT NULL DEFAULT 5,
  ADD COLUMN IF NOT EXISTS dead_keep interval NOT NULL DEFAULT interval '7 days',
  ADD COLUMN IF NOT EXISTS lanes integer NOT NULL DEFAULT 2,
  ADD COLUMN IF NOT EXISTS leads_per_run integer NOT NULL DEFAULT 50;

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
      'message', 'Esta chave de idempotência já foi usada com outros dados.'));
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
