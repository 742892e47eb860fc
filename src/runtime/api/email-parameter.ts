/**
 * Call 14 (docs/behaviour.md §7.14): an `email` parameter in the address is sent at load and
 * on each query change. Loaded by runtime/api/boot.ts only for an address that carries one at
 * load: the site's own scripts change the query (the ROI calculator) but never add `email`,
 * so any other page can never come to have one.
 */
import { sendEmailParameter } from './calls.ts';

export function watchEmailParameter(): void {
  let lastSearch: string | null = null;
  const check = () => {
    if (location.search === lastSearch) return;
    lastSearch = location.search;
    const email = new URLSearchParams(location.search).get('email');
    if (email) void sendEmailParameter(email, location.pathname);
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
