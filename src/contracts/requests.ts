/**
 * What both engines refuse before a body is read as a call, and the words they refuse it with:
 * the local service (server/app.ts) and the n8n kit (scripts/n8n-leads.ts, n8n-booking.ts) take
 * their limits and messages from here, so a visitor and a test read the same answer from either.
 * No imports: the kit's Code nodes run this file compiled.
 */

/** The largest body either engine reads; more is a 413. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The longest Idempotency-Key (the IETF draft leaves it to the server; a UUID is 36). */
export const MAX_KEY_LENGTH = 255;

/** Each refusal's message, by its `error` code. */
export const REFUSALS = {
  invalid_payload: 'Os dados enviados não são válidos.',
  unsupported_media_type: 'Envie os dados como application/json.',
  payload_too_large: 'Os dados enviados passam do limite de 32 KiB.',
  invalid_idempotency_key: `A chave de idempotência deve ter de 1 a ${MAX_KEY_LENGTH} caracteres.`,
  idempotency_key_reused: 'Esta chave de idempotência já foi usada com outros dados.',
} as const;

/** The message of a field that does not fit its rule, where an engine names no better one. */
export const INVALID_FIELD = 'Valor inválido.';
