/**
 * The protocol number of a lead whose call has one (contracts/calls.ts `protocol`): the
 * call's prefix and the first 8 letters or digits of the lead's Idempotency-Key, in capitals.
 * The outbox makes the key before the first attempt, so the visitor reads the number the
 * moment they send, the engine writes the same one, and a resend keeps it.
 *
 * And the key of a correction (docs/behaviour.md §8, "What the visitor is told"): a lead sent
 * again with edited fields while an engine may already hold its first body goes under its own
 * key, `<first key>~<n>`, which names the lead it corrects. An engine never takes two bodies
 * under one key; it files the correction against the first lead, and the protocol (made from
 * the key's first letters) stays the first's.
 *
 * The n8n kit runs this very file, turned into plain JavaScript (scripts/n8n-nodes.ts
 * `codeJs`): no import and no package here.
 */
export const PROTOCOL_LENGTH = 8;

export function protocolOf(prefix: string, key: string): string {
  return `${prefix}-${String(key)
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, PROTOCOL_LENGTH)
    .toUpperCase()}`;
}

/** The n-th correction (1, 2, ...) of the lead first sent under `first`. */
export function correctionKey(first: string, n: number): string {
  return `${first}~${n}`;
}

/** The lead a key corrects and which correction it is, or null for a lead's own key. */
export function correctionOf(key: string): { first: string; n: number } | null {
  const match = /^(.+)~([1-9]\d{0,5})$/.exec(String(key));
  return match?.[1] && match[2] ? { first: match[1], n: Number(match[2]) } : null;
}

/** The key of the lead itself: its own, or the one its correction names. */
export function leadKeyOf(key: string): string {
  return correctionOf(key)?.first ?? key;
}
