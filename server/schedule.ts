/**
 * The schedule the local service books on: the contracts' default (the contact page's hours,
 * two consultants), or the JSON file named by BOOKING_SCHEDULE, with the same shape:
 *
 *   { "timeZone": "America/Sao_Paulo", "slotMinutes": 30, "horizonDays": 8, "noticeMinutes": 120,
 *     "consultants": [{ "id": "ana", "name": "Ana", "hours": { "1": [["09:00", "12:00"]] } }] }
 *
 * (weekdays 0 = Sunday to 6 = Saturday). A wrong file stops the service, naming the field.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_SCHEDULE, type Schedule } from '../src/contracts/booking.ts';

const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM, de 00:00 a 23:59');
const window = z.tuple([wallTime, wallTime]).refine(([from, to]) => from < to, 'o início vem antes do fim');

const scheduleSchema = z.strictObject({
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'fuso horário IANA desconhecido'),
  slotMinutes: z.number().int().min(10).max(240),
  horizonDays: z.number().int().min(1).max(60),
  noticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  consultants: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        name: z.string().min(1).max(120),
        hours: z.record(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.array(window)),
      }),
    )
    .min(1),
});

export function loadSchedule(file = process.env.BOOKING_SCHEDULE): Schedule {
  if (!file) return DEFAULT_SCHEDULE;
  const parsed = scheduleSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${file}: ${issue?.path.join('.') || '(raiz)'}: ${issue?.message}`);
  }
  return parsed.data as Schedule;
}
