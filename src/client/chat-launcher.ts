/**
 * Gê's launcher and proactive popup, in plain DOM code (docs/behaviour.md §2, Chat assistant):
 * the popup shows 10 s after the page loads unless dismissed this session; the avatar
 * toggles the panel. The ChatWidget island does the talking.
 */
import { trackChatbot } from '../runtime/analytics.ts';
import { safeStorage } from '../runtime/storage.ts';
import { $chatOpen, $demoOpen, $trialOpen, closeChat, openChat } from '../stores/overlays.ts';

export const POPUP_DELAY_MS = 10_000;
/** 'Sim, quero!' starts the conversation after 500 ms (docs/behaviour.md §9). */
export const POPUP_START_DELAY_MS = 500;
const DISMISSED_KEY = 'gvp:chatPopupDismissed';

function dismissedThisSession(): boolean {
  return safeStorage('session')?.getItem(DISMISSED_KEY) === 'true';
}

export function installChatLauncher(doc: Document = document): void {
  const launcher = doc.getElementById('ge-launcher');
  const popup = doc.getElementById('ge-popup');
  if (!launcher || !popup) return;

  const hidePopup = () => {
    popup.hidden = true;
  };

  launcher.addEventListener('click', () => {
    hidePopup();
    if ($chatOpen.get()) closeChat();
    else openChat();
  });

  doc.querySelector('[data-ge-accept]')?.addEventListener('click', () => {
    hidePopup();
    trackChatbot('chatbot_start', 'popup_click', 1);
    openChat(POPUP_START_DELAY_MS);
  });

  for (const button of doc.querySelectorAll('[data-ge-dismiss]')) {
    button.addEventListener('click', () => {
      hidePopup();
      try {
        safeStorage('session')?.setItem(DISMISSED_KEY, 'true');
      } catch {
        // Storage full: the popup simply may come back on the next page.
      }
    });
  }

  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !popup.hidden) hidePopup();
  });

  $chatOpen.subscribe((open) => {
    launcher.setAttribute('aria-expanded', String(open));
    if (open) hidePopup();
  });

  // The popup never interrupts: while a dialog is open or the visitor is in a form, it waits,
  // and a form or dialog the visitor turns to hides it (it would cover the form's button or
  // sit behind the dialog's backdrop).
  const busy = () => Boolean(doc.querySelector('dialog[open]') || doc.activeElement?.closest('form'));
  let due = false;
  const show = () => {
    if (!due || dismissedThisSession() || $chatOpen.get() || busy()) return;
    due = false;
    popup.hidden = false;
  };
  doc.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.closest('form')) hidePopup();
    else show();
  });
  // Focus left a form for nothing focusable (a click on the page): the visitor is free again.
  doc.addEventListener('focusout', () => requestAnimationFrame(show));
  // `close` does not bubble: caught on its way down.
  doc.addEventListener('close', () => requestAnimationFrame(show), true);
  for (const store of [$demoOpen, $trialOpen]) {
    store.subscribe((open) => {
      if (open) hidePopup();
    });
  }

  // Each page load is a path change: the popup starts hidden and comes 10 s later.
  setTimeout(() => {
    due = true;
    show();
  }, POPUP_DELAY_MS);
}
