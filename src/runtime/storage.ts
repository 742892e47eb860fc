/**
 * The browser's local or session storage, or null where there is none (server rendering)
 * or where reaching it throws (privacy modes, blocked storage). Callers treat null as
 * "nothing stored" and carry on.
 */
export function safeStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    // Where there is none, naming it throws a ReferenceError, as reaching a blocked one throws.
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}
