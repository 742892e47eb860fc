/**
 * The verification code in the answer of trial step 1. Engines answer it in more than one
 * shape: `{"code": "619654"}`, `{"code": 619654}` (a number in the workflow's JSON), or the
 * same inside a one-item array (n8n's "All Incoming Items").
 */
export function trialCodeOf(body: unknown): string | undefined {
  const item = Array.isArray(body) ? body[0] : body;
  if (typeof item !== 'object' || item === null) return undefined;
  const code = (item as { code?: unknown }).code;
  if (typeof code === 'string') return code.trim() || undefined;
  if (typeof code === 'number' && Number.isInteger(code) && code >= 0) return String(code);
  return undefined;
}

/**
 * Whether what the visitor typed is the code sent. A code that travelled as a number lost
 * its leading zeros, so digit-only codes compare by value: '012345' matches 12345.
 */
export function sameTrialCode(typed: string, expected: string): boolean {
  const a = typed.trim();
  if (a === expected) return true;
  return /^\d+$/.test(a) && /^\d+$/.test(expected) && Number(a) === Number(expected);
}
