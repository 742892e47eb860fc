/**
 * The two-step free trial (SPEC sections 2, 4, 5 and 8), a global island opened through
 * the `$trial` store by every 'Teste Grátis' button.
 */
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { createAccess, startTrial } from '../lib/api/calls.ts';
import type { TrialForm } from '../lib/api/payloads.ts';
import { TRIAL_MESSAGES } from '../lib/messages.ts';
import { EMAIL_ALREADY_REGISTERED } from '../lib/options.ts';
import { $trial, closeTrial } from '../stores/overlays.ts';
import { Honeypot, PrivacyNotice, SubmitButton, TextField } from './forms/fields.tsx';
import { Modal } from './Modal.tsx';
import { useHydratedStore } from './useHydratedStore.ts';

const EMPTY: TrialForm = { nomeEmpresa: '', nome: '', email: '', whatsapp: '' };

type Step = 1 | 2;

export default function TrialModal() {
  const { open, variant } = useHydratedStore($trial, { open: false, variant: 'desktop' });
  const mobile = variant === 'mobile';
  const [step, setStep] = useState<Step>(1);
  const [form, setForm] = useState<TrialForm>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [code, setCode] = useState('');
  const [expectedCode, setExpectedCode] = useState('');
  const [error, setError] = useState('');
  const [emailTaken, setEmailTaken] = useState(false);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const whatsappInput = useRef<HTMLInputElement>(null);

  // Opening resets to step 1 and clears the form, the codes, the error and the success.
  useEffect(() => {
    if (!open) return;
    setStep(1);
    setForm(EMPTY);
    setCode('');
    setExpectedCode('');
    setError('');
    setEmailTaken(false);
    setSuccess(false);
    setBusy(false);
  }, [open]);

  const set = (name: keyof TrialForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: event.target.value }));

  /** Step 1's own messages (SPEC section 5); the mobile WhatsApp keeps the browser's. */
  function validateStep1(): string | null {
    if (!form.nomeEmpresa.trim()) return TRIAL_MESSAGES.companyRequired;
    if (!form.nome.trim()) return TRIAL_MESSAGES.nameRequired;
    if (!form.email.trim() || !emailInput.current?.checkValidity()) return TRIAL_MESSAGES.emailInvalid;
    return null;
  }

  async function submitStep1(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateStep1();
    if (invalid) {
      setError(invalid);
      return;
    }
    if (mobile && !whatsappInput.current?.reportValidity()) return;
    setError('');
    setBusy(true);
    try {
      const received = await startTrial(form, honeypot);
      if (!received) {
        setError(TRIAL_MESSAGES.noCode);
        return;
      }
      setExpectedCode(received);
      setCode('');
      setStep(2);
    } catch (failure) {
      console.error(TRIAL_MESSAGES.startFailed, failure);
      setError(TRIAL_MESSAGES.startFailed);
    } finally {
      setBusy(false);
    }
  }

  async function submitStep2(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (code.trim() !== expectedCode) {
      setError(TRIAL_MESSAGES.wrongCode);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { acao, msg } = await createAccess(form);
      if (acao === 1) {
        setSuccess(true);
      } else if (acao === 0) {
        setError(msg || TRIAL_MESSAGES.signUpFailed);
        setEmailTaken(msg === EMAIL_ALREADY_REGISTERED);
      } else {
        setError(msg || TRIAL_MESSAGES.unexpected);
      }
    } catch (failure) {
      console.error(TRIAL_MESSAGES.signUpFailed, failure);
      setError(TRIAL_MESSAGES.signUpFailed);
    } finally {
      setBusy(false);
    }
  }

  /** 'Informar novo email': back to step 1 with the e-mail cleared. */
  function askNewEmail() {
    setForm((f) => ({ ...f, email: '' }));
    setCode('');
    setExpectedCode('');
    setError('');
    setEmailTaken(false);
    setStep(1);
    requestAnimationFrame(() => emailInput.current?.focus());
  }

  const errorLine = (
    <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
      {error}
    </p>
  );

  return (
    <Modal
      open={open}
      onClose={closeTrial}
      title="Teste Grátis"
      subtitle="Crie seu acesso de teste em dois passos, sem cartão de crédito."
    >
      {success ? (
        <div role="status" className="rounded-xl bg-green-50 p-6 text-center">
          <p className="text-lg font-bold text-green-800">
            {mobile ? TRIAL_MESSAGES.successMobile : 'Cadastro concluído!'}
          </p>
          {!mobile && <p className="mt-2 text-sm text-green-900">{TRIAL_MESSAGES.successDesktop}</p>}
          <button
            type="button"
            onClick={closeTrial}
            className="mt-5 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Fechar
          </button>
        </div>
      ) : step === 1 ? (
        <form onSubmit={submitStep1} noValidate className="relative grid gap-4">
          <p className="text-sm font-semibold text-brand-800">Passo 1 de 2: seus dados</p>
          <TextField
            label="Nome da empresa"
            name="nomeEmpresa"
            autoComplete="organization"
            value={form.nomeEmpresa}
            onChange={set('nomeEmpresa')}
            aria-required="true"
            disabled={busy}
          />
          <TextField
            label="Nome completo"
            name="nome"
            autoComplete="name"
            value={form.nome}
            onChange={set('nome')}
            aria-required="true"
            disabled={busy}
          />
          <TextField
            ref={emailInput}
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            aria-required="true"
            disabled={busy}
          />
          {mobile && (
            <TextField
              ref={whatsappInput}
              label="WhatsApp"
              name="whatsapp"
              type="tel"
              autoComplete="tel"
              placeholder="(11) 99999-9999"
              value={form.whatsapp}
              onChange={set('whatsapp')}
              required
              disabled={busy}
            />
          )}
          <Honeypot value={honeypot} onChange={setHoneypot} />
          {errorLine}
          <SubmitButton busy={busy} label="Enviar" busyLabel="Processando..." />
          <PrivacyNotice />
        </form>
      ) : (
        <form onSubmit={submitStep2} noValidate className="grid gap-4">
          <p className="text-sm font-semibold text-brand-800">Passo 2 de 2: confirme o código</p>
          <p className="text-sm text-slate-700">
            Enviamos um código de verificação para <strong>{form.email}</strong>. Digite-o abaixo para liberar o seu
            acesso.
          </p>
          <TextField
            label="Código de verificação"
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-required="true"
            disabled={busy}
          />
          {errorLine}
          {emailTaken ? (
            <button
              type="button"
              onClick={askNewEmail}
              className="inline-flex w-full items-center justify-center rounded-full bg-orange-700 px-5 py-3 text-sm font-semibold text-white hover:bg-orange-800"
            >
              Informar novo email
            </button>
          ) : (
            <SubmitButton busy={busy} label="Verificar Código" busyLabel="Processando..." />
          )}
        </form>
      )}
    </Modal>
  );
}
