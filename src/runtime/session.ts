/**
 * The chat session id (docs/behaviour.md §3): a prefix, a timestamp and a random suffix, kept in
 * sessionStorage and reused for the whole browser session.
 */
export const SESSION_KEY = 'gvp:chatSessionId';
export const SESSION_PATTERN = /^gvp_\d{13}_[a-z0-9]{6}$/;

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function newSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Array.from(
    { length: 6 },
    () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)],
  ).join('');
  return `gvp_${now}_${suffix}`;
}

export function chatSessionId(storage: SessionStorageLike | null, now?: number, random?: () => number): string {
  try {
    const stored = storage?.getItem(SESSION_KEY);
    if (stored && SESSION_PATTERN.test(stored)) return stored;
    const id = newSessionId(now, random);
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return newSessionId(now, random);
  }
}
