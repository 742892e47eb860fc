import { describe, expect, it } from 'vitest';
import { EMAIL_ALREADY_REGISTERED } from '../../src/contracts/options.ts';
import { sameTrialCode, trialCodeOf } from '../../src/contracts/trial-code.ts';
import { demoReducer, initialDemo, SUCCESS_CLOSE_MS } from '../../src/logic/flows/demo.ts';
import { initialLeadForm, leadFormReducer } from '../../src/logic/flows/lead-form.ts';
import { EMPTY_TRIAL_FORM, initialTrial, type TrialState, trialReducer } from '../../src/logic/flows/trial.ts';
import { DEMO_MESSAGES, TRIAL_MESSAGES } from '../../src/logic/messages.ts';

const demoValues = {
  nome: 'Marina Souza',
  telefone: '(11) 98765-4321',
  faturamento: 'R$ 200 mil - R$ 500 mil',
  email: 'marina@loja.com.br',
  empresa: 'Loja da Marina',
  desafio: 'Automatizar processos',
};

describe('lead forms (docs/behaviour.md §4)', () => {
  it('idle, submitting, then success with the form emptied, or error with it kept', () => {
    const sending = leadFormReducer(initialLeadForm, { type: 'submit' });
    expect(sending).toEqual({ status: 'submitting', message: '', generation: 0 });
    expect(leadFormReducer(sending, { type: 'submit' })).toBe(sending);
    expect(leadFormReducer(sending, { type: 'sent', message: 'ok com sucesso' })).toEqual({
      status: 'success',
      message: 'ok com sucesso',
      generation: 1,
    });
    expect(leadFormReducer(sending, { type: 'failed', message: 'Erro' })).toEqual({
      status: 'error',
      message: 'Erro',
      generation: 0,
    });
  });
});

describe('the demo modal (docs/behaviour.md §4 and §8)', () => {
  it('sends once however often it is submitted, then closes itself 2 s after the success', () => {
    const first = demoReducer(initialDemo, { type: 'submit', values: demoValues, honeypot: '' });
    expect(first.effects).toEqual([{ kind: 'send', values: demoValues, honeypot: '' }]);
    expect(demoReducer(first.state, { type: 'submit', values: demoValues, honeypot: '' }).effects).toEqual([]);
    const sent = demoReducer(first.state, { type: 'sent', values: demoValues, key: 'k-1' });
    expect(sent.state.message).toBe(DEMO_MESSAGES.success);
    expect(sent.effects).toEqual([
      { kind: 'later', ms: SUCCESS_CLOSE_MS, event: { type: 'autoClose' } },
      { kind: 'track', action: 'booking_offer' },
    ]);
    expect(SUCCESS_CLOSE_MS).toBe(2_000);
    const closed = demoReducer(sent.state, { type: 'autoClose' });
    expect(closed.effects).toEqual([{ kind: 'close' }]);
    expect(closed.state).toMatchObject({ status: 'idle', booking: 'none', sent: null });
  });

  it("shows 'Erro ao enviar solicitação. Tente novamente.' on a failure and does not close", () => {
    const first = demoReducer(initialDemo, { type: 'submit', values: demoValues, honeypot: '' });
    const failed = demoReducer(first.state, { type: 'failed' });
    expect(failed.state).toMatchObject({ status: 'error', message: DEMO_MESSAGES.error });
    expect(demoReducer(failed.state, { type: 'autoClose' }).effects).toEqual([]);
    expect(demoReducer(failed.state, { type: 'book' }).state).toBe(failed.state);
  });

  describe('the booking step after the success (docs/behaviour.md §10)', () => {
    const succeeded = (intent?: 'request' | 'book') => {
      const first = demoReducer(initialDemo, { type: 'submit', values: demoValues, honeypot: '', intent });
      return demoReducer(first.state, { type: 'sent', values: demoValues, key: 'k-1' });
    };

    it("'Escolher horário' within the 2 s keeps the dialog open on the slots, for the lead just sent", () => {
      const chose = demoReducer(succeeded().state, { type: 'book' });
      expect(chose.state).toMatchObject({ booking: 'choosing', sent: { values: demoValues, key: 'k-1' } });
      expect(chose.effects).toEqual([{ kind: 'track', action: 'booking_start' }]);
      expect(demoReducer(chose.state, { type: 'autoClose' }).effects).toEqual([]);
      // Closed by the visitor: the next opening is an empty form.
      expect(demoReducer(chose.state, { type: 'closed' }).state).toMatchObject({
        status: 'idle',
        booking: 'none',
        sent: null,
      });
    });

    it("opened to book ('Agendar Consultoria'): no offer and no closing, the slots at once", () => {
      const { state, effects } = succeeded('book');
      expect(state).toMatchObject({ status: 'success', booking: 'choosing', message: DEMO_MESSAGES.success });
      expect(effects).toEqual([{ kind: 'track', action: 'booking_start' }]);
    });

    it('a lead the honeypot stopped has no key: no offer, the spec’s close only', () => {
      const first = demoReducer(initialDemo, { type: 'submit', values: demoValues, honeypot: 'x', intent: 'book' });
      const { state, effects } = demoReducer(first.state, { type: 'sent', values: demoValues, key: '' });
      expect(state.booking).toBe('none');
      expect(effects).toEqual([{ kind: 'later', ms: SUCCESS_CLOSE_MS, event: { type: 'autoClose' } }]);
    });

    it('closing before the success changes nothing: a send on its way is not forgotten', () => {
      const first = demoReducer(initialDemo, { type: 'submit', values: demoValues, honeypot: '' });
      expect(demoReducer(first.state, { type: 'closed' }).state).toBe(first.state);
    });
  });
});

describe('the trial (docs/behaviour.md §4, §5 and 8)', () => {
  const data = { nomeEmpresa: 'Loja da Marina', nome: 'Marina Souza', email: 'marina@loja.com.br', whatsapp: '' };
  const opened = trialReducer(initialTrial, { type: 'open', variant: 'desktop' }).state;
  const onCode = (): TrialState => {
    const sent = trialReducer(opened, { type: 'submitData', form: data, honeypot: '', emailValid: true });
    return trialReducer(sent.state, { type: 'started', session: opened.session, code: '482913' }).state;
  };

  it('validates step 1 in the spec order with its own messages', () => {
    const submit = (form: typeof data, emailValid = true) =>
      trialReducer(opened, { type: 'submitData', form, honeypot: '', emailValid }).state.error;
    expect(submit({ ...data, nomeEmpresa: ' ' })).toBe(TRIAL_MESSAGES.companyRequired);
    expect(submit({ ...data, nome: '' })).toBe(TRIAL_MESSAGES.nameRequired);
    expect(submit({ ...data, email: 'marina@' }, false)).toBe(TRIAL_MESSAGES.emailInvalid);
  });

  it('step 1 sends once; a code goes to step 2, none shows the spec message', () => {
    const sent = trialReducer(opened, { type: 'submitData', form: data, honeypot: '', emailValid: true });
    expect(sent.effects).toEqual([{ kind: 'start', session: opened.session, form: data, honeypot: '' }]);
    expect(
      trialReducer(sent.state, { type: 'submitData', form: data, honeypot: '', emailValid: true }).effects,
    ).toEqual([]);
    expect(onCode()).toMatchObject({ step: 'code', expectedCode: '482913', busy: false });
    const none = trialReducer(sent.state, { type: 'started', session: opened.session, code: undefined });
    expect(none.state.error).toBe(TRIAL_MESSAGES.noCode);
    const failed = trialReducer(sent.state, { type: 'startFailed', session: opened.session });
    expect(failed.state.error).toBe(TRIAL_MESSAGES.startFailed);
  });

  it('an answer for an earlier opening is dropped', () => {
    const sent = trialReducer(opened, { type: 'submitData', form: data, honeypot: '', emailValid: true }).state;
    const reopened = trialReducer(sent, { type: 'open', variant: 'desktop' }).state;
    expect(trialReducer(reopened, { type: 'started', session: opened.session, code: '1' }).state).toBe(reopened);
    expect(reopened.form).toEqual(EMPTY_TRIAL_FORM);
  });

  it('step 2: a wrong code is refused; the right one (trimmed) creates the access', () => {
    const state = onCode();
    expect(trialReducer(state, { type: 'submitCode', code: '111111' }).state.error).toBe(TRIAL_MESSAGES.wrongCode);
    const creating = trialReducer(state, { type: 'submitCode', code: ' 482913 ' });
    expect(creating.effects).toEqual([{ kind: 'create', session: state.session, form: data }]);
    const done = trialReducer(creating.state, {
      type: 'created',
      session: state.session,
      response: { acao: 1, msg: '' },
    });
    expect(done.state.step).toBe('done');
  });

  it("'e-mail already in base' offers 'Informar novo email', which returns to step 1 with the e-mail cleared", () => {
    const creating = trialReducer(onCode(), { type: 'submitCode', code: '482913' }).state;
    const taken = trialReducer(creating, {
      type: 'created',
      session: creating.session,
      response: { acao: 0, msg: EMAIL_ALREADY_REGISTERED },
    }).state;
    expect(taken).toMatchObject({ emailTaken: true, error: EMAIL_ALREADY_REGISTERED });
    const back = trialReducer(taken, { type: 'newEmail' }).state;
    expect(back).toMatchObject({ step: 'data', emailTaken: false, error: '' });
    expect(back.form).toEqual({ ...data, email: '' });
  });

  it('acao 0 without a message, another answer, and a failure show the spec texts', () => {
    const creating = trialReducer(onCode(), { type: 'submitCode', code: '482913' }).state;
    const answer = (response: { acao?: number; msg?: string }) =>
      trialReducer(creating, { type: 'created', session: creating.session, response } as never).state.error;
    expect(answer({ acao: 0, msg: '' })).toBe(TRIAL_MESSAGES.signUpFailed);
    expect(answer({ acao: 2, msg: 'Plano indisponível' })).toBe('Plano indisponível');
    expect(answer({ acao: 2, msg: '' })).toBe(TRIAL_MESSAGES.unexpected);
    expect(trialReducer(creating, { type: 'createFailed', session: creating.session }).state.error).toBe(
      TRIAL_MESSAGES.signUpFailed,
    );
  });
});

describe('the trial code in the answer of step 1', () => {
  it('reads a string or a number, in an object or a one-item array', () => {
    expect(trialCodeOf({ code: '619654' })).toBe('619654');
    expect(trialCodeOf({ code: 619654 })).toBe('619654');
    expect(trialCodeOf([{ code: 619654 }])).toBe('619654');
    expect(trialCodeOf([{ code: ' 042137 ' }])).toBe('042137');
    for (const body of [{}, [], null, 'texto', { code: '' }, { code: 1.5 }, { code: true }])
      expect(trialCodeOf(body)).toBeUndefined();
  });

  it('a code that travelled as a number matches what the visitor typed, leading zeros and all', () => {
    expect(sameTrialCode(' 619654 ', '619654')).toBe(true);
    expect(sameTrialCode('042137', '42137')).toBe(true);
    expect(sameTrialCode('42138', '42137')).toBe(false);
    expect(sameTrialCode('AB12', 'ab12')).toBe(false);
  });
});
