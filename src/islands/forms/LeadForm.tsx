/**
 * One form component for every lead form of the site: the fields differ, the flow
 * (logic/flows/lead-form.ts), the messages' colours, the honeypot and the LGPD notice do not.
 * The fields are uncontrolled: text typed before the island hydrated is kept, and the
 * values are read from the form when it is sent.
 */
import { type FormEvent, useReducer } from 'react';
import { CALLS, type FieldOf } from '../../contracts/calls.ts';
import { initialLeadForm, leadFormReducer } from '../../logic/flows/lead-form.ts';
import { sendLead } from '../../runtime/api/calls.ts';
import { FormMessage, Honeypot, PrivacyNotice, SelectField, SubmitButton, TextField } from './fields.tsx';
import { readForm } from './read-form.ts';

/** The page forms; each sends one call, whose contract names its fields. */
export type FormCall = 'cv' | 'contact' | 'proposal' | 'partner';

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
  successMessage: string;
  errorMessage: string;
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
  toneBy = 'text',
}: LeadFormProps<C>) {
  const [form, dispatch] = useReducer(leadFormReducer, initialLeadForm);
  const busy = form.status === 'submitting';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const { values, honeypot } = readForm(element, CALLS[call].fields);
    dispatch({ type: 'submit' });
    try {
      await sendLead(call, values, honeypot);
      element.reset();
      dispatch({ type: 'sent', message: successMessage });
    } catch (error) {
      console.error(errorMessage, error);
      dispatch({ type: 'failed', message: errorMessage });
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
          return (
            <label key={field.name} className={`block text-sm font-medium text-slate-800 ${common.className}`}>
              {field.label}
              <textarea
                name={field.name}
                rows={4}
                defaultValue=""
                disabled={busy}
                placeholder={field.placeholder}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
              />
            </label>
          );
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
        <PrivacyNotice />
      </div>
    </form>
  );
}
