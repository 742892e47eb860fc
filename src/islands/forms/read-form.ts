/**
 * Reads a submitted form. Island forms are uncontrolled: the page owns the typed text, so
 * what a visitor types before the island is ready is never reset by React.
 */
import { HONEYPOT_FIELD } from '../../contracts/calls.ts';

export function readForm<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
): { values: Record<K, string>; honeypot: string } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(names.map((name) => [name, text(name)])) as Record<K, string>;
  return { values, honeypot: text(HONEYPOT_FIELD) };
}
