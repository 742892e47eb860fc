/**
 * The two-step free trial (docs/behaviour.md §4, §5 and 8) as a pure reducer: step 1 sends the
 * visitor's data and receives a code (call 12), step 2 checks the code and creates the
 * access (call 13). The store runs the calls; results carry the session they belong to,
 * so an answer that arrives after the modal was closed and opened again is ignored.
 */

import type { AccessCreateResponse } from '../../contracts/bodies.ts';
import { EMAIL_ALREADY_REGISTERED } from '../../contracts/options.ts';
import type { TrialForm } from '../../contracts/payloads.ts';
import { sameTrialCode } from '../../contracts/trial-code.ts';
import { TRIAL_MESSAGES } from '../messages.ts';

export type TrialVariant = 'desktop' | 'mobile';

export interface TrialState {
  step: 'data' | 'code' | 'done';
  variant: TrialVariant;
  form: TrialForm;
  expectedCode: string;
  error: string;
  /** 'Informar novo email' replaces the submit button. */
  emailTaken: boolean;
  busy: boolean;
  /** Step 2's 'Reenviar código': a new code on its way, then what became of it. */
  resend: 'idle' | 'sending' | 'sent' | 'failed';
  /** One per opening: answers of an earlier opening are dropped. */
  session: number;
  /** Goes up whenever the fields must start from `form` again. */
  generation: number;
}

export const EMPTY_TRIAL_FORM: TrialForm = { nomeEmpresa: '', nome: '', email: '', whatsapp: '' };

export const initialTrial: TrialState = {
  step: 'data',
  variant: 'desktop',
  form: EMPTY_TRIAL_FORM,
  expectedCode: '',
  error: '',
  emailTaken: false,
  busy: false,
  resend: 'idle',
  session: 0,
  generation: 0,
};

export type TrialEvent =
  | { type: 'open'; variant: TrialVariant }
  | { type: 'submitData'; form: TrialForm; honeypot: string; emailValid: boolean }
  | { type: 'started'; session: number; code: string | undefined }
  | { type: 'startFailed'; session: number }
  | { type: 'submitCode'; code: string }
  | { type: 'created'; session: number; response: AccessCreateResponse }
  | { type: 'createFailed'; session: number }
  | { type: 'newEmail' }
  /** 'Reenviar código': a new code for the same data, which replaces the one expected. */
  | { type: 'resend' }
  | { type: 'resent'; session: number; code: string | undefined }
  | { type: 'resendFailed'; session: number };

export type TrialEffect =
  /** Call 12; `fresh` asks for a new code (a new key), not the answer of an earlier try. */
  | { kind: 'start'; session: number; form: TrialForm; honeypot: string; fresh?: boolean }
  | { kind: 'create'; session: number; form: TrialForm };

type Result = { state: TrialState; effects: TrialEffect[] };

/** Step 1's own messages, in the spec's order; null when the data can be sent. */
export function trialDataError(form: TrialForm, emailValid: boolean): string | null {
  if (!form.nomeEmpresa.trim()) return TRIAL_MESSAGES.companyRequired;
  if (!form.nome.trim()) return TRIAL_MESSAGES.nameRequired;
  if (!form.email.trim() || !emailValid) return TRIAL_MESSAGES.emailInvalid;
  return null;
}

export function trialReducer(state: TrialState, event: TrialEvent): Result {
  const none: Result = { state, effects: [] };
  const current = 'session' in event ? event.session === state.session : true;
  if (!current) return none;
  switch (event.type) {
    case 'open':
      // Opening resets to step 1 and clears the form, the codes, the error and the success.
      return {
        state: {
          ...initialTrial,
          variant: event.variant,
          session: state.session + 1,
          generation: state.generation + 1,
        },
        effects: [],
      };

    case 'submitData': {
      if (state.busy || state.step !== 'data') return none;
      const invalid = trialDataError(event.form, event.emailValid);
      if (invalid) return { state: { ...state, form: event.form, error: invalid }, effects: [] };
      return {
        state: { ...state, form: event.form, error: '', busy: true },
        effects: [{ kind: 'start', session: state.session, form: event.form, honeypot: event.honeypot }],
      };
    }

    case 'started': {
      if (!state.busy || state.step !== 'data') return none;
      if (!event.code) return { state: { ...state, busy: false, error: TRIAL_MESSAGES.noCode }, effects: [] };
      return { state: { ...state, busy: false, step: 'code', expectedCode: event.code, error: '' }, effects: [] };
    }

    case 'startFailed':
      if (!state.busy || state.step !== 'data') return none;
      return { state: { ...state, busy: false, error: TRIAL_MESSAGES.startFailed }, effects: [] };

    case 'submitCode': {
      if (state.busy || state.step !== 'code' || state.emailTaken) return none;
      if (!sameTrialCode(event.code, state.expectedCode)) {
        return { state: { ...state, error: TRIAL_MESSAGES.wrongCode }, effects: [] };
      }
      return {
        state: { ...state, error: '', busy: true },
        effects: [{ kind: 'create', session: state.session, form: state.form }],
      };
    }

    case 'created': {
      if (!state.busy || state.step !== 'code') return none;
      const { acao, msg } = event.response;
      const settled = { ...state, busy: false };
      if (acao === 1) return { state: { ...settled, step: 'done', error: '' }, effects: [] };
      if (acao === 0) {
        return {
          state: {
            ...settled,
            error: msg || TRIAL_MESSAGES.signUpFailed,
            emailTaken: msg === EMAIL_ALREADY_REGISTERED,
          },
          effects: [],
        };
      }
      return { state: { ...settled, error: msg || TRIAL_MESSAGES.unexpected }, effects: [] };
    }

    case 'createFailed':
      if (!state.busy || state.step !== 'code') return none;
      return { state: { ...state, busy: false, error: TRIAL_MESSAGES.signUpFailed }, effects: [] };

    case 'resend':
      if (state.busy || state.step !== 'code' || state.resend === 'sending') return none;
      return {
        state: { ...state, resend: 'sending', error: '' },
        effects: [{ kind: 'start', session: state.session, form: state.form, honeypot: '', fresh: true }],
      };

    case 'resent':
      if (state.step !== 'code' || state.resend !== 'sending') return none;
      if (!event.code) return { state: { ...state, resend: 'failed' }, effects: [] };
      return { state: { ...state, resend: 'sent', expectedCode: event.code }, effects: [] };

    case 'resendFailed':
      if (state.step !== 'code' || state.resend !== 'sending') return none;
      return { state: { ...state, resend: 'failed' }, effects: [] };

    case 'newEmail':
      // 'Informar novo email': back to step 1 with the e-mail cleared.
      if (!state.emailTaken) return none;
      return {
        state: {
          ...state,
          step: 'data',
          form: { ...state.form, email: '' },
          expectedCode: '',
          error: '',
          emailTaken: false,
          generation: state.generation + 1,
        },
        effects: [],
      };
  }
}
