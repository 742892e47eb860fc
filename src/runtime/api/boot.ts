/**
 * What every page runs for the calls, kept tiny: the API code loads only when there is
 * something to do (a lead left in the outbox or kept by a form whose code could not load,
 * an `email` query parameter).
 */
import { HELD_KEY, OUTBOX_KEY } from './keys.ts';

function hasQueuedLeads(): boolean {
  try {
    return Boolean(localStorage.getItem(OUTBOX_KEY) || localStorage.getItem(HELD_KEY));
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
  // Kept leads join the outbox first; offline, both wait for the connection.
  const startOutbox = () =>
    Promise.all([import('./held.ts'), import('./outbox.ts')]).then(
      ([{ sendHeldLeads }, { installOutbox }]) => {
        void sendHeldLeads();
        installOutbox();
      },
      () => window.addEventListener('online', startOutbox, { once: true }),
    );
  if (hasQueuedLeads()) void startOutbox();
  else window.addEventListener('online', () => hasQueuedLeads() && startOutbox(), { once: true });
  watchEmailParameter();
}
