/**
 * The demo modal's flow (docs/behaviour.md §2 and §4, "Demo modal"): the lead form's states, and
 * after a success the modal closes by itself 2 seconds later, ready for a new request. A send
 * that is kept (the engine unreachable) says so and keeps the form; its delivery, whenever it
 * comes, is the success (docs/behaviour.md §8, "What the visitor is told").
 *
 * After the spec's behaviour, the booking step (docs/behaviour.md §10): the success also
 * offers 'Escolher horário'. The 2 seconds still close a dialog nobody touches; a visitor who
 * points at the offer, touches the dialog or presses a key in it within them holds it open,
 * until they take the offer or close the dialog. A dialog opened to book ('Agendar
 * Consultoria' of the sector pages) goes from the success straight to the slots: that visitor
 * asked for them.
 */
import type { DemoForm } from '../../contracts/payloads.ts';
import { DEMO_MESSAGES, KEPT_WHAT, keptMessage } from '../messages.ts';
import { initialLeadForm, type LeadFormState, leadFormReducer } from './lead-form.ts';

/** docs/behaviour.md §9: the modal closes 2 seconds after a success. */
export const SUCCESS_CLOSE_MS = 2_000;

/** Why the dialog was opened: to ask for a demo, or to book one ('Agendar Consultoria'). */
export type DemoIntent = 'request' | 'book';

/** The lead just sent, which a booking points to. */
export interface SentDemo {
  values: DemoForm;
  key: string;
}

export interface DemoState extends LeadFormState {
  /** 'offered': the success shows 'Escolher horário'; 'choosing': the slots replace the form. */
  booking: 'none' | 'offered' | 'choosing';
  /** Why the lead on its way was sent. */
  intent: DemoIntent;
  /** The lead the engine has, once it has it (the form is emptied then, §4). */
  sent: SentDemo | null;
  /** The visitor is at the booking offer (pointing, touching, typing): no auto-close. */
  held: boolean;
}

export type DemoEvent =
  | { type: 'submit'; values: DemoForm; honeypot: string; intent?: DemoIntent }
  /** Not delivered yet, but kept: it goes by itself. */
  | { type: 'kept' }
  /** The engine has the lead: its values and its Idempotency-Key ('' for a bot's). */
  | { type: 'sent'; values: DemoForm; key: string }
  /** Not delivered and not kept: the spec's error. */
  | { type: 'failed' }
  /** The visitor is at the offer (pointer over it, a touch or a key in the dialog). */
  | { type: 'hold' }
  | { type: 'autoClose' }
  /** 'Escolher horário'. */
  | { type: 'book' }
  /** The visitor closed the dialog. */
  | { type: 'closed' };

export type DemoEffect =
  | { kind: 'send'; values: DemoForm; honeypot: string }
  | { kind: 'later'; ms: number; event: DemoEvent }
  | { kind: 'close' }
  | { kind: 'track'; action: 'booking_offer' | 'booking_start' };

export const initialDemo: DemoState = {
  ...initialLeadForm,
  booking: 'none',
  intent: 'request',
  sent: null,
  held: false,
};

type Result = { state: DemoState; effects: DemoEffect[] };

export function demoReducer(state: DemoState, event: DemoEvent): Result {
  const form = (next: LeadFormState): DemoState => ({ ...state, ...next });
  switch (event.type) {
    case 'submit': {
      const next = leadFormReducer(state, { type: 'submit' });
      if (next === state) return { state, effects: [] };
      return {
        state: { ...form(next), booking: 'none', intent: event.intent ?? 'request', sent: null, held: false },
        effects: [{ kind: 'send', values: event.values, honeypot: event.honeypot }],
      };
    }
    case 'sent': {
      const next = leadFormReducer(state, { type: 'sent', message: DEMO_MESSAGES.success });
      if (next === state) return { state, effects: [] };
      // A bot's lead (the honeypot) has no key: nothing to book on.
      if (!event.key) {
        return { state: form(next), effects: [{ kind: 'later', ms: SUCCESS_CLOSE_MS, event: { type: 'autoClose' } }] };
      }
      const sent = { values: event.values, key: event.key };
      if (state.intent === 'book') {
        return {
          state: { ...form(next), booking: 'choosing', sent },
          effects: [{ kind: 'track', action: 'booking_start' }],
        };
      }
      return {
        state: { ...form(next), booking: 'offered', sent },
        effects: [
          { kind: 'later', ms: SUCCESS_CLOSE_MS, event: { type: 'autoClose' } },
          { kind: 'track', action: 'booking_offer' },
        ],
      };
    }
    case 'kept':
      return {
        state: form(leadFormReducer(state, { type: 'kept', message: keptMessage(KEPT_WHAT.demoRequest) })),
        effects: [],
      };
    case 'failed':
      return { state: form(leadFormReducer(state, { type: 'failed', message: DEMO_MESSAGES.error })), effects: [] };
    case 'hold':
      if (state.status !== 'success' || state.booking !== 'offered' || state.held) return { state, effects: [] };
      return { state: { ...state, held: true }, effects: [] };
    case 'autoClose':
      // A visitor choosing a slot, or at the offer, keeps the dialog.
      if (state.status !== 'success' || state.booking === 'choosing' || state.held) return { state, effects: [] };
      return { state: reset(state), effects: [{ kind: 'close' }] };
    case 'book':
      if (state.status !== 'success' || state.booking !== 'offered') return { state, effects: [] };
      return { state: { ...state, booking: 'choosing' }, effects: [{ kind: 'track', action: 'booking_start' }] };
    case 'closed':
      // Closed after the success (choosing a slot, or before the 2 s): the next opening starts afresh.
      return state.status === 'success' ? { state: reset(state), effects: [] } : { state, effects: [] };
  }
}

/** Back to an empty form; `generation` keeps counting so the fields start over. */
const reset = (state: DemoState): DemoState => ({
  ...leadFormReducer(state, { type: 'reset' }),
  booking: 'none',
  intent: 'request',
  sent: null,
  held: false,
});
