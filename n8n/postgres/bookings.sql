-- The bookings of the n8n kit (calls 18 to 22 of src/contracts/calls.ts), in the provider's
-- PostgreSQL: run once, and again after a kit update (it only creates what is missing and
-- replaces the functions):
--
--   psql "$DATABASE_URL" -f n8n/postgres/bookings.sql
--
-- The guarantees live here, not in the workflows: a unique index refuses a second live booking
-- of one consultant at one time whatever the order of the requests, and a booking's
-- Idempotency-Key is taken by an insert that a second request with the same key waits on.
-- The workflows (n8n/workflows/booking*.json) call the functions below through the Postgres
-- credential named "GVP Digital PostgreSQL".

-- The schedule: the same JSON as the local service's BOOKING_SCHEDULE (docs/production.md, "Bookings in the kit"):
-- time zone, slot length, horizon, notice, and the consultants with their hours by weekday.
CREATE TABLE IF NOT EXISTS gvp_booking_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  schedule jsonb NOT NULL
);
INSERT INTO gvp_booking_settings (schedule) VALUES ('{"timeZone":"America/Sao_Paulo","slotMinutes":30,"horizonDays":8,"noticeMinutes":120,"consultants":[{"id":"comercial","name":"Time comercial GVP","hours":{"1":[["09:00","18:00"]],"2":[["09:00","18:00"]],"3":[["09:00","18:00"]],"4":[["09:00","18:00"]],"5":[["09:00","18:00"]],"6":[["08:00","12:00"]]}}]}') ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS gvp_bookings (
  id bigserial PRIMARY KEY,
  protocol text UNIQUE,
  token text NOT NULL UNIQUE,
  consultant text NOT NULL,
  -- An instant in UTC, as the contracts write it ('2026-11-24T15:00:00.000Z').
  start text NOT NULL,
  status text NOT NULL CHECK (status IN ('booked', 'cancelled')),
  name text NOT NULL,
  email text NOT NULL,
  lead_key text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The guarantee: one live booking per consultant and slot.
CREATE UNIQUE INDEX IF NOT EXISTS gvp_bookings_slot ON gvp_bookings (consultant, start) WHERE status = 'booked';

-- One booking per Idempotency-Key, with the answer it got. A refusal is not kept: the same
-- request may succeed later (a slot freed by a cancellation).
CREATE TABLE IF NOT EXISTS gvp_booking_requests (
  key text PRIMARY KEY,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A booking as the engines answer it (src/contracts/booking.ts, BookingAnswer).
CREATE OR REPLACE FUNCTION gvp_booking_answer(b gvp_bookings) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'protocol', b.protocol, 'token', b.token, 'start', b.start,
    'minutes', (SELECT (schedule->>'slotMinutes')::int FROM gvp_booking_settings),
    'status', b.status, 'name', b.name)
$$;

-- Where a booking's messages go: the visitor's e-mail and time zone (never in an answer to the site).
CREATE OR REPLACE FUNCTION gvp_booking_contact(booking bigint) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('email', b.email, 'timeZone', coalesce(b.payload->>'timeZone', ''))
  FROM gvp_bookings b WHERE b.id = booking
$$;

-- The schedule and the slots taken from `since` on: what the workflows need to list free slots.
CREATE OR REPLACE FUNCTION gvp_booking_agenda(since text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'schedule', (SELECT schedule FROM gvp_booking_settings),
    'taken', coalesce((SELECT jsonb_agg(jsonb_build_object('consultant', consultant, 'start', start))
                       FROM gvp_bookings WHERE status = 'booked' AND start >= since), '[]'::jsonb))
$$;

-- An unguessable token: 32 bytes from two version-4 UUIDs (244 random bits from the server's
-- strong random source), base64url without padding: 43 characters.
CREATE OR REPLACE FUNCTION gvp_booking_token() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'),
                                'base64'), '+/', '-_'), '=')
$$;

-- Call 19. `r`: key, start, consultants (free at that time, in the schedule's order), day (the
-- protocol's date), now, name, email, leadKey, payload. Answers {status, booking | error, agenda}.
CREATE OR REPLACE FUNCTION gvp_book(r jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  kept jsonb;
  who text;
  new_id bigint;
  result jsonb;
BEGIN
  -- A second request with this key waits here until the first one ends, then reads its answer.
  INSERT INTO gvp_booking_requests (key) VALUES (r->>'key') ON CONFLICT (key) DO NOTHING;
  IF NOT FOUND THEN
    SELECT q.answer INTO kept FROM gvp_booking_requests q WHERE q.key = r->>'key';
    RETURN kept;
  END IF;
  FOR who IN SELECT jsonb_array_elements_text(r->'consultants') LOOP
    new_id := NULL;
    INSERT INTO gvp_bookings (token, consultant, start, status, name, email, lead_key, payload)
      VALUES (gvp_booking_token(), who, r->>'start', 'booked', r->>'name', r->>'email', r->>'leadKey', r->'payload')
      ON CONFLICT DO NOTHING
      RETURNING id INTO new_id;
    IF new_id IS NOT NULL THEN
      UPDATE gvp_bookings SET protocol = 'AG-' || (r->>'day') || '-' || lpad(new_id::text, 5, '0') WHERE id = new_id;
      SELECT jsonb_build_object('status', 201, 'booking', gvp_booking_answer(b)) INTO result
        FROM gvp_bookings b WHERE b.id = new_id;
      UPDATE gvp_booking_requests SET answer = result WHERE key = r->>'key';
      -- Only this first answer says 'fresh': the workflow tells the CRM and the visitor once.
      RETURN result || jsonb_build_object('fresh', true, 'contact', gvp_booking_contact(new_id));
    END IF;
  END LOOP;
  DELETE FROM gvp_booking_requests WHERE key = r->>'key';
  RETURN jsonb_build_object('status', 409, 'error', 'slot_taken', 'agenda', gvp_booking_agenda(r->>'now'));
END
$$;

-- Call 20.
CREATE OR REPLACE FUNCTION gvp_booking_read(t text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT jsonb_build_object('status', 200, 'booking', gvp_booking_answer(b))
                   FROM gvp_bookings b WHERE b.token = t),
                  jsonb_build_object('status', 404, 'error', 'not_found'))
$$;

-- Call 21: cancelling twice answers the same.
CREATE OR REPLACE FUNCTION gvp_booking_cancel(t text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  cancelled bigint;
BEGIN
  UPDATE gvp_bookings SET status = 'cancelled', updated_at = now() WHERE token = t AND status = 'booked'
    RETURNING id INTO cancelled;
  RETURN gvp_booking_read(t) || jsonb_build_object('fresh', cancelled IS NOT NULL, 'contact', gvp_booking_contact(cancelled));
END
$$;

-- Call 22. `r`: token, start, consultants, now. The unique index decides between two visitors.
CREATE OR REPLACE FUNCTION gvp_booking_move(r jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  b gvp_bookings;
  who text;
BEGIN
  SELECT * INTO b FROM gvp_bookings WHERE token = r->>'token' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 404, 'error', 'not_found');
  ELSIF b.status = 'cancelled' THEN
    RETURN jsonb_build_object('status', 409, 'error', 'cancelled');
  ELSIF b.start = r->>'start' THEN
    RETURN jsonb_build_object('status', 200, 'booking', gvp_booking_answer(b));
  END IF;
  FOR who IN SELECT jsonb_array_elements_text(r->'consultants') LOOP
    BEGIN
      UPDATE gvp_bookings SET consultant = who, start = r->>'start', updated_at = now()
        WHERE id = b.id RETURNING * INTO b;
      RETURN jsonb_build_object('status', 200, 'booking', gvp_booking_answer(b), 'fresh', true,
                                'contact', gvp_booking_contact(b.id));
    EXCEPTION WHEN unique_violation THEN
      -- This consultant has the slot: the next one may not.
    END;
  END LOOP;
  RETURN jsonb_build_object('status', 409, 'error', 'slot_taken', 'agenda', gvp_booking_agenda(r->>'now'));
END
$$;
