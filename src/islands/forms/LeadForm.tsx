/**
 * One form component for every lead form of the site: the fields differ, the engine
 * (useLeadForm), the messages' colours, the honeypot and the LGPD notice do not.
 */
import { FormMessage, Honeypot, PrivacyNotice, SelectField, SubmitButton, TextField } from './fields.tsx';
import { useLeadForm } from './useLeadForm.ts';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'select' | 'textarea';
  required?: boolean;
  options?: readonly (string | { value: string; label: string })[];
  placeholder?: string;
  autoComplete?: string;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

interface LeadFormProps {
  /** Accessible name of the form. */
  name: string;
  fields: FieldSpec[];
  submit: (values: Record<string, string>, honeypot: string) => Promise<void>;
  submitLabel: string;
  successMessage: string;
  errorMessage: string;
  /**
   * How the message is coloured: by the spec's rule (green when it says 'sucesso', for the
   * CV, contact and partner forms) or by the outcome (the proposal's 'Obrigado!').
   */
  colour?: 'sucesso' | 'outcome';
}

export function LeadForm({
  name,
  fields,
  submit,
  submitLabel,
  successMessage,
  errorMessage,
  colour = 'sucesso',
}: LeadFormProps) {
  const initial = Object.fromEntries(fields.map((f) => [f.name, '']));
  const form = useLeadForm({ initial, submit, successMessage, errorMessage });
  const busy = form.status === 'submitting';

  return (
    <form onSubmit={form.onSubmit} aria-label={name} className="relative grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: field.label,
          required: field.required ?? false,
          disabled: busy,
          value: form.values[field.name] ?? '',
          className: field.wide || field.type === 'textarea' ? 'sm:col-span-2' : '',
        };
        if (field.type === 'select') {
          return (
            <SelectField
              key={field.name}
              {...common}
              placeholder={field.placeholder ?? 'Selecione'}
              options={field.options ?? []}
              onChange={(e) => form.setField(field.name, e.target.value)}
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
                value={common.value}
                disabled={busy}
                placeholder={field.placeholder}
                onChange={(e) => form.setField(field.name, e.target.value)}
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
            onChange={(e) => form.setField(field.name, e.target.value)}
          />
        );
      })}
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <div className="grid gap-3 sm:col-span-2">
        <FormMessage
          message={form.message}
          tone={colour === 'outcome' ? (form.status === 'error' ? 'error' : 'success') : undefined}
        />
        <SubmitButton busy={busy} label={submitLabel} busyLabel="Enviando..." />
        <PrivacyNotice />
      </div>
    </form>
  );
}
