/**
 * The browser's side of the booking calls (contracts/calls.ts 18 to 22). The booking itself
 * goes through the outbox like a lead: with the engine down or slow it waits and is sent
 * once, with the same key, and the visitor reads that it is pending. Loads with the booking
 * code, never before the visitor asks for it.
 */
import { endpoints } from '../../config/endpoints.ts';
import type { BookingAnswer, SlotsAnswer } from '../../contracts/booking.ts';
import { CALL_TIMEOUT_MS } from '../../contracts/calls.ts';
import { bodyOf, type ValuesOf } from '../../contracts/payloads.ts';
import { ApiError, request } from './http.ts';
import { submitLead } from './outbox.ts';

/** What became of a booking request. */
export type BookResult =
  | { kind: 'booked'; booking: BookingAnswer }
  /** Someone else took the slot first (another visitor, another tab): the slots as they are now. */
  | { kind: 'taken'; slots: SlotsAnswer }
  /** Not answered yet: it waits in the outbox and is confirmed by WhatsApp or e-mail. */
  | { kind: 'pending' }
  /** Refused as it is (a slot no longer offered, a field the engine rejects). */
  | { kind: 'refused' };

const isSlotsAnswer = (value: unknown): value is SlotsAnswer =>
  typeof value === 'object' && value !== null && Array.isArray((value as SlotsAnswer).slots);

/** 18. The free slots. Rejects when the engine cannot be reached. */
export async function fetchSlots(): Promise<SlotsAnswer> {
  const response = await request(endpoints.bookingSlots, { timeoutMs: CALL_TIMEOUT_MS });
  const answer: unknown = await response.json();
  if (!isSlotsAnswer(answer)) throw new ApiError('http', 'Resposta de horários inesperada', response.status);
  return answer;
}

/** 19. Books a slot for a lead just sent. */
export async function bookSlot(values: ValuesOf<'bookingCreate'>): Promise<BookResult> {
  try {
    const { response } = await submitLead(
      'bookingCreate',
      endpoints.bookingCreate,
      bodyOf('bookingCreate', values, { timestamp: new Date().toISOString() }),
    );
    // Sent from this browser before (the same request again): the engine has it, its answer is gone.
    if (!response) return { kind: 'pending' };
    return { kind: 'booked', booking: (await response.json()) as BookingAnswer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isSlotsAnswer(error.body)) {
      return { kind: 'taken', slots: error.body };
    }
    return error instanceof ApiError && error.refused ? { kind: 'refused' } : { kind: 'pending' };
  }
}

/** The answers of calls 20 to 22 the page shows. */
export type ManageResult =
  | { kind: 'ok'; booking: BookingAnswer }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  | { kind: 'taken'; slots: SlotsAnswer };

function settled(error: unknown): ManageResult {
  if (!(error instanceof ApiError) || error.kind !== 'http') throw error;
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 409 && isSlotsAnswer(error.body)) return { kind: 'taken', slots: error.body };
  if (error.status === 409) return { kind: 'cancelled' };
  throw error;
}

const key = () => crypto.randomUUID();

/** 20. A booking by its token. Rejects when the engine cannot be reached. */
export async function readBooking(token: string): Promise<ManageResult> {
  try {
    const response = await request(`${endpoints.bookingRead}?token=${encodeURIComponent(token)}`, {
      timeoutMs: CALL_TIMEOUT_MS,
    });
    return { kind: 'ok', booking: (await response.json()) as BookingAnswer };
  } catch (error) {
    return settled(error);
  }
}

/** 21. Cancels a booking; the same key on a retry, so a repeated click cancels once. */
export async function cancelBooking(token: string, idempotencyKey: string = key()): Promise<ManageResult> {
  try {
    const response = await request(endpoints.bookingCancel, {
      method: 'POST',
      body: bodyOf('bookingCancel', { token }),
      headers: { 'Idempotency-Key': idempotencyKey },
      timeoutMs: CALL_TIMEOUT_MS,
    });
    return { kind: 'ok', booking: (await response.json()) as BookingAnswer };
  } catch (error) {
    return settled(error);
  }
}

/** 22. Moves a booking to another free slot. */
export async function moveBooking(token: string, start: string, idempotencyKey: string = key()): Promise<ManageResult> {
  try {
    const response = await request(endpoints.bookingMove, {
      method: 'POST',
      body: bodyOf('bookingMove', { token, start }),
      headers: { 'Idempotency-Key': idempotencyKey },
      timeoutMs: CALL_TIMEOUT_MS,
    });
    return { kind: 'ok', booking: (await response.json()) as BookingAnswer };
  } catch (error) {
    return settled(error);
  }
}
