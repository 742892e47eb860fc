/**
 * The booking workflows of the n8n kit (calls 18 to 22, docs/behaviour.md §10), generated like
 * the rest of the kit so that both engines offer the same slots and keep the same promises:
 *
 * - the slot arithmetic is the contracts' own (src/contracts/booking.ts, turned into plain
 *   JavaScript by TypeScript's transpiler), with Brazil's national holidays taken from
 *   date-holidays when the kit is written (the years of HOLIDAY_YEARS);
 * - the state lives in the provider's PostgreSQL, where a unique index refuses a second booking
 *   of one consultant's slot and an insert takes each Idempotency-Key once (BOOKING_SQL_FILE);
 * - a body is checked against the JSON Schema of the contract's zod schema before anything is
 *   written, and refused with a 400 naming the fields, as the local service does.
 */
import { z } from 'zod';
import { brazilianHolidays } from '../server/holidays.ts';
import { bookingCancelSchema, bookingCreateSchema, bookingMoveSchema } from '../src/contracts/bodies.ts';
import { type BookingChange, DEFAULT_SCHEDULE } from '../src/contracts/booking.ts';
import { CALLS, type CallName } from '../src/contracts/calls.ts';
import {
  code,
  codeJs,
  contract,
  postgres,
  REQUEST_CHECK_FILES,
  respondWithStatus,
  webhook,
  workflow,
} from './n8n-nodes.ts';

/** Where the SQL goes, beside n8n/workflows/. */
export const BOOKING_SQL_FILE = 'postgres/bookings.sql';

/**
 * The years whose holidays the workflows carry. A year past the last one has no holiday in the
 * kit: `npm run n8n:kit` after moving it on (docs/production.md, the holidays' reminder), and the unit test
 * fails when the committed kit differs from date-holidays' current list.
 */
export const HOLIDAY_YEARS = { from: 2026, to: 2035 } as const;

/** The PostgreSQL side: tables, the unique index and the functions the workflows call. */
export function bookingSql(): string {
  const schedule = JSON.stringify(DEFAULT_SCHEDULE).replaceAll("'", "''");
  return `-- The bookings of the n8n kit (calls 18 to 22 of src/contracts/calls.ts), in the provider's
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
INSERT INTO gvp_booking_settings (schedule) VALUES ('${schedule}') ON CONFLICT (id) DO NOTHING;

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

-- The schedule and the slots taken from \`since\` on: what the workflows need to list free slots.
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

-- Call 19. \`r\`: key, start, consultants (free at that time, in the schedule's order), day (the
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

-- Call 22. \`r\`: token, start, consultants, now. The unique index decides between two visitors.
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
`;
}

function holidaysJs(): string {
  const dates: string[] = [];
  for (let year = HOLIDAY_YEARS.from; year <= HOLIDAY_YEARS.to; year++) dates.push(...brazilianHolidays(year));
  return `// Brazil's national public holidays, ${HOLIDAY_YEARS.from} to ${HOLIDAY_YEARS.to}, from date-holidays.
const HOLIDAYS = new Set(${JSON.stringify(dates.sort())});
const isHoliday = (date) => HOLIDAYS.has(date);`;
}

const schemaOf = (schema: z.ZodType) => JSON.stringify(z.toJSONSchema(schema, { io: 'input' }));

/** The free slots as the answer of call 18, from an agenda ({schedule, taken}) and a clock. */
const SLOTS_JS = `const slotsAnswer = (agenda, now) => ({
  timeZone: agenda.schedule.timeZone,
  slotMinutes: agenda.schedule.slotMinutes,
  slots: freeSlots({
    schedule: agenda.schedule,
    now,
    isHoliday,
    taken: new Set(agenda.taken.map((t) => slotKey(t.consultant, t.start))),
  }).map(({ start }) => ({ start })),
});
const taken = (agenda, now) => ({
  status: 409,
  body: { error: 'slot_taken', message: BOOKING_MESSAGES.slotTaken, ...slotsAnswer(agenda, now) },
});
/** A slot the rules close (too close, past, out of hours, a holiday, beyond the horizon). */
const unavailable = (agenda, now) => ({
  status: 409,
  body: { error: 'slot_unavailable', message: BOOKING_MESSAGES.slotUnavailable, ...slotsAnswer(agenda, now) },
});
/** The answer of a booking function: the booking, or why not. */
const answerOf = (answer, now) => {
  if (answer.status === 200 || answer.status === 201) {
    return { status: answer.status, body: answer.booking, fresh: answer.fresh === true, contact: answer.contact };
  }
  if (answer.error === 'slot_taken') return taken(answer.agenda, now);
  const message = answer.error === 'cancelled' ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.notFound;
  return { status: answer.status, body: { error: answer.error, message } };
};`;

/** What every booking Code node starts with. */
const prelude = () => `// Generated by npm run n8n:kit from src/contracts and scripts/n8n-code.
${codeJs(...REQUEST_CHECK_FILES, contract('booking.ts'))}
${holidaysJs()}
${SLOTS_JS}`;

/** Not a request to send to the database: the Postgres node's query skips it. */
const SKIP = "'-'";
const AGENDA_QUERY = 'SELECT gvp_booking_agenda($1) AS agenda';
const NOW_PARAMETER = '={{ new Date().toISOString() }}';

/** A Code node that answers from the database's `answer`, or from the check before it. */
const answerNode = (x: number, checked?: string) =>
  code(
    'Resposta',
    `${prelude()}
${checked ? `const checked = $('${checked}').first().json;\nif (checked.status) return [{ json: checked }];` : ''}
return [{ json: answerOf($input.first().json.answer, new Date()) }];`,
    x,
  );

/**
 * After the answer, the CRM hears of a change once: a new booking, a move, a cancellation, each
 * put in the leads' queue (`gvp_leads`), which "Leads: entrega" delivers apart, as it delivers
 * leads: a CRM that is down or slow never holds a booking's execution.
 */
const onlyChanges = (call: CallName, x: number) =>
  code(
    'Só mudanças',
    `const path = ${JSON.stringify(CALLS[call].path)};
const request = $('Webhook').first().json.body ?? {};
return $input.all().filter((item) => item.json.fresh).map((item) => ({
  json: {
    ...item.json,
    crm: {
      path,
      // One message per change: a booking can be moved, or asked to move, more than once.
      key: path + ' ' + item.json.body.protocol + ' ' + $execution.id,
      call: ${JSON.stringify(call)},
      lead: request,
      answer: {},
      payload: { call: ${JSON.stringify(call)}, booking: item.json.body, request },
    },
  },
}));`,
    x,
  );

const toCrm = (x: number) =>
  postgres('Guardar para o CRM', 'SELECT gvp_lead_receive($1::jsonb) AS queued', '={{ [$json.crm] }}', x);

/**
 * The message the booking step promises ('A confirmação chega por WhatsApp ou e-mail'), and the
 * notes of a move or a cancellation: written by the contracts' own bookingNotice, as the local
 * service writes it, for each change once.
 */
const noticeNode = (change: BookingChange, x: number) =>
  code(
    'Mensagem ao visitante',
    `${prelude()}
// Where the booking's own page is: GVP_SITE_ORIGIN in n8n's environment (docs/production.md, "Bookings in the kit").
let origin = '';
try {
  origin = $env.GVP_SITE_ORIGIN ?? '';
} catch {}
return $('Só mudanças').all().map((item) => ({
  json: {
    ...item.json,
    notice: bookingNotice(${JSON.stringify(change)}, item.json.body, item.json.contact.email, item.json.contact.timeZone, origin),
  },
}));`,
    x,
  );

/** Sends the message by e-mail: off until the provider gives it an SMTP credential (or swaps in WhatsApp). */
const sendNotice = (x: number) => ({
  name: 'Enviar confirmação (e-mail)',
  type: 'n8n-nodes-base.emailSend',
  typeVersion: 2.1,
  position: [x, 200],
  disabled: true,
  notes:
    'Ligue este nó e escolha a credencial SMTP da empresa: cada reserva, remarcação e cancelamento manda ao visitante a mensagem do nó anterior (assunto e texto prontos). Para WhatsApp, troque-o pelo nó WhatsApp Business Cloud com o mesmo texto ($json.notice.text).',
  parameters: {
    fromEmail: 'agenda@gvp.digital',
    toEmail: '={{ $json.notice.to }}',
    subject: '={{ $json.notice.subject }}',
    emailFormat: 'text',
    text: '={{ $json.notice.text }}',
    options: { appendAttribution: false },
  },
});

/** The message reads the change itself, not the CRM's answer: a branch of its own. */
const NOTICE_BRANCHES: [string, string][] = [
  ['Só mudanças', 'Mensagem ao visitante'],
  ['Mensagem ao visitante', 'Enviar confirmação (e-mail)'],
];

/** The optional event in the company's calendar, off until the provider connects Google's. */
const calendar = (x: number) => ({
  name: 'Agenda da empresa (opcional)',
  type: 'n8n-nodes-base.googleCalendar',
  typeVersion: 1.3,
  position: [x, -200],
  disabled: true,
  notes:
    'Ligue este nó e escolha a credencial do Google Agenda (ou troque por Microsoft Outlook) para cada reserva virar um evento na agenda do time.',
  parameters: {
    calendar: { __rl: true, mode: 'id', value: 'primary' },
    start: '={{ $json.body.start }}',
    end: '={{ new Date(Date.parse($json.body.start) + $json.body.minutes * 60000).toISOString() }}',
    additionalFields: {
      summary: "={{ 'Demonstração GVP.Digital: ' + $json.body.name + ' (' + $json.body.protocol + ')' }}",
      description: "={{ JSON.stringify($('Webhook').first().json.body, null, 2) }}",
    },
  },
});

const title = (call: keyof typeof CALLS) =>
  `GVP.Digital: ${CALLS[call].label} (${CALLS[call].path.replace('/webhook/', '')})`;

/** The five booking workflows, by file name. */
export function bookingWorkflows(origins: string): Record<string, unknown> {
  const create = CALLS.bookingCreate.path;
  const move = CALLS.bookingMove.path;
  return {
    'booking-slots': workflow(title('bookingSlots'), [
      webhook(CALLS.bookingSlots.path, 'GET', 'responseNode', origins),
      postgres('Agenda', AGENDA_QUERY, NOW_PARAMETER, 220),
      code(
        'Horários livres',
        `${prelude()}\nreturn [{ json: { status: 200, body: slotsAnswer($input.first().json.agenda, new Date()) } }];`,
        440,
      ),
      respondWithStatus(660),
    ]),
    booking: workflow(
      title('bookingCreate'),
      [
        webhook(create, 'POST', 'responseNode', origins),
        postgres('Agenda', AGENDA_QUERY, NOW_PARAMETER, 220),
        code(
          'Validar pedido',
          `${prelude()}
const SCHEMA = ${schemaOf(bookingCreateSchema)};
const { body, headers } = $('Webhook').first().json;
const agenda = $input.first().json.agenda;
const now = new Date();
const wrong = wrongFields(SCHEMA, body);
const key = idempotencyKey(headers);
if (!key || key.length > MAX_KEY_LENGTH) wrong.push('Idempotency-Key');
if (wrong.length) return [{ json: invalid(wrong) }];
// The rule of both engines (src/contracts/booking.ts isBookableNow): a slot the picker would offer now.
if (!isBookableNow(agenda.schedule, body.start, now, isHoliday)) return [{ json: unavailable(agenda, now) }];
const request = {
  key: ${JSON.stringify(create)} + ' ' + key,
  start: body.start,
  consultants: consultantsAt(agenda.schedule, body.start),
  day: wallClock(now, agenda.schedule.timeZone).date.replaceAll('-', ''),
  now: now.toISOString(),
  name: body.name.trim(),
  email: body.email.trim(),
  leadKey: body.leadKey.trim(),
  payload: body,
};
return [{ json: { request: packed(request) } }];`,
          440,
        ),
        postgres(
          'Reservar',
          `SELECT CASE WHEN $1 = ${SKIP} THEN NULL ELSE gvp_book(convert_from(decode($1, 'base64'), 'UTF8')::jsonb) END AS answer`,
          `={{ $json.request ?? ${SKIP.replaceAll("'", '"')} }}`,
          660,
        ),
        answerNode(880, 'Validar pedido'),
        respondWithStatus(1100),
        onlyChanges('bookingCreate', 1320),
        toCrm(1540),
        calendar(1540),
        noticeNode('booked', 1540),
        sendNotice(1760),
      ],
      // The calendar and the message read the booking itself, not the CRM's answer.
      [['Só mudanças', 'Agenda da empresa (opcional)'], ...NOTICE_BRANCHES],
    ),
    'booking-read': workflow(title('bookingRead'), [
      webhook(CALLS.bookingRead.path, 'GET', 'responseNode', origins),
      postgres(
        'Agendamento',
        'SELECT gvp_booking_read($1) AS answer',
        `={{ /^[A-Za-z0-9_-]{43}$/.test($json.query.token ?? '') ? $json.query.token : ${SKIP.replaceAll("'", '"')} }}`,
        220,
      ),
      answerNode(440),
      respondWithStatus(660),
    ]),
    'booking-cancel': workflow(
      title('bookingCancel'),
      [
        webhook(CALLS.bookingCancel.path, 'POST', 'responseNode', origins),
        code(
          'Validar pedido',
          `${prelude()}
const SCHEMA = ${schemaOf(bookingCancelSchema)};
const { body } = $input.first().json;
const wrong = wrongFields(SCHEMA, body);
return [{ json: wrong.length ? invalid(wrong) : { token: body.token } }];`,
          220,
        ),
        postgres(
          'Cancelar',
          `SELECT CASE WHEN $1 = ${SKIP} THEN NULL ELSE gvp_booking_cancel($1) END AS answer`,
          `={{ $json.token ?? ${SKIP.replaceAll("'", '"')} }}`,
          440,
        ),
        answerNode(660, 'Validar pedido'),
        respondWithStatus(880),
        onlyChanges('bookingCancel', 1100),
        toCrm(1320),
        noticeNode('cancelled', 1320),
        sendNotice(1540),
      ],
      NOTICE_BRANCHES,
    ),
    'booking-move': workflow(
      title('bookingMove'),
      [
        webhook(move, 'POST', 'responseNode', origins),
        postgres('Agenda', AGENDA_QUERY, NOW_PARAMETER, 220),
        code(
          'Validar pedido',
          `${prelude()}
const SCHEMA = ${schemaOf(bookingMoveSchema)};
const { body } = $('Webhook').first().json;
const agenda = $input.first().json.agenda;
const now = new Date();
const wrong = wrongFields(SCHEMA, body);
if (wrong.length) return [{ json: invalid(wrong) }];
if (!isBookableNow(agenda.schedule, body.start, now, isHoliday)) return [{ json: unavailable(agenda, now) }];
const request = { token: body.token, start: body.start, consultants: consultantsAt(agenda.schedule, body.start), now: now.toISOString() };
return [{ json: { request: packed(request) } }];`,
          440,
        ),
        postgres(
          'Remarcar',
          `SELECT CASE WHEN $1 = ${SKIP} THEN NULL ELSE gvp_booking_move(convert_from(decode($1, 'base64'), 'UTF8')::jsonb) END AS answer`,
          `={{ $json.request ?? ${SKIP.replaceAll("'", '"')} }}`,
          660,
        ),
        answerNode(880, 'Validar pedido'),
        respondWithStatus(1100),
        onlyChanges('bookingMove', 1320),
        toCrm(1540),
        noticeNode('moved', 1540),
        sendNotice(1760),
      ],
      NOTICE_BRANCHES,
    ),
  };
}
