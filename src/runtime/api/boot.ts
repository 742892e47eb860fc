/**
 * What every page runs for the calls, kept tiny: the API code loads only when there is
 * something to do (a lead left in the outbox, an `email` query parameter).
 */
import { OUTBOX_KEY } from './keys.ts';

function hasQueuedLeads(): boolean {
  try {
    return Boolean(localStorage.getItem(OUTBOX_KEY));
  } catch {
    return false;
  }
}

/** Call 14 at load and on each query change, when the address has an `email` parameter. */
function watchEmailParameter(): void {
  let lastSearch: string | null = null;
  const check = () => {
    if (location.search === lastSearch) return;
    lastSearch = location.search;
    const email = new URLSearchParams(location.search).get('email');
    if (email) void import('./calls.ts').then(({ sendEmailParameter }) => sendEmailParameter(email, location.pathname));
  };
  // Query changes without a page load come from history (our own scripts, back and forward).
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      check();
    };
  }
  window.addEventListener('popstate', check);
  check();
}

export function bootApi(): void {
  const startOutbox = () => void import('./outbox.ts').then(({ installOutbox }) => installOutbox());
  if (hasQueuedLeads()) startOutbox();
  else window.addEventListener('online', () => hasQueuedLeads() && startOutbox(), { once: true });
  watchEmailParameter();
}
