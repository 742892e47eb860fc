/**
 * Every lead form's states (docs/behaviour.md §4): idle, submitting (button disabled,
 * 'Enviando...'), then success (message, form emptied) or error (message, form kept). After
 * the spec, 'kept': the send did not go through yet but is kept and goes by itself; the form
 * keeps what was typed, an edited resend corrects it, and the delivery turns it into the
 * success (docs/behaviour.md §8, "What the visitor is told").
 * Pure: the island or store runs the send and reports its state back.
 */
export type FormStatus = 'idle' | 'submitting' | 'kept' | 'success' | 'error';

export interface LeadFormState {
  status: FormStatus;
  message: string;
  /** Goes up each time the form is emptied, so its fields start over. */
  generation: number;
}

export type LeadFormEvent =
  | { type: 'submit' }
  /** Not delivered yet, kept: it goes by itself. */
  | { type: 'kept'; message: string }
  | { type: 'sent'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialLeadForm: LeadFormState = { status: 'idle', message: '', generation: 0 };

/** The states a send on its way can still change: its outcome arrives in them. */
const waiting = (status: FormStatus) => status === 'submitting' || status === 'kept';

export function leadFormReducer(state: LeadFormState, event: LeadFormEvent): LeadFormState {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way is the same lead: ignored.
      return state.status === 'submitting' ? state : { ...state, status: 'submitting', message: '' };
    case 'kept':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'kept', message: event.message };
    case 'sent':
      if (!waiting(state.status)) return state;
      return { status: 'success', message: event.message, generation: state.generation + 1 };
    case 'failed':
      if (!waiting(state.status)) return state;
      return { ...state, status: 'error', message: event.message };
    case 'reset':
      return state.status === 'submitting' ? state : { ...state, status: 'idle', message: '' };
  }
}
