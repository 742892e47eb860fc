/**
 * The demo modal's form (docs/behaviour.md §2, §4, 5, 8), inside the static frame of
 * components/shell/OverlayFrame.astro. Its flow is the store of stores/demo.ts. After the
 * success, the booking step (docs/behaviour.md §10).
 */

import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef } from 'react';
import { DEMO_CHALLENGE_OPTIONS, DEMO_REVENUE_OPTIONS } from '../../contracts/options.ts';
import { DEMO_BOOKING_TEXTS } from '../../logic/messages.ts';
import { $demo, dispatchDemo } from '../../stores/demo.ts';
import { $demoToBook } from '../../stores/overlays.ts';
import { BookingStep } from '../booking/BookingStep.tsx';
import { FormMessage, Honeypot, PrivacyNotice, SelectField, SubmitButton, TextField } from '../forms/fields.tsx';
import { readForm } from '../forms/read-form.ts';
import { mountInto } from './mount.tsx';

const FIELDS = ['nome', 'telefone', 'faturamento', 'email', 'empresa', 'desafio'] as const;

/** The slots in place of the form, for the lead just sent. */
function DemoBooking() {
  const { sent } = useStore($demo);
  if (!sent) return null;
  const { values, key } = sent;
  return (
    <section aria-label={DEMO_BOOKING_TEXTS.heading} className="grid min-w-0 gap-3" data-testid="demo-booking">
      <BookingStep
        intro={DEMO_BOOKING_TEXTS.choose}
        lead={{
          name: values.nome,
          email: values.email,
          phone: values.telefone,
          company: values.empresa,
          employees: '',
          mainPoint: values.desafio,
        }}
        leadKey={key}
        origin={$demoToBook.get() ? 'sector' : 'demo'}
      />
    </section>
  );
}

function DemoForm() {
  const state = useStore($demo);
  const toBook = useStore($demoToBook);
  const busy = state.status === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const offer = useRef<HTMLButtonElement>(null);
  // A success empties the form (docs/behaviour.md §4).
  useEffect(() => {
    if (state.generation > 0) form.current?.reset();
  }, [state.generation]);
  // The offer takes focus, so that a keyboard can take it within the 2 seconds.
  useEffect(() => {
    if (state.booking === 'offered') offer.current?.focus();
  }, [state.booking]);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values, honeypot } = readForm(event.currentTarget, FIELDS);
    dispatchDemo({ type: 'submit', values, honeypot, intent: $demoToBook.get() ? 'book' : 'request' });
  };

  if (state.booking === 'choosing') return <DemoBooking />;

  // At the offer (a key, a touch in the dialog): the 2 s close waits for the visitor.
  const hold = () => {
    if (state.booking === 'offered') dispatchDemo({ type: 'hold' });
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onKeyDown={hold}
      onPointerDown={hold}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      {toBook && <p className="text-sm text-slate-700 sm:col-span-2">{DEMO_BOOKING_TEXTS.bookFirst}</p>}
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
        <FormMessage message={state.message} tone={state.status === 'kept' ? 'kept' : undefined} />
        {state.booking === 'offered' && (
          <div
            className="grid gap-2 rounded-xl bg-green-50 p-3 ring-1 ring-green-200"
            data-testid="demo-booking-offer"
            // A pointer moved over the offer: not one resting where 'Solicitar' was pressed,
            // which the browser reports as entering when the offer appears under it.
            onPointerMove={(event) => {
              if (event.movementX || event.movementY) hold();
            }}
          >
            <p className="text-sm text-slate-800">{DEMO_BOOKING_TEXTS.offer}</p>
            <button
              ref={offer}
              type="button"
              onClick={() => dispatchDemo({ type: 'book' })}
              className="btn btn-primary"
            >
              {DEMO_BOOKING_TEXTS.button}
            </button>
          </div>
        )}
        <SubmitButton busy={busy} label="Solicitar Demonstração" busyLabel="Enviando..." />
        <PrivacyNotice />
      </div>
    </form>
  );
}

export function mount(body: HTMLElement): void {
  mountInto(body, <DemoForm />);
}
