-- The leads of the n8n kit (every lead path of src/contracts/calls.ts), in the provider's
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
  VALUES (interval '120 seconds', interval '30 days') ON CONFLICT (id) DO NOTHING;

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
