/**
 * The browser's side of the booking calls (contracts/calls.ts 18 to 22). The booking itself
 * goes through the outbox like a lead: with the engine down or slow it waits and is sent
 * once, with the same key; the visitor reads that it is pending, and the confirmation when it
 * goes through. Loads with the booking code, never before the visitor asks for it.
 */
import { endpoints } from '../../config/endpoints.ts';
import { type BookingAnswer, SLOT_UNAVAILABLE, type SlotsAnswer } from '../../contracts/booking.ts';
import { CALL_TIMEOUT_MS } from '../../contracts/calls.ts';
import { bodyOf, type ValuesOf } from '../../contracts/payloads.ts';
import { ApiError, request } from './http.ts';
import { type Send, type SendState, send } from './outbox.ts';

/** What became of a booking request: what its send's state means to the booking step. */
export type BookResult =
  | { kind: 'booked'; booking: BookingAnswer }
  /**
   * Refused as it was, with the slots as they are now: someone else took the slot first
   * (`SLOT_TAKEN`), or the rules closed it (`SLOT_UNAVAILABLE`: too close, past...).
   */
  | { kind: 'taken' | 'unavailable'; slots: SlotsAnswer }
  /** Not answered yet: it waits in the outbox, and the confirmation comes when it goes. */
  | { kind: 'pending' }
  /** Refused as it is (a field the engine rejects). */
  | { kind: 'refused' };

const isSlotsAnswer = (value: unknown): value is SlotsAnswer =>
  typeof value === 'object' && value !== null && Array.isArray((value as SlotsAnswer).slots);

const isBooking = (value: unknown): value is BookingAnswer =>
  typeof value === 'object' && value !== null && typeof (value as BookingAnswer).token === 'string';

/** 18. The free slots. Rejects when the engine cannot be reached. */
export async function fetchSlots(): Promise<SlotsAnswer> {
  const response = await request(endpoints.bookingSlots, { timeoutMs: CALL_TIMEOUT_MS });
  const answer: unknown = await response.json();
  if (!isSlotsAnswer(answer)) throw new ApiError('http', 'Resposta de horários inesperada', response.status);
  return answer;
}

/** 19. Books a slot for a lead just sent: a send of the outbox, followed with `watchSend`. */
export function bookSlot(values: ValuesOf<'bookingCreate'>): Send {
  return send(
    'bookingCreate',
    endpoints.bookingCreate,
    bodyOf('bookingCreate', values, { timestamp: new Date().toISOString() }),
  );
}

/** What a booking's send state says; undefined while it is on its way. */
export function bookResultOf(state: SendState): BookResult | undefined {
  switch (state.status) {
    case 'sending':
      return undefined;
    case 'kept':
      return { kind: 'pending' };
    case 'delivered':
      return isBooking(state.answer) ? { kind: 'booked', booking: state.answer } : { kind: 'pending' };
    case 'refused': {
      const error = (state.answer as { error?: unknown } | undefined)?.error;
      if (state.httpStatus === 409 && isSlotsAnswer(state.answer)) {
        return { kind: error === SLOT_UNAVAILABLE ? 'unavailable' : 'taken', slots: state.answer };
      }
      return { kind: 'refused' };
    }
    case 'failed':
      return { kind: 'refused' };
  }
}

/** The answers of calls 20 to 22 the page shows. */
export type ManageResult =
  | { kind: 'ok'; booking: BookingAnswer }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  /** The slot asked for is taken, or closed by the rules (`unavailable`): the slots as they are now. */
  | { kind: 'taken'; slots: SlotsAnswer; unavailable: boolean };

function settled(error: unknown): ManageResult {
  if (!(error instanceof ApiError) || error.kind !== 'http') throw error;
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 409 && isSlotsAnswer(error.body)) {
    const unavailable = (error.body as { error?: unknown }).error === SLOT_UNAVAILABLE;
    return { kind: 'taken', slots: error.body, unavailable };
  }
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
