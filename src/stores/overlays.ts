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
import { atom, type WritableAtom } from 'nanostores';
import { INTENT_EVENT, PENDING_INTENTS } from '../lib/intent-event.ts';

export { INTENT_EVENT };
export type Overlay = 'chat' | 'demo' | 'trial';
export type TrialVariant = 'desktop' | 'mobile';

export const OPEN_DEMO_EVENT = 'openDemoModal';

interface OverlayStores {
  chat: WritableAtom<boolean>;
  /** Milliseconds the chat waits before greeting ('Sim, quero!' starts after 500 ms). */
  chatStartDelay: WritableAtom<number>;
  demo: WritableAtom<boolean>;
  trial: WritableAtom<{ open: boolean; variant: TrialVariant }>;
}

/**
 * The atoms live on the window: the shell's small inline script and the islands' bundles
 * may each carry a copy of this module, and they must still share one state.
 */
const shared = globalThis as typeof globalThis & { __gvpOverlays?: OverlayStores };
shared.__gvpOverlays ??= {
  chat: atom(false),
  chatStartDelay: atom(0),
  demo: atom(false),
  trial: atom<{ open: boolean; variant: TrialVariant }>({ open: false, variant: 'desktop' }),
};

export const $chatOpen = shared.__gvpOverlays.chat;
export const $chatStartDelay = shared.__gvpOverlays.chatStartDelay;
export const $demoOpen = shared.__gvpOverlays.demo;
/** Trial modal: closed, or open in the desktop or mobile variant (SPEC section 5). */
export const $trial = shared.__gvpOverlays.trial;

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
  const registry = window as unknown as Record<string, Set<string> | undefined>;
  registry[PENDING_INTENTS] ??= new Set();
  registry[PENDING_INTENTS].add(overlay);
  window.dispatchEvent(new CustomEvent(INTENT_EVENT, { detail: overlay }));
}

export function openChat(startDelayMs = 0): void {
  $chatStartDelay.set(startDelayMs);
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

export function openTrial(variant: TrialVariant = 'desktop'): void {
  $trial.set({ open: true, variant });
  announceIntent('trial');
}

export function closeTrial(): void {
  $trial.set({ ...$trial.get(), open: false });
}

/** Wires the window-level contracts once per page. */
export function installGlobalOpeners(): void {
  window.openChatbot = () => openChat();
  window.addEventListener(OPEN_DEMO_EVENT, () => {
    $demoOpen.set(true);
    announceIntent('demo');
  });
}
