/**
 * What every page runs for the calls, kept tiny: the API code loads only when there is
 * something to do (a lead left in the outbox or kept by a form whose code could not load,
 * an `email` query parameter, runtime/api/email-parameter.ts).
 */
import { HELD_KEY, OUTBOX_KEY } from './keys.ts';

function hasQueuedLeads(): boolean {
  try {
    return Boolean(localStorage.getItem(OUTBOX_KEY) || localStorage.getItem(HELD_KEY));
  } catch {
    return false;
  }
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
  // Call 14. The site's own scripts never add an `email` parameter: only an address that
  // has one at load can change it later, so only then does the watcher load.
  if (/[?&]email=/.test(location.search))
    void import('./email-parameter.ts').then(({ watchEmailParameter }) => watchEmailParameter());
}
