/**
 * The demo modal (SPEC section 2 "Demo modal", sections 4, 5 and 8), a global island.
 * Opened by the `openDemoModal` window event; hydrated on that first intent.
 */
import { useEffect } from 'react';
import { submitDemoRequest } from '../lib/api/calls.ts';
import { DEMO_MESSAGES } from '../lib/messages.ts';
import { DESAFIO_OPTIONS, FATURAMENTO_OPTIONS } from '../lib/options.ts';
import { $demoOpen, closeDemo } from '../stores/overlays.ts';
import { FormMessage, Honeypot, PrivacyNotice, SelectField, SubmitButton, TextField } from './forms/fields.tsx';
import { useLeadForm } from './forms/useLeadForm.ts';
import { Modal } from './Modal.tsx';
import { useHydratedStore } from './useHydratedStore.ts';

/** SPEC section 9: the modal closes 2 seconds after a success. */
export const SUCCESS_CLOSE_MS = 2_000;

const EMPTY = { nome: '', telefone: '', faturamento: '', email: '', empresa: '', desafio: '' };

export default function DemoModal() {
  const open = useHydratedStore($demoOpen, false);
  const form = useLeadForm({
    initial: EMPTY,
    submit: (values, honeypot) => submitDemoRequest(values, honeypot),
    successMessage: DEMO_MESSAGES.success,
    errorMessage: DEMO_MESSAGES.error,
  });
  const { status, reset } = form;

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      closeDemo();
      reset();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const busy = status === 'submitting';
  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    required: true,
    disabled: busy,
  });

  return (
    <Modal
      open={open}
      onClose={closeDemo}
      title="Demonstração Gratuita"
      subtitle="Veja na prática como a GVP.Digital pode transformar o atendimento da sua empresa."
    >
      <form onSubmit={form.onSubmit} className="relative grid gap-4 sm:grid-cols-2">
        <TextField label="Nome completo" autoComplete="name" className="sm:col-span-2" {...bind('nome')} />
        <TextField label="Telefone" type="tel" autoComplete="tel" placeholder="(11) 99999-9999" {...bind('telefone')} />
        <SelectField
          label="Faturamento mensal"
          placeholder="Selecione"
          options={FATURAMENTO_OPTIONS}
          {...bind('faturamento')}
        />
        <TextField label="E-mail corporativo" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Empresa" autoComplete="organization" {...bind('empresa')} />
        <SelectField
          label="Principal desafio"
          placeholder="Selecione"
          options={DESAFIO_OPTIONS}
          className="sm:col-span-2"
          {...bind('desafio')}
        />
        <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
        <div className="grid gap-3 sm:col-span-2">
          <FormMessage message={form.message} />
          <SubmitButton busy={busy} label="Solicitar Demonstração" busyLabel="Enviando..." />
          <PrivacyNotice />
        </div>
      </form>
    </Modal>
  );
}
