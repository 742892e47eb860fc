/**
 * The demo modal's form (docs/behaviour.md §2, §4, 5, 8), inside the static frame of
 * components/shell/OverlayFrame.astro. Its flow is the store of stores/demo.ts.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { DEMO_CHALLENGE_OPTIONS, DEMO_REVENUE_OPTIONS } from '../../contracts/options.ts';
import { $demo, dispatchDemo } from '../../stores/demo.ts';
import { FormMessage, Honeypot, PrivacyNotice, SelectField, SubmitButton, TextField } from '../forms/fields.tsx';
import { readForm } from '../forms/read-form.ts';
import { mountInto } from './mount.tsx';

const FIELDS = ['nome', 'telefone', 'faturamento', 'email', 'empresa', 'desafio'] as const;

function DemoForm() {
  const state = useStore($demo);
  const busy = state.status === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // A success empties the form (docs/behaviour.md §4).
  useEffect(() => {
    if (state.generation > 0) form.current?.reset();
  }, [state.generation]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values, honeypot } = readForm(event.currentTarget, FIELDS);
    dispatchDemo({ type: 'submit', values, honeypot });
  };

  return (
    <form ref={form} onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2">
      <TextField
        label="Nome completo"
        name="nome"
        autoComplete="name"
        className="sm:col-span-2"
        required
        disabled={busy}
      />
      <TextField
        label="Telefone"
        name="telefone"
        type="tel"
        autoComplete="tel"
        placeholder="(11) 99999-9999"
        required
        disabled={busy}
      />
      <SelectField
        label="Faturamento mensal"
        name="faturamento"
        placeholder="Selecione"
        options={DEMO_REVENUE_OPTIONS}
        required
        disabled={busy}
      />
      <TextField label="E-mail corporativo" name="email" type="email" autoComplete="email" required disabled={busy} />
      <TextField label="Empresa" name="empresa" autoComplete="organization" required disabled={busy} />
      <SelectField
        label="Principal desafio"
        name="desafio"
        placeholder="Selecione"
        options={DEMO_CHALLENGE_OPTIONS}
        className="sm:col-span-2"
        required
        disabled={busy}
      />
      <Honeypot />
      <div className="grid gap-3 sm:col-span-2">
        <FormMessage message={state.message} />
        <SubmitButton busy={busy} label="Solicitar Demonstração" busyLabel="Enviando..." />
        <PrivacyNotice />
      </div>
    </form>
  );
}

export function mount(body: HTMLElement): void {
  mountInto(body, <DemoForm />);
}
