/**
 * What the booking step shows and hands on (docs/behaviour.md §10): the slots on the
 * visitor's clock, the slot chosen first from Gê's contact-time answer, the calendar file
 * (parsed back with ical.js), the Google Calendar link and the WhatsApp text.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { site, whatsappLink } from '../../src/config/site.ts';
import {
  type BookingSummary,
  differsFromBrasilia,
  googleCalendarUrl,
  manageUrl,
  preferredSlot,
  slotDays,
  whatsappText,
  whenWithZone,
} from '../../src/logic/booking.ts';
import { bookingIcs } from '../../src/logic/booking-ics.ts';

// Thursday 26 and Friday 27 November 2026, Brasília (UTC-3, no daylight saving).
const SLOTS = [
  { start: '2026-11-26T12:00:00.000Z' }, // 09:00
  { start: '2026-11-26T12:30:00.000Z' }, // 09:30
  { start: '2026-11-26T16:00:00.000Z' }, // 13:00
  { start: '2026-11-26T20:30:00.000Z' }, // 17:30
  { start: '2026-11-27T12:00:00.000Z' }, // Friday 09:00
];

describe('slots on the visitor’s clock', () => {
  it('in Brasília: grouped by day, in order, with no second clock', () => {
    const days = slotDays([...SLOTS].reverse(), 'America/Sao_Paulo');
    expect(days.map((d) => d.label)).toEqual(['quinta-feira, 26 de novembro', 'sexta-feira, 27 de novembro']);
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '13:00', '17:30']);
    expect(differsFromBrasilia(days)).toBe(false);
  });

  it('in Manaus: an hour earlier, with Brasília’s time beside each', () => {
    const days = slotDays(SLOTS, 'America/Manaus');
    expect(days[0]?.slots[0]).toEqual({ start: SLOTS[0]?.start, time: '08:00', brasilia: '09:00' });
    expect(differsFromBrasilia(days)).toBe(true);
    expect(whenWithZone(SLOTS[2]?.start ?? '', 'America/Manaus')).toBe(
      'quinta-feira, 26 de novembro, às 12:00 (13:00, horário de Brasília)',
    );
  });

  it('in Lisbon: three hours later, and the evening slot falls on the next day there', () => {
    const days = slotDays(SLOTS, 'Europe/Lisbon');
    expect(days[0]?.slots.map((s) => `${s.time}/${s.brasilia}`)).toEqual([
      '12:00/09:00',
      '12:30/09:30',
      '16:00/13:00',
      '20:30/17:30',
    ]);
    expect(slotDays([{ start: '2026-11-26T23:30:00.000Z' }], 'Europe/Lisbon')[0]?.label).toBe(
      'quinta-feira, 26 de novembro',
    );
    expect(slotDays([{ start: '2026-11-27T00:30:00.000Z' }], 'Europe/Lisbon')[0]?.label).toBe(
      'sexta-feira, 27 de novembro',
    );
  });
});

describe('the slot chosen first, from the contact-time answer', () => {
  it('Agora: the earliest; Manhã: the first before noon; Tarde: the first from noon (Brasília)', () => {
    expect(preferredSlot(SLOTS, 'Agora')).toBe('2026-11-26T12:00:00.000Z');
    expect(preferredSlot(SLOTS, 'Manhã')).toBe('2026-11-26T12:00:00.000Z');
    expect(preferredSlot(SLOTS, 'Tarde')).toBe('2026-11-26T16:00:00.000Z');
  });

  it('Noite, after the team’s hours: the last slot of the first day; no slot: nothing', () => {
    expect(preferredSlot(SLOTS, 'Noite')).toBe('2026-11-26T20:30:00.000Z');
    expect(preferredSlot(SLOTS.slice(0, 2), 'Tarde')).toBe('2026-11-26T12:00:00.000Z');
    expect(preferredSlot([], 'Manhã')).toBeUndefined();
  });
});

const BOOKING: BookingSummary = {
  protocol: 'AG-20261125-00042',
  start: '2026-11-26T17:00:00.000Z',
  minutes: 30,
  name: 'Marina Souza',
  company: 'Loja da Marina',
  employees: '11 a 50',
  mainPoint: 'Responder o WhatsApp mais rápido',
};
const MANAGE = manageUrl('https://www.gvp.digital', 'a'.repeat(43));

describe('the calendar file (RFC 5545)', () => {
  it('parses back to one event: the slot in UTC, 30 minutes, the protocol and the link to move or cancel', () => {
    const ics = bookingIcs(BOOKING, MANAGE);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-26T17:30:00.000Z');
    expect(event.summary).toBe(`Demonstração ${site.name}`);
    expect(event.uid).toBe('AG-20261125-00042@www.gvp.digital');
    expect(event.description).toContain('Protocolo: AG-20261125-00042');
    expect(event.description).toContain(`Para remarcar ou cancelar: ${MANAGE}`);
    expect(events[0]?.getFirstPropertyValue('url')).toBe(MANAGE);
    expect(events[0]?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });
});

describe('the links that carry the booking on', () => {
  it('Google Calendar: the same slot, title and description', () => {
    const url = new URL(googleCalendarUrl(BOOKING, MANAGE));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261126T170000Z/20261126T173000Z');
    expect(url.searchParams.get('text')).toBe(`Demonstração ${site.name}`);
    expect(url.searchParams.get('details')).toContain(MANAGE);
  });

  it('WhatsApp: the company’s number, and a text with the protocol, the slot and the answers', () => {
    const text = whatsappText(BOOKING);
    expect(text).toBe(
      [
        'Olá! Acabei de agendar uma demonstração pelo site (protocolo AG-20261125-00042).',
        'Horário: quinta-feira, 26 de novembro, às 14:00 (30 min).',
        'Nome: Marina Souza',
        'Empresa: Loja da Marina',
        'Colaboradores: 11 a 50',
        'Quero melhorar: Responder o WhatsApp mais rápido',
      ].join('\n'),
    );
    const url = new URL(whatsappLink(text));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe(text);
  });
});
