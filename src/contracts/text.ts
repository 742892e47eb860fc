/**
 * Text both engines can store. PostgreSQL's `jsonb` refuses a NUL and an unpaired surrogate, so
 * the provider's n8n answered 500 to 'Ana\u0000Silva' (the browser then retried it 40 times and
 * it was never stored) while the local service stored it. The rule lives here once: the
 * schemas (contracts/bodies.ts) refuse such a string, which both engines then do alike (the
 * local service with zod, the kit with the JSON Schema zod writes, `pattern`), naming the
 * field; and the browser cleans every body it sends (runtime/api/http.ts), so a visitor who
 * pasted one never meets the refusal.
 *
 * Refused and cleaned: the C0 control characters but tab, line feed and carriage return, and an
 * unpaired surrogate. Format characters (zero-width, direction marks) and emoji stay.
 */
/** What is refused and cleaned, once. With the `u` flag a surrogate pair is one code point, so the range finds only unpaired ones. */
const ILL_FORMED = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uD800-\\uDFFF';
export const WELL_FORMED_TEXT = new RegExp(`^[^${ILL_FORMED}]*$`, 'u');
const NOT_WELL_FORMED = new RegExp(`[${ILL_FORMED}]`, 'gu');

/** A control character becomes a space (two words stay two), an unpaired surrogate U+FFFD. */
export const wellFormedText = (text: string): string =>
  text.replace(NOT_WELL_FORMED, (found) => (found < '\uD800' ? ' ' : '\uFFFD'));

/** Every string of a JSON value made well formed, keys included; other values as they are. */
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormedText(key), wellFormed(item)]));
  }
  return value;
}
