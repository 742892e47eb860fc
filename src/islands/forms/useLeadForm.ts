/**
 * The form engine every lead form shares (SPEC section 4): idle, submitting, then
 * success (message, form emptied) or error (message, form kept).
 */
import { type SubmitEvent, useCallback, useState } from 'react';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface LeadFormOptions<T extends Record<string, string>> {
  initial: T;
  /** Sends the values; throws on failure. */
  submit: (values: T, honeypot: string) => Promise<void>;
  successMessage: string;
  errorMessage: string;
  onSuccess?: () => void;
}

export function useLeadForm<T extends Record<string, string>>({
  initial,
  submit,
  successMessage,
  errorMessage,
  onSuccess,
}: LeadFormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState('');

  const setField = useCallback((name: keyof T, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  const onSubmit = useCallback(
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === 'submitting') return;
      setStatus('submitting');
      setMessage('');
      try {
        await submit(values, honeypot);
        setValues(initial);
        setStatus('success');
        setMessage(successMessage);
        onSuccess?.();
      } catch (error) {
        console.error(errorMessage, error);
        setStatus('error');
        setMessage(errorMessage);
      }
    },
    [status, submit, values, honeypot, initial, successMessage, errorMessage, onSuccess],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setMessage('');
  }, []);

  return { values, setField, honeypot, setHoneypot, status, message, onSubmit, reset };
}
