/** Labelled form controls shared by the islands' forms. */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '../../contracts/calls.ts';
import { type MessageTone, messageTone } from '../../logic/messages.ts';

// After a send was tried, a field the browser refused turns red beside its own message.
const control =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 disabled:bg-slate-100 user-invalid:border-red-700 user-invalid:ring-1 user-invalid:ring-red-700';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
}

/** The red star after a required field's label; the field's own `required` is what is announced. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

export function TextField({ label, name, className = '', ref, ...input }: FieldProps) {
  const required = input.required || input['aria-required'] === 'true';
  return (
    <label className={`block text-sm font-medium text-slate-800 ${className}`}>
      {label}
      {required && <RequiredMark />}
      <input ref={ref} name={name} className={control} {...input} />
    </label>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
}

export function TextAreaField({ label, name, className = '', ...textarea }: TextAreaProps) {
  return (
    <label className={`block text-sm font-medium text-slate-800 ${className}`}>
      {label}
      {textarea.required && <RequiredMark />}
      <textarea name={name} rows={4} className={control} {...textarea} />
    </label>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  placeholder: string;
  options: readonly (string | { value: string; label: string })[];
}

export function SelectField({ label, name, placeholder, options, className = '', ...select }: SelectProps) {
  return (
    <label className={`block text-sm font-medium text-slate-800 ${className}`}>
      {label}
      {select.required && <RequiredMark />}
      <select name={name} className={control} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** A field people never see: bots fill it, and the service drops what they send. */
export function Honeypot() {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label>
        Não preencha este campo
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The form's status message, announced to screen readers; green when it says 'sucesso'. */
const TONES: Record<MessageTone, string> = {
  success: 'text-green-800',
  error: 'text-red-700',
  kept: 'text-amber-800',
};

export function FormMessage({ message, tone: forced }: { message: string; tone?: MessageTone }) {
  const tone = forced ?? (message ? messageTone(message) : 'success');
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      data-tone={tone}
      className={`min-h-5 text-sm font-medium ${TONES[tone]}`}
    >
      {message}
    </p>
  );
}

/** The short LGPD notice next to every submit button. */
export function PrivacyNotice({ children }: { children?: ReactNode }) {
  return (
    <p className="text-xs text-slate-600">
      {children ?? 'Ao enviar, você concorda com o tratamento dos seus dados para contato comercial, conforme a nossa '}
      <a href="/privacy" className="font-medium text-brand-700 underline">
        Política de Privacidade
      </a>
      .
    </p>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className="btn btn-primary w-full py-3 disabled:opacity-70">
      {busy ? busyLabel : label}
    </button>
  );
}
