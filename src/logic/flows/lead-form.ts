/**
 * Every lead form's states (docs/behaviour.md §4): idle, submitting (button disabled,
 * 'Enviando...'), then success (message, form emptied) or error (message, form kept).
 * Pure: the island or store runs the send and reports back.
 */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface LeadFormState {
  status: FormStatus;
  message: string;
  /** Goes up each time the form is emptied, so its fields start over. */
  generation: number;
}

export type LeadFormEvent =
  | { type: 'submit' }
  | { type: 'sent'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialLeadForm: LeadFormState = { status: 'idle', message: '', generation: 0 };

export function leadFormReducer(state: LeadFormState, event: LeadFormEvent): LeadFormState {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way is the same lead: ignored.
      return state.status === 'submitting' ? state : { ...state, status: 'submitting', message: '' };
    case 'sent':
      if (state.status !== 'submitting') return state;
      return { status: 'success', message: event.message, generation: state.generation + 1 };
    case 'failed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'error', message: event.message };
    case 'reset':
      return state.status === 'submitting' ? state : { ...state, status: 'idle', message: '' };
  }
}
