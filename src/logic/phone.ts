/** Brazilian phone numbers as the chat asks for them (docs/behaviour.md §5): DDD plus 8 or 9 digits. */

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The national number, DDD first, as Brazilians also type it: with the country code
 * ('+55 11 …', or 55 before 12 or 13 digits; 55 alone is also a DDD, in Rio Grande do Sul)
 * or the trunk 0 ('011 …'; no DDD starts with 0).
 */
export function nationalDigits(value: string): string {
  let d = phoneDigits(value);
  if (d.startsWith('55') && (value.trim().startsWith('+') || d.length > 11)) d = d.slice(2);
  if (d.startsWith('0')) d = d.slice(1);
  return d;
}

/** 10 to 11 digits of the national number. */
export function isValidPhone(value: string): boolean {
  const length = nationalDigits(value).length;
  return length >= 10 && length <= 11;
}

/**
 * Formats while typing: (DD) NNNN-NNNN for 10 digits, (DD) NNNNN-NNNN for 11; partial
 * input grows into that shape. Past 11 digits the number is no Brazilian phone: its digits
 * stay as typed, none dropped, and the check refuses it (docs/behaviour.md §5: 10 to 11).
 */
export function formatPhone(value: string): string {
  const d = nationalDigits(value);
  if (d.length > 11) return d;
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = d.length === 11 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
