/**
 * The cross-island contracts: how any button, script or island opens the site's global
 * overlays. This module is the one documented place for them.
 *
 * - Chat assistant (Gê): `window.openChatbot()`, the global opener of SPEC section 2. It is
 *   defined on every page before any island loads, so buttons that call it "without a
 *   check" never throw. It sets `$chatOpen`.
 * - Demo modal: the window event `openDemoModal` (SPEC section 2). `openDemo()` fires it.
 * - Trial modal: the `$trial` store; `openTrial()` sets it ('Teste Grátis' buttons).
 *
 * Every opener also fires `INTENT_EVENT` with the overlay's name; the islands' custom
 * client directive listens for it and hydrates the island on that first intent.
 */
import { atom } from 'nanostores';

export type Overlay = 'chat' | 'demo' | 'trial';

export const INTENT_EVENT = 'gvp:intent';
export const OPEN_DEMO_EVENT = 'openDemoModal';

export const $chatOpen = atom(false);
export const $demoOpen = atom(false);
/** Trial modal: closed, or open in the desktop or mobile variant (SPEC section 5). */
export const $trial = atom<{ open: boolean; variant: 'desktop' | 'mobile' }>({ open: false, variant: 'desktop' });

declare global {
  interface Window {
    /** The global chat opener (SPEC section 2). */
    openChatbot?: () => void;
  }
  interface WindowEventMap {
    [INTENT_EVENT]: CustomEvent<Overlay>;
    [OPEN_DEMO_EVENT]: Event;
  }
}

function announceIntent(overlay: Overlay): void {
  window.dispatchEvent(new CustomEvent(INTENT_EVENT, { detail: overlay }));
}

export function openChat(): void {
  $chatOpen.set(true);
  announceIntent('chat');
}

export function closeChat(): void {
  $chatOpen.set(false);
}

export function openDemo(): void {
  window.dispatchEvent(new Event(OPEN_DEMO_EVENT));
}

export function closeDemo(): void {
  $demoOpen.set(false);
}

export function openTrial(variant: 'desktop' | 'mobile' = 'desktop'): void {
  $trial.set({ open: true, variant });
  announceIntent('trial');
}

export function closeTrial(): void {
  $trial.set({ ...$trial.get(), open: false });
}

/** Wires the window-level contracts once per page. */
export function installGlobalOpeners(): void {
  window.openChatbot = openChat;
  window.addEventListener(OPEN_DEMO_EVENT, () => {
    $demoOpen.set(true);
    announceIntent('demo');
  });
}
