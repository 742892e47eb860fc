/**
 * The trial's two steps (docs/behaviour.md §2, §4, 5, 8), inside the static frame of
 * components/shell/OverlayFrame.astro. The flow is the store of stores/trial.ts.
 */

import { useStore } from '@nanostores/react';
import { type RefObject, type SubmitEvent, useEffect, useRef } from 'react';
import { trialDataError } from '../../logic/flows/trial.ts';
import { TRIAL_MESSAGES } from '../../logic/messages.ts';
import { $trialOpen, closeTrial } from '../../stores/overlays.ts';
import { $trialFlow, connectTrial, dispatchTrial } from '../../stores/trial.ts';
import { Honeypot, PrivacyNotice, SubmitButton, TextField } from '../forms/fields.tsx';
import { readForm } from '../forms/read-form.ts';
import { mountInto } from './mount.tsx';

const DATA_FIELDS = ['nomeEmpresa', 'nome', 'email', 'whatsapp'] as const;

type TrialState = ReturnType<typeof $trialFlow.get>;

/** The flow's error for this step, where screen readers hear it. */
function ErrorLine({ error }: { error: string }) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

function Done({ mobile }: { mobile: boolean }) {
  return (
    <div role="status" className="rounded-xl bg-green-50 p-6 text-center">
      <p className="text-lg font-bold text-green-800">
        {mobile ? TRIAL_MESSAGES.successMobile : 'Cadastro concluído!'}
      </p>
      {!mobile && <p className="mt-2 text-sm text-green-900">{TRIAL_MESSAGES.successDesktop}</p>}
      <button type="button" onClick={closeTrial} className="btn btn-primary mt-5">
        Fechar
      </button>
    </div>
  );
}

/** Step 1: the company, the name, the e-mail, and on a phone the WhatsApp. */
function DataStep({
  state,
  formRef,
  email,
}: {
  state: TrialState;
  formRef: RefObject<HTMLFormElement | null>;
  email: RefObject<HTMLInputElement | null>;
}) {
  const mobile = state.variant === 'mobile';
  const whatsapp = useRef<HTMLInputElement>(null);
  const { busy } = state;
  const submitData = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values, honeypot } = readForm(event.currentTarget, DATA_FIELDS);
    const data = { ...values, whatsapp: mobile ? values.whatsapp : '' };
    const emailValid = email.current?.checkValidity() ?? false;
    // The fields in their order: the spec's messages for the first three, then the mobile
    // WhatsApp with the browser's own (docs/behaviour.md §5). Checked first, the last field
    // was reported while the first was empty.
    if (mobile && !trialDataError(data, emailValid) && !whatsapp.current?.reportValidity()) return;
    dispatchTrial({ type: 'submitData', form: data, honeypot, emailValid });
  };
  return (
    <form ref={formRef} key={state.generation} onSubmit={submitData} noValidate className="relative grid gap-4">
      <p className="text-sm font-semibold text-brand-800">Passo 1 de 2: seus dados</p>
      <TextField
        label="Nome da empresa"
        name="nomeEmpresa"
        autoComplete="organization"
        defaultValue={state.form.nomeEmpresa}
        aria-required="true"
        disabled={busy}
      />
      <TextField
        label="Nome completo"
        name="nome"
        autoComplete="name"
        defaultValue={state.form.nome}
        aria-required="true"
        disabled={busy}
      />
      <TextField
        ref={email}
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={state.form.email}
        aria-required="true"
        disabled={busy}
      />
      {mobile && (
        <TextField
          ref={whatsapp}
          label="WhatsApp"
          name="whatsapp"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 99999-9999"
          defaultValue={state.form.whatsapp}
          required
          disabled={busy}
        />
      )}
      <Honeypot />
      <ErrorLine error={state.error} />
      <SubmitButton busy={busy} label="Enviar" busyLabel="Processando..." />
      <PrivacyNotice />
    </form>
  );
}

/** 'Reenviar código', and what became of the last resend. */
function Resend({ state }: { state: TrialState }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-700">
      {TRIAL_MESSAGES.noCodeYet}
      <button
        type="button"
        onClick={() => dispatchTrial({ type: 'resend' })}
        disabled={state.busy || state.resend === 'sending'}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:text-slate-500"
      >
        {state.resend === 'sending' ? TRIAL_MESSAGES.resending : TRIAL_MESSAGES.resend}
      </button>
      <span
        role="status"
        className={`basis-full text-center ${state.resend === 'failed' ? 'text-red-700' : 'text-green-800'}`}
      >
        {state.resend === 'sent' ? TRIAL_MESSAGES.resent : state.resend === 'failed' ? TRIAL_MESSAGES.resendFailed : ''}
      </span>
    </div>
  );
}

/** Step 2: the code sent to the e-mail, or another e-mail when that one is taken. */
function CodeStep({ state, formRef }: { state: TrialState; formRef: RefObject<HTMLFormElement | null> }) {
  const { busy } = state;
  const submitCode = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatchTrial({ type: 'submitCode', code: readForm(event.currentTarget, ['codigo']).values.codigo });
  };
  return (
    <form ref={formRef} onSubmit={submitCode} noValidate className="grid gap-4">
      <p className="text-sm font-semibold text-brand-800">Passo 2 de 2: confirme o código</p>
      <p className="text-sm text-slate-700">
        Enviamos um código de verificação para <strong>{state.form.email}</strong>. Digite-o abaixo para liberar o seu
        acesso.
      </p>
      <TextField
        label="Código de verificação"
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-required="true"
        disabled={busy}
      />
      <ErrorLine error={state.error} />
      {state.emailTaken ? (
        <button
          type="button"
          onClick={() => dispatchTrial({ type: 'newEmail' })}
          className="inline-flex w-full items-center justify-center rounded-full bg-orange-700 px-5 py-3 text-sm font-semibold text-white hover:bg-orange-800"
        >
          Informar novo email
        </button>
      ) : (
        <SubmitButton busy={busy} label="Verificar Código" busyLabel="Processando..." />
      )}
      {/* An e-mail already registered needs another e-mail, not another code. */}
      {!state.emailTaken && <Resend state={state} />}
    </form>
  );
}

function TrialSteps() {
  const state = useStore($trialFlow);
  const email = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Each step starts on its first field; back from 'Informar novo email', on the e-mail.
  const backForNewEmail = state.step === 'data' && state.form.nome !== '' && state.form.email === '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: session and step are when to run, not what is read.
  useEffect(() => {
    if (!$trialOpen.get()) return;
    if (backForNewEmail) email.current?.focus();
    else form.current?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
  }, [state.session, state.step, backForNewEmail]);

  if (state.step === 'done') return <Done mobile={state.variant === 'mobile'} />;
  if (state.step === 'data') return <DataStep state={state} formRef={form} email={email} />;
  return <CodeStep state={state} formRef={form} />;
}

export function mount(body: HTMLElement): void {
  connectTrial();
  mountInto(body, <TrialSteps />);
}
