/**
 * One form component for every lead form of the site: the fields differ, the flow
 * (logic/flows/lead-form.ts), the messages' colours, the honeypot and the LGPD notice do not.
 * The fields are uncontrolled: text typed before the island hydrated is kept, and the
 * values are read from the form when it is sent.
 */
import { type SubmitEvent, useEffect, useReducer, useRef, useState } from 'react';
import { CALLS, type CallContract, type FieldOf, type LeadCall } from '../../contracts/calls.ts';
import { protocolOf } from '../../contracts/protocol.ts';
import { initialLeadForm, leadFormReducer } from '../../logic/flows/lead-form.ts';
import { KEPT_WHAT, keptMessage } from '../../logic/messages.ts';
import { sendLead } from '../../runtime/api/calls.ts';
import type { SendState } from '../../runtime/api/outbox.ts';
import { useSend } from '../use-send.ts';
import {
  FormMessage,
  Honeypot,
  PrivacyNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields.tsx';
import { readForm } from './read-form.ts';

export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'select' | 'textarea';
  required?: boolean;
  options?: readonly (string | { value: string; label: string })[];
  placeholder?: string;
  autoComplete?: string;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

/** A lead call with its words for a kept send (logic/messages.ts KEPT_WHAT): what a form may send. */
type FormCall = LeadCall & keyof typeof KEPT_WHAT;

interface LeadFormProps<C extends FormCall> {
  /** Accessible name of the form. */
  name: string;
  call: C;
  /** The inputs, in screen order; their names are the contract's fields. */
  fields: FieldSpec<FieldOf<C>>[];
  submitLabel: string;
  /** For a call with a protocol (contracts/calls.ts), made from the lead's protocol number. */
  successMessage: string | ((protocol: string) => string);
  /** The spec's error: the send did not happen and is not kept (a refusal, no storage). */
  errorMessage: string;
  /** What the data are used for, before the policy's link; by default, commercial contact. */
  purpose?: string;
  /**
   * How the message is coloured: by the spec's rule (green when it says 'sucesso', for the
   * CV, contact and partner forms) or by the outcome (the proposal's 'Obrigado!').
   */
  toneBy?: 'text' | 'outcome';
}

export function LeadForm<C extends FormCall>({
  name,
  call,
  fields,
  submitLabel,
  successMessage,
  errorMessage,
  purpose,
  toneBy = 'text',
}: LeadFormProps<C>) {
  const [form, dispatch] = useReducer(leadFormReducer, initialLeadForm);
  const busy = form.status === 'submitting';
  const element = useRef<HTMLFormElement>(null);
  /** The send this form shows: the last one it made (a correction has a key of its own). */
  const [key, setKey] = useState<string>();
  const prefix = (CALLS[call] as CallContract).protocol;

  // What the form says is the state of its send, now and whenever it changes.
  const follow = (state: SendState) => {
    const protocol = prefix ? protocolOf(prefix, state.key) : undefined;
    switch (state.status) {
      case 'kept':
        dispatch({ type: 'kept', message: keptMessage(KEPT_WHAT[call], protocol) });
        return;
      case 'delivered':
        dispatch({
          type: 'sent',
          message: typeof successMessage === 'function' ? successMessage(protocol ?? '') : successMessage,
        });
        return;
      case 'refused':
      case 'failed':
        console.error(errorMessage, state);
        dispatch({ type: 'failed', message: errorMessage });
        return;
      case 'sending':
        return;
    }
  };
  useSend(key, follow);
  // The spec's success empties the form, whenever the delivery comes.
  useEffect(() => {
    if (form.generation) element.current?.reset();
  }, [form.generation]);

  const outcomeTone = form.status === 'error' ? 'error' : 'success';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const { values, honeypot } = readForm(event.currentTarget, CALLS[call].fields);
    dispatch({ type: 'submit' });
    setKey(sendLead(call, values, honeypot).key);
  };

  return (
    // data-call: what the page keeps and sends for this form if its code cannot load (client/islands.ts).
    <form
      ref={element}
      onSubmit={onSubmit}
      aria-label={name}
      data-call={call}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: field.label,
          required: field.required ?? false,
          disabled: busy,
          className: field.wide || field.type === 'textarea' ? 'sm:col-span-2' : '',
        };
        if (field.type === 'select') {
          return (
            <SelectField
              key={field.name}
              {...common}
              placeholder={field.placeholder ?? 'Selecione'}
              options={field.options ?? []}
              defaultValue=""
            />
          );
        }
        if (field.type === 'textarea') {
          return <TextAreaField key={field.name} {...common} defaultValue="" placeholder={field.placeholder} />;
        }
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.type ?? 'text'}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            defaultValue=""
          />
        );
      })}
      <Honeypot />
      <div className="grid gap-3 sm:col-span-2">
        <FormMessage
          message={form.message}
          tone={form.status === 'kept' ? 'kept' : toneBy === 'outcome' ? outcomeTone : undefined}
        />
        <SubmitButton busy={busy} label={submitLabel} busyLabel="Enviando..." />
        <PrivacyNotice>{purpose}</PrivacyNotice>
      </div>
    </form>
  );
}
