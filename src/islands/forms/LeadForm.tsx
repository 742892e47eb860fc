/**
 * One form component for every lead form of the site: the fields differ, the flow
 * (logic/flows/lead-form.ts), the messages' colours, the honeypot and the LGPD notice do not.
 * The fields are uncontrolled: text typed before the island hydrated is kept, and the
 * values are read from the form when it is sent.
 */
import { type SubmitEvent, useReducer } from 'react';
import { CALLS, type CallContract, type FieldOf } from '../../contracts/calls.ts';
import { protocolOf } from '../../contracts/protocol.ts';
import { initialLeadForm, leadFormReducer } from '../../logic/flows/lead-form.ts';
import { sendLead } from '../../runtime/api/calls.ts';
import type { FormCall } from '../../runtime/api/held.ts';
import { ApiError } from '../../runtime/api/http.ts';
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

interface LeadFormProps<C extends FormCall> {
  /** Accessible name of the form. */
  name: string;
  call: C;
  /** The inputs, in screen order; their names are the contract's fields. */
  fields: FieldSpec<FieldOf<C>>[];
  submitLabel: string;
  /** For a call with a protocol (contracts/calls.ts), made from the lead's protocol number. */
  successMessage: string | ((protocol: string) => string);
  errorMessage: string;
  /**
   * Shown instead of `errorMessage` when the lead stayed in the outbox, which sends it on its
   * own (the spec's forms keep the spec's one message).
   */
  queuedMessage?: string;
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
  queuedMessage,
  purpose,
  toneBy = 'text',
}: LeadFormProps<C>) {
  const [form, dispatch] = useReducer(leadFormReducer, initialLeadForm);
  const busy = form.status === 'submitting';

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const { values, honeypot } = readForm(element, CALLS[call].fields);
    dispatch({ type: 'submit' });
    try {
      const key = await sendLead(call, values, honeypot);
      element.reset();
      const prefix = (CALLS[call] as CallContract).protocol;
      // A bot's send has no key; it sees a success all the same, with a number of nothing.
      const protocol = prefix ? protocolOf(prefix, key || crypto.randomUUID()) : '';
      dispatch({
        type: 'sent',
        message: typeof successMessage === 'function' ? successMessage(protocol) : successMessage,
      });
    } catch (error) {
      console.error(errorMessage, error);
      const queued = queuedMessage && !(error instanceof ApiError && error.refused);
      dispatch({ type: 'failed', message: queued ? queuedMessage : errorMessage });
    }
  };

  return (
    // data-call: what the page keeps and sends for this form if its code cannot load (client/islands.ts).
    <form onSubmit={onSubmit} aria-label={name} data-call={call} className="relative grid gap-4 sm:grid-cols-2">
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
          tone={toneBy === 'outcome' ? (form.status === 'error' ? 'error' : 'success') : undefined}
        />
        <SubmitButton busy={busy} label={submitLabel} busyLabel="Enviando..." />
        <PrivacyNotice>{purpose}</PrivacyNotice>
      </div>
    </form>
  );
}
