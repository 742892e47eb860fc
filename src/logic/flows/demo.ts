/**
 * The demo modal's flow (docs/behaviour.md §2 and §4, "Demo modal"): the lead form's states, and
 * after a success the modal closes by itself 2 seconds later, ready for a new request.
 */
import type { DemoForm } from '../../contracts/payloads.ts';
import { DEMO_MESSAGES } from '../messages.ts';
import { initialLeadForm, type LeadFormState, leadFormReducer } from './lead-form.ts';

/** docs/behaviour.md §9: the modal closes 2 seconds after a success. */
export const SUCCESS_CLOSE_MS = 2_000;

export type DemoState = LeadFormState;

export type DemoEvent =
  | { type: 'submit'; values: DemoForm; honeypot: string }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'autoClose' };

export type DemoEffect =
  | { kind: 'send'; values: DemoForm; honeypot: string }
  | { kind: 'later'; ms: number; event: DemoEvent }
  | { kind: 'close' };

export const initialDemo: DemoState = initialLeadForm;

export function demoReducer(state: DemoState, event: DemoEvent): { state: DemoState; effects: DemoEffect[] } {
  switch (event.type) {
    case 'submit': {
      const next = leadFormReducer(state, { type: 'submit' });
      if (next === state) return { state, effects: [] };
      return { state: next, effects: [{ kind: 'send', values: event.values, honeypot: event.honeypot }] };
    }
    case 'sent': {
      const next = leadFormReducer(state, { type: 'sent', message: DEMO_MESSAGES.success });
      if (next === state) return { state, effects: [] };
      return { state: next, effects: [{ kind: 'later', ms: SUCCESS_CLOSE_MS, event: { type: 'autoClose' } }] };
    }
    case 'failed':
      return { state: leadFormReducer(state, { type: 'failed', message: DEMO_MESSAGES.error }), effects: [] };
    case 'autoClose':
      if (state.status !== 'success') return { state, effects: [] };
      return { state: leadFormReducer(state, { type: 'reset' }), effects: [{ kind: 'close' }] };
  }
}
