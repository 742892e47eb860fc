/**
 * The browser's local or session storage, or null where there is none (server rendering)
 * or where reaching it throws (privacy modes, blocked storage). Callers treat null as
 * "nothing stored" and carry on.
 */
export function safeStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
