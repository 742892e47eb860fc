/**
 * The global overlays (Gê, the demo modal, the trial modal): whether each is open, and the
 * actions that open them from anywhere. This module ships before the visitor acts, so it
 * holds only that; each overlay's own flow (its reducer and effects) lives in its island's
 * store (stores/chat.ts, stores/demo.ts, stores/trial.ts) and loads with the island.
 *
 * Contracts of docs/behaviour.md §2 kept here:
 * - `window.openChatbot()`, the global chat opener, defined on every page (installGlobalOpeners);
 *   `window.openChatbot(question)` also asks Gê the question on the visitor's behalf, which
 *   is how a page's own script reaches her without bundling this module again.
 * - The window event `openDemoModal` opens the demo modal.
 */

import { atom, type WritableAtom } from 'nanostores';
import { OPEN_DEMO_EVENT } from '../config/page-markup.ts';

export type Overlay = 'chat' | 'demo' | 'trial';
export type TrialVariant = 'desktop' | 'mobile';

export { OPEN_DEMO_EVENT };

interface OverlayStores {
  chat: WritableAtom<boolean>;
  /** Milliseconds Gê waits before greeting ('Sim, quero!' starts after 500 ms). */
  chatStartDelay: WritableAtom<number>;
  /**
   * What the conversation has not taken yet: a question for Gê ('Saber mais'), or the home
   * page's demo form, whose answers she takes over.
   */
  chatQuestion: WritableAtom<string | HTMLFormElement | null>;
  demo: WritableAtom<boolean>;
  /** The demo dialog opened to book ('Agendar Consultoria', docs/behaviour.md §10). */
  demoToBook: WritableAtom<boolean>;
  trial: WritableAtom<boolean>;
  trialVariant: WritableAtom<TrialVariant>;
}

/**
 * The atoms live on the window: should two bundles each carry a copy of this module, they
 * must still share one state.
 */
const shared = globalThis as typeof globalThis & { __gvpOverlays?: OverlayStores };
shared.__gvpOverlays ??= {
  chat: atom(false),
  chatStartDelay: atom(0),
  chatQuestion: atom<string | HTMLFormElement | null>(null),
  demo: atom(false),
  demoToBook: atom(false),
  trial: atom(false),
  trialVariant: atom<TrialVariant>('desktop'),
};
const stores = shared.__gvpOverlays;

export const $chatOpen = stores.chat;
export const $chatStartDelay = stores.chatStartDelay;
export const $chatQuestion = stores.chatQuestion;
export const $demoOpen = stores.demo;
export const $demoToBook = stores.demoToBook;
/** Trial modal: open or closed, in the desktop or the mobile variant (docs/behaviour.md §5). */
export const $trialOpen = stores.trial;
export const $trialVariant = stores.trialVariant;

declare global {
  interface Window {
    /** The global chat opener (docs/behaviour.md §2); with a question, Gê is asked it. */
    openChatbot?: (question?: string) => void;
  }
  interface WindowEventMap {
    [OPEN_DEMO_EVENT]: Event;
  }
}

export function openChat(startDelayMs = 0): void {
  if (!$chatOpen.get()) $chatStartDelay.set(startDelayMs);
  $chatOpen.set(true);
}

export function closeChat(): void {
  $chatOpen.set(false);
}

/**
 * Asks Gê something on the visitor's behalf ('Saber mais' of a module), or hands her the home
 * page's demo form: opens the chat and leaves it for the conversation, which sends the
 * question as soon as Gê can take it, or takes over the form's answers.
 */
export function askGe(question: string | HTMLFormElement): void {
  $chatQuestion.set(question);
  openChat();
}

/** Opens the demo dialog; `toBook`, it goes from the request straight to the free slots. */
export function openDemo(toBook = false): void {
  if (!$demoOpen.get()) $demoToBook.set(toBook);
  window.dispatchEvent(new Event(OPEN_DEMO_EVENT));
}

export function closeDemo(): void {
  $demoOpen.set(false);
  $demoToBook.set(false);
}

export function openTrial(variant: TrialVariant = 'desktop'): void {
  $trialVariant.set(variant);
  $trialOpen.set(true);
}

export function closeTrial(): void {
  $trialOpen.set(false);
}

/** Wires the window-level contracts once per page. */
export function installGlobalOpeners(): void {
  // A listener may be handed the opener itself: only a string is a question.
  window.openChatbot = (question) => (typeof question === 'string' ? askGe(question) : openChat());
  window.addEventListener(OPEN_DEMO_EVENT, () => $demoOpen.set(true));
}
