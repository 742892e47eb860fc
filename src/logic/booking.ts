/**
 * What the slot picker and the confirmation show (docs/behaviour.md §10): slots
 * grouped by day on the visitor's clock, the ones matching their contact-time answer first,
 * and the texts that carry a booking elsewhere (Google Calendar, WhatsApp). Pure: no DOM,
 * no network, so the unit tests pin every text.
 */

import { site } from '../config/site.ts';
import { BUSINESS_TIME_ZONE, wallClock } from '../contracts/booking.ts';

export interface SlotChoice {
  start: string;
  /** 'HH:MM' on the visitor's clock. */
  time: string;
  /** 'HH:MM' in Brasília, when the visitor's clock says otherwise. */
  brasilia?: string;
}

export interface SlotDay {
  /** 'YYYY-MM-DD' on the visitor's clock. */
  date: string;
  /** 'quinta-feira, 26 de novembro' */
  label: string;
  /** 'quinta-feira, 26/11': the day list, which a phone shows in a narrow box. */
  short: string;
  slots: SlotChoice[];
}

/** The visitor's time zone, as the browser says; Brasília when it says nothing usable. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_TIME_ZONE;
  } catch {
    return BUSINESS_TIME_ZONE;
  }
}

const dayLabels = new Map<string, Intl.DateTimeFormat>();
function dayLabel(instant: Date, timeZone: string, month: 'long' | '2-digit' = 'long'): string {
  const key = `${timeZone} ${month}`;
  let format = dayLabels.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      weekday: 'long',
      day: month === 'long' ? 'numeric' : '2-digit',
      month,
    });
    dayLabels.set(key, format);
  }
  return format.format(instant);
}

/** The slots by day, in order, on the visitor's clock. */
export function slotDays(slots: readonly { start: string }[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { start } of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const instant = new Date(start);
    const local = wallClock(instant, timeZone);
    const brasilia = wallClock(instant, BUSINESS_TIME_ZONE).time;
    let day = days.at(-1);
    if (day?.date !== local.date) {
      day = {
        date: local.date,
        label: dayLabel(instant, timeZone),
        short: dayLabel(instant, timeZone, '2-digit'),
        slots: [],
      };
      days.push(day);
    }
    day.slots.push({ start, time: local.time, ...(brasilia === local.time ? {} : { brasilia }) });
  }
  return days;
}

/** True when the visitor's clock differs from Brasília's for any of these slots. */
export const differsFromBrasilia = (days: readonly SlotDay[]) =>
  days.some((day) => day.slots.some((slot) => slot.brasilia));

/**
 * The slot to pre-select from Gê's contact-time answer: 'Agora' the earliest; 'Manhã' the
 * first before noon, 'Tarde' the first from noon, Brasília time (the team's hours); 'Noite',
 * after the team's hours, the last slot of the first day. Nothing matching: the earliest.
 */
export function preferredSlot(
  slots: readonly { start: string }[],
  contactTime: string | undefined,
): string | undefined {
  const sorted = [...slots].map((s) => s.start).sort();
  const hour = (start: string) => Number(wallClock(new Date(start), BUSINESS_TIME_ZONE).time.slice(0, 2));
  const first = sorted[0];
  if (!first) return undefined;
  switch (contactTime) {
    case 'Manhã':
      return sorted.find((s) => hour(s) < 12) ?? first;
    case 'Tarde':
      return sorted.find((s) => hour(s) >= 12) ?? first;
    case 'Noite': {
      const firstDay = wallClock(new Date(first), BUSINESS_TIME_ZONE).date;
      return sorted.filter((s) => wallClock(new Date(s), BUSINESS_TIME_ZONE).date === firstDay).at(-1) ?? first;
    }
    default:
      return first;
  }
}

/** 'quinta-feira, 26 de novembro' and '14:00' on a clock; Brasília's time beside it when it differs. */
export function whenParts(start: string, timeZone: string): { date: string; time: string } {
  const instant = new Date(start);
  const local = wallClock(instant, timeZone).time;
  const brasilia = wallClock(instant, BUSINESS_TIME_ZONE).time;
  return {
    date: dayLabel(instant, timeZone),
    time: local === brasilia ? local : `${local} (${brasilia}, horário de Brasília)`,
  };
}

/** 'quinta-feira, 26 de novembro, às 14:00', with Brasília's time beside it when it differs. */
export function whenWithZone(start: string, timeZone: string): string {
  const { date, time } = whenParts(start, timeZone);
  return `${date}, às ${time}`;
}

export interface BookingSummary {
  protocol: string;
  start: string;
  minutes: number;
  name: string;
  company?: string;
  employees?: string;
  mainPoint?: string;
}

export const BOOKING_TITLE = `Demonstração ${site.name}`;

/** The address of a booking's own page, where it is moved or cancelled. */
export const manageUrl = (origin: string, token: string) => `${origin}/agendamento?token=${encodeURIComponent(token)}`;

/** What the calendar event says (the .ics file and the Google Calendar link). */
export function eventDescription(summary: BookingSummary, manage: string): string {
  return [
    `Demonstração gratuita da ${site.name} com o nosso time comercial.`,
    `Protocolo: ${summary.protocol}`,
    `Para remarcar ou cancelar: ${manage}`,
    `Dúvidas: ${site.phone.display} ou ${site.email}`,
  ].join('\n');
}

/** 'YYYYMMDDTHHMMSSZ', as Google Calendar's `dates` wants it. */
const calendarStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Calendar link that opens the event filled in. */
export function googleCalendarUrl(summary: BookingSummary, manage: string): string {
  const start = new Date(summary.start);
  const end = new Date(start.getTime() + summary.minutes * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: BOOKING_TITLE,
    dates: `${calendarStamp(start)}/${calendarStamp(end)}`,
    details: eventDescription(summary, manage),
    ctz: BUSINESS_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** The WhatsApp message that carries the booking to the team: protocol, slot, answers. */
export function whatsappText(summary: BookingSummary): string {
  const lines = [
    `Olá! Acabei de agendar uma demonstração pelo site (protocolo ${summary.protocol}).`,
    `Horário: ${whenWithZone(summary.start, BUSINESS_TIME_ZONE)} (${summary.minutes} min).`,
    `Nome: ${summary.name}`,
    summary.company ? `Empresa: ${summary.company}` : '',
    summary.employees ? `Colaboradores: ${summary.employees}` : '',
    summary.mainPoint ? `Quero melhorar: ${summary.mainPoint}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}
