/**
 * `client:intent="chat" | "demo" | "trial"`: hydrates a global island on the visitor's
 * first intent, never on load or idle. Intent is a trigger of that overlay hovered,
 * focused or touched (`[data-action="<name>"]` or `[data-intent="<name>"]`), or the overlay's opener having fired
 * (INTENT_EVENT from src/stores/overlays.ts). The island then reads its store, so the
 * click that caused the intent opens it without a second click.
 */
import type { ClientDirective } from 'astro';
import { INTENT_EVENT, PENDING_INTENTS } from '../intent-event.ts';

const intent: ClientDirective = (load, options, _el) => {
  const overlay = String(options.value);
  const selector = `[data-action="${overlay}"], [data-intent="${overlay}"]`;
  let started = false;

  const hydrate = async () => {
    if (started) return;
    started = true;
    window.removeEventListener(INTENT_EVENT, onIntent);
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, onPointer);
    const run = await load();
    await run();
  };
  const onIntent = (event: Event) => {
    if ((event as CustomEvent<string>).detail === overlay) void hydrate();
  };
  const onPointer = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) void hydrate();
  };

  window.addEventListener(INTENT_EVENT, onIntent);
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onPointer, { passive: true });
  }
  // An opener that fired before this island was on the page (kept by the stores module).
  const pending = (window as unknown as Record<string, Set<string> | undefined>)[PENDING_INTENTS];
  if (pending?.has(overlay)) void hydrate();
};

export default intent;
