/**
 * The shell's code (menus, intent buttons, the overlays' frames, Gê's launcher:
 * client/shell-install.ts) loads at the visitor's first action, not before: a page that is
 * only read costs the JavaScript that must run without anyone acting (analytics, the cookie
 * banner, the islands' own loaders, the outbox) and nothing else (issue: 5 KB before the
 * first action, tests/e2e/budget.spec.ts).
 *
 * Lazy never means lossy. Until the shell is here the inline keeper at the start of the page
 * (client/inline/page-start.ts) keeps every click on a control and every form sent, outside the
 * islands, which hold their own (client/islands.ts); `installShell` does what it kept, in
 * order. A shell key pressed meanwhile ('/', Ctrl+K) is handed to the shell once it is in.
 * What reaches for the page starts the load ahead of the click: a pointer over it, a touch,
 * focus. The site acting by itself counts too: Gê's popup at 10 s, a global opener called by a
 * tag manager, a page reloaded to recover lost code that reopens a dialog.
 */
import { OPEN_DEMO_EVENT, SHELL_OFFLINE_ID } from '../config/page-markup.ts';
import { KEPT_WORK_KEY } from '../runtime/api/keys.ts';
import { load } from './load.ts';

/** Gê's proactive popup comes 10 s after the page loads (docs/behaviour.md §2). */
export const POPUP_DELAY_MS = 10_000;

/** What counts as reaching for the page. */
const ACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'submit'] as const;

let shell: Promise<void> | undefined;
let installed = false;
/** Keys pressed before the shell was in: a shortcut among them ('/', Ctrl+K) still counts. */
const pendingKeys: KeyboardEvent[] = [];

/** Loads and installs the shell once; a failed load is tried again by the next action. */
export function wakeShell(doc: Document = document): Promise<void> {
  shell ??= load(
    () => import('./shell-install.ts'),
    // Only what the visitor is waiting for (a kept control or call) may reload the page to recover.
    () => Boolean(window.gvpKept?.length),
  ).then(
    ({ installShell }) => {
      installed = true;
      offline(doc, false);
      installShell(doc, pendingKeys.splice(0));
    },
    (error: unknown) => {
      shell = undefined;
      // Said only to a visitor who is waiting: a load ahead of a tap stays silent.
      if (window.gvpKept?.length) offline(doc, true);
      // Offline: what the keeper holds goes once the connection is back.
      window.addEventListener('online', () => void wakeShell(doc).catch(() => undefined), { once: true });
      throw error;
    },
  );
  return shell;
}

const offline = (doc: Document, shown: boolean) => {
  const line = doc.getElementById(SHELL_OFFLINE_ID);
  if (line) line.hidden = !shown;
};

/** Wakes the shell at the first action, and at once when something was kept before this script. */
export function wakeOnFirstAction(doc: Document = document): void {
  // Every way in but a page's own call: a failure is said in the console, and the next action tries again.
  const wake = () => void wakeShell(doc).catch(console.error);
  const onAction = (event: Event) => {
    if (installed) {
      for (const type of ACTIONS) doc.removeEventListener(type, onAction, true);
      return;
    }
    if (event instanceof KeyboardEvent) pendingKeys.push(event);
    wake();
  };
  for (const type of ACTIONS) doc.addEventListener(type, onAction, { capture: true, passive: true });
  // The keeper's stand-in keeps the call (client/inline/page-start.ts); this brings what answers it.
  const keep = window.openChatbot;
  window.openChatbot = (question) => {
    keep?.(question);
    wake();
  };
  window.addEventListener(OPEN_DEMO_EVENT, wake);
  // The shell now, with no action: for a page's own script that needs it, and a mark that this
  // script has run.
  window.gvpShell = () => wakeShell(doc);
  if (window.gvpKept?.length) wake();
}

/** Gê's popup, 10 s after the page loads: its code and the launcher's come then. */
export function popupLater(doc: Document = document): void {
  const popup = doc.getElementById('ge-popup');
  if (!popup) return;
  setTimeout(() => {
    wakeShell(doc)
      .then(() => import('./chat-popup.ts'))
      .then(({ showPopupWhenFree }) => showPopupWhenFree(doc, popup), console.error);
  }, POPUP_DELAY_MS);
}

/** After a reload that kept the visitor's work, puts it back, dialogs included (client/recover.ts). */
export function resumeKept(doc: Document = document): void {
  try {
    if (!sessionStorage.getItem(KEPT_WORK_KEY)) return;
  } catch {
    return; // No storage, nothing kept.
  }
  wakeShell(doc)
    .then(() => import('./recover.ts'))
    .then(({ restoreKept }) => restoreKept(doc), console.error);
}

declare global {
  interface Window {
    /** Set by the first script: loads and installs the shell now (client/first-action.ts). */
    gvpShell?: () => Promise<void>;
  }
}
