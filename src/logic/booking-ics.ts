/**
 * The booking as a calendar file (RFC 5545), made by `ics`. Loaded only once a booking is
 * confirmed: `ics` and its validator never reach a page before the visitor books.
 */
import { createEvent } from 'ics';
import { site } from '../config/site.ts';
import { BOOKING_TITLE, type BookingSummary, eventDescription } from './booking.ts';

/** The .ics text of a booking; its UID is the protocol, so importing it twice updates one event. */
export function bookingIcs(summary: BookingSummary, manage: string): string {
  const { error, value } = createEvent({
    productId: `-//${site.name}//Agendamento//PT-BR`,
    uid: `${summary.protocol}@${new URL(site.origin).hostname}`,
    method: 'PUBLISH',
    start: new Date(summary.start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: summary.minutes },
    title: BOOKING_TITLE,
    description: eventDescription(summary, manage),
    url: manage,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: site.name, email: site.email },
    alarms: [{ action: 'display', description: BOOKING_TITLE, trigger: { minutes: 15, before: true } }],
  });
  if (error || !value) throw error ?? new Error('Não foi possível gerar o convite.');
  return value;
}
