/**
 * The protocol number of a lead whose call has one (contracts/calls.ts `protocol`): the
 * call's prefix and the first 8 letters or digits of the lead's Idempotency-Key, in capitals.
 * The outbox makes the key before the first attempt, so the visitor reads the number the
 * moment they send, the engine writes the same one, and a resend keeps it.
 * The n8n kit does the same in JavaScript (PROTOCOL_JS, checked against this by a unit test).
 */
export const PROTOCOL_LENGTH = 8;

export function protocolOf(prefix: string, key: string): string {
  return `${prefix}-${key
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, PROTOCOL_LENGTH)
    .toUpperCase()}`;
}

/** The same rule, as the n8n kit's Code node runs it. */
export const PROTOCOL_JS = `const protocolOf = (prefix, key) => prefix + '-' + String(key).replace(/[^0-9a-z]/gi, '').slice(0, ${PROTOCOL_LENGTH}).toUpperCase();`;
