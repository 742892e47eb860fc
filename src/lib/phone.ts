/** Brazilian phone numbers as the chat asks for them (SPEC section 5): DDD plus 8 or 9 digits. */

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** 10 to 11 digits once everything but digits is removed. */
export function isValidPhone(value: string): boolean {
  const length = phoneDigits(value).length;
  return length >= 10 && length <= 11;
}

/**
 * Formats while typing: (DD) NNNN-NNNN for 10 digits, (DD) NNNNN-NNNN for 11; partial
 * input grows into that shape, and digits beyond 11 are dropped.
 */
export function formatPhone(value: string): string {
  const d = phoneDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = d.length === 11 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
