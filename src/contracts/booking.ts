/**
 * Booking a demo (docs/behaviour.md §10): the business hours, the free slots they give,
 * and the wall-clock arithmetic both need. Shared by the browser (display only), the local
 * service (server/booking.ts) and the n8n kit, which embeds `freeSlots` in its workflow so
 * both engines offer exactly the same slots. No zod and no package here: the browser imports
 * this file. National holidays are passed in (`isHoliday`): the engines take them from
 * date-holidays, which never ships to visitors.
 */

/** Where the business hours are kept: Brasília. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** 0 is Sunday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** 'HH:MM', 24-hour, in the schedule's time zone. */
export type WallTime = `${number}:${number}`;

export interface Consultant {
  id: string;
  name: string;
  /** The windows a consultant takes demos in, by weekday. */
  hours: Partial<Record<Weekday, readonly (readonly [WallTime, WallTime])[]>>;
}

export interface Schedule {
  timeZone: string;
  slotMinutes: number;
  /** Calendar days ahead, today included, that slots are offered for. */
  horizonDays: number;
  /** No slot starts sooner than this after now: the spec's promise of contact within 2 hours. */
  noticeMinutes: number;
  consultants: readonly Consultant[];
}

/** The contact page's hours (Mon–Fri 9h–18h, Saturdays 8h–12h). */
const COMMERCIAL_HOURS: Consultant['hours'] = {
  1: [['09:00', '18:00']],
  2: [['09:00', '18:00']],
  3: [['09:00', '18:00']],
  4: [['09:00', '18:00']],
  5: [['09:00', '18:00']],
  6: [['08:00', '12:00']],
};

/**
 * The default schedule: the commercial team as one agenda on the contact page's hours, so a
 * slot is one demo. Each engine may list consultants instead, each a slot of their own (the
 * local service: BOOKING_SCHEDULE, a JSON file; the n8n kit: the workflow's settings).
 */
export const DEFAULT_SCHEDULE: Schedule = {
  timeZone: BUSINESS_TIME_ZONE,
  slotMinutes: 30,
  horizonDays: 8,
  noticeMinutes: 120,
  consultants: [{ id: 'comercial', name: 'Time comercial GVP', hours: COMMERCIAL_HOURS }],
};

export interface FreeSlot {
  /** The start, as an ISO instant in UTC ('2026-11-25T12:00:00.000Z'). */
  start: string;
  /** The consultants free then, in the schedule's order: a booking takes the first it can. */
  consultants: string[];
}

/** 'YYYY-MM-DD', weekday and 'HH:MM' of an instant on a time zone's wall clock. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: making one costs far more than using it. */
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export function wallClock(instant: Date, timeZone: string): { date: string; weekday: Weekday; time: string } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '') as Weekday;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, time: `${parts.hour}:${parts.minute}` };
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The instant a wall-clock time of a date has in a time zone (daylight saving included). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, mo - 1, d) + minutesOf(time) * 60_000;
  // The zone's offset at a first guess, then at the corrected instant (they differ only
  // across a daylight-saving change).
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(instant), timeZone);
    const [sy = 0, smo = 1, sd = 1] = seen.date.split('-').map(Number);
    const seenWall = Date.UTC(sy, smo - 1, sd) + minutesOf(seen.time) * 60_000;
    instant += wall - seenWall;
  }
  return new Date(instant);
}

/** The date `days` after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

export interface SlotQuery {
  schedule: Schedule;
  now: Date;
  /** A national holiday on this date (YYYY-MM-DD, in the schedule's zone)? */
  isHoliday: (date: string) => boolean;
  /** Slots already booked, as `slotKey(consultant, start)`. */
  taken: ReadonlySet<string>;
}

/** How a consultant's slot is named in `taken` (and in the engines' unique constraint). */
export const slotKey = (consultant: string, start: string) => `${consultant} ${start}`;

/**
 * The free slots from now to the horizon: inside each consultant's hours, `slotMinutes`
 * long, none starting before now plus the notice, none on a holiday, and a slot only while
 * some consultant has it free. In time order.
 */
export function freeSlots({ schedule, now, isHoliday, taken }: SlotQuery): FreeSlot[] {
  const earliest = now.getTime() + schedule.noticeMinutes * 60_000;
  const today = wallClock(now, schedule.timeZone).date;
  const slots = new Map<string, string[]>();
  for (let day = 0; day < schedule.horizonDays; day++) {
    const date = addDays(today, day);
    if (isHoliday(date)) continue;
    // The weekday of a date does not depend on the zone: noon UTC names it.
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() as Weekday;
    for (const consultant of schedule.consultants) {
      for (const [from, to] of consultant.hours[weekday] ?? []) {
        for (let m = minutesOf(from); m + schedule.slotMinutes <= minutesOf(to); m += schedule.slotMinutes) {
          const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const start = zonedInstant(date, time, schedule.timeZone);
          if (start.getTime() < earliest) continue;
          const iso = start.toISOString();
          if (taken.has(slotKey(consultant.id, iso))) continue;
          slots.set(iso, [...(slots.get(iso) ?? []), consultant.id]);
        }
      }
    }
  }
  return [...slots].sort(([a], [b]) => a.localeCompare(b)).map(([start, consultants]) => ({ start, consultants }));
}

/**
 * The consultants whose hours hold a slot starting at `start` (aligned to the slot length
 * from the start of their window), in the schedule's order.
 */
export function consultantsAt(schedule: Schedule, start: string): string[] {
  const wall = wallClock(new Date(start), schedule.timeZone);
  const m = minutesOf(wall.time);
  return schedule.consultants
    .filter((c) =>
      (c.hours[wall.weekday] ?? []).some(
        ([from, to]) =>
          m >= minutesOf(from) &&
          m + schedule.slotMinutes <= minutesOf(to) &&
          (m - minutesOf(from)) % schedule.slotMinutes === 0,
      ),
    )
    .map((c) => c.id);
}

/** Whether `start` is a slot of the schedule at all (a booking for any other instant is refused). */
export function isScheduledSlot(schedule: Schedule, start: string, isHoliday: (date: string) => boolean): boolean {
  const instant = new Date(start);
  if (Number.isNaN(instant.getTime()) || instant.toISOString() !== start) return false;
  if (isHoliday(wallClock(instant, schedule.timeZone).date)) return false;
  return consultantsAt(schedule, start).length > 0;
}

/**
 * The engines' rule for a booking or a move, whoever asks and whatever the picker showed: a
 * slot can be booked now only if `freeSlots` would offer it now (taken slots aside). It must
 * be a slot of the schedule (hours, slot length, no holiday), start at least the notice after
 * `now`, and fall within the horizon. A picker left open for hours offers slots that have
 * since closed; this is what refuses them. Both engines call it: the local service
 * (server/bookings.ts) and the n8n kit, which runs this file as JavaScript.
 */
export function isBookableNow(
  schedule: Schedule,
  start: string,
  now: Date,
  isHoliday: (date: string) => boolean,
): boolean {
  if (!isScheduledSlot(schedule, start, isHoliday)) return false;
  if (Date.parse(start) < now.getTime() + schedule.noticeMinutes * 60_000) return false;
  const lastDay = addDays(wallClock(now, schedule.timeZone).date, schedule.horizonDays - 1);
  return wallClock(new Date(start), schedule.timeZone).date <= lastDay;
}

/** The answer of the slots call: what a picker shows. */
export interface SlotsAnswer {
  timeZone: string;
  slotMinutes: number;
  slots: { start: string }[];
}

/** A booking as the engines answer it (book, read, cancel, move). */
export interface BookingAnswer {
  protocol: string;
  token: string;
  start: string;
  minutes: number;
  status: 'booked' | 'cancelled';
  name: string;
}

/** Where a booking starts: Gê's completion, the demo dialog's success, a sector page. */
export const BOOKING_ORIGINS = ['chatbot', 'demo', 'sector'] as const;
export type BookingOrigin = (typeof BOOKING_ORIGINS)[number];

/** The error a 409 carries when someone else took the slot: the booking as sent can never succeed. */
export const SLOT_TAKEN = 'slot_taken';
/**
 * The error a 409 carries when the slot cannot be booked any more, or not at all: too close,
 * past, out of hours, a holiday, beyond the horizon (`isBookableNow`). Final too.
 */
export const SLOT_UNAVAILABLE = 'slot_unavailable';
/** The 409s whose booking can never succeed as sent: the outbox drops them. */
export const SLOT_REFUSALS: readonly string[] = [SLOT_TAKEN, SLOT_UNAVAILABLE];

/** The engines' messages, shown as they come (docs/behaviour.md §10). */
export const BOOKING_MESSAGES = {
  slotTaken: 'Esse horário acabou de ser reservado. Escolha outro:',
  slotUnavailable: 'Esse horário não pode mais ser reservado. Escolha outro:',
  notFound: 'Não encontramos este agendamento. Confira o link recebido ou fale com a gente pelo WhatsApp.',
  cancelled: 'Este agendamento foi cancelado.',
} as const;

/** What a booking's token looks like: 32 random bytes, base64url (unguessable, 256 bits). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A time zone's name in Portuguese, as the platform's own data (CLDR, through Intl) gives it:
 * 'Horário Padrão de Brasília', 'Horário da Europa Ocidental'. The IANA name when the platform
 * has none.
 */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** What happened to a booking, as its confirmation tells the visitor. */
export type BookingChange = 'booked' | 'moved' | 'cancelled';

/** A message an engine sends a visitor about their booking: e-mail here, WhatsApp alike. */
export interface BookingNotice {
  to: string;
  subject: string;
  text: string;
}

/**
 * The confirmation the booking step promises ('A confirmação chega por WhatsApp ou e-mail'),
 * and the notes of a move or a cancellation: the slot on the visitor's clock, its zone named,
 * the protocol and the booking's own page. Both engines write it from here.
 */
export function bookingNotice(
  change: BookingChange,
  booking: BookingAnswer,
  to: string,
  timeZone: string,
  siteOrigin: string,
): BookingNotice {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone });
  } catch {
    zone = BUSINESS_TIME_ZONE;
  }
  const instant = new Date(booking.start);
  const when = new Intl.DateTimeFormat('pt-BR', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
  const manage = `${siteOrigin}/agendamento?token=${encodeURIComponent(booking.token)}`;
  const first = booking.name.trim().split(/\s+/)[0] ?? booking.name;
  const slot = `${when} (${zoneName(zone, instant)}), ${booking.minutes} minutos`;
  const lines: Record<BookingChange, [string, string[]]> = {
    booked: [
      `Demonstração confirmada: ${when}`,
      [
        `Olá, ${first}! Sua demonstração gratuita da GVP.Digital está confirmada.`,
        `Quando: ${slot}.`,
        `Protocolo: ${booking.protocol}.`,
        `Para remarcar ou cancelar, use a página do seu agendamento: ${manage}`,
      ],
    ],
    moved: [
      `Demonstração remarcada: ${when}`,
      [
        `Olá, ${first}! Sua demonstração da GVP.Digital foi remarcada.`,
        `Novo horário: ${slot}.`,
        `Protocolo: ${booking.protocol}.`,
        `Para remarcar de novo ou cancelar: ${manage}`,
      ],
    ],
    cancelled: [
      `Demonstração cancelada (${booking.protocol})`,
      [
        `Olá, ${first}! Cancelamos a sua demonstração de ${when} (protocolo ${booking.protocol}).`,
        'Quando quiser, é só marcar um novo horário pelo site ou responder a esta mensagem.',
      ],
    ],
  };
  const [subject, body] = lines[change];
  return { to, subject, text: [...body, '', 'Time comercial GVP.Digital'].join('\n') };
}
