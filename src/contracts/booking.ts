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

/** The error a 409 carries when the slot is taken: the booking as sent can never succeed. */
export const SLOT_TAKEN = 'slot_taken';

/** The engines' messages, shown as they come (docs/behaviour.md §10). */
export const BOOKING_MESSAGES = {
  slotTaken: 'Esse horário acabou de ser reservado. Escolha outro:',
  notFound: 'Não encontramos este agendamento. Confira o link recebido ou fale com a gente pelo WhatsApp.',
  cancelled: 'Este agendamento foi cancelado.',
} as const;

/** What a booking's token looks like: 32 random bytes, base64url (unguessable, 256 bits). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
