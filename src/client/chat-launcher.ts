/**
 * Gê's launcher and proactive popup, in plain DOM code (docs/behaviour.md §2, Chat assistant):
 * the popup shows 10 s after the page loads unless dismissed this session; the avatar
 * toggles the panel. The ChatWidget island does the talking.
 */
import { trackChatbot } from '../runtime/analytics.ts';
import { safeStorage } from '../runtime/storage.ts';
import { $chatOpen, closeChat, openChat } from '../stores/overlays.ts';

export const POPUP_DELAY_MS = 10_000;
/** 'Sim, quero!' starts the conversation after 500 ms (docs/behaviour.md §9). */
export const POPUP_START_DELAY_MS = 500;
const DISMISSED_KEY = 'gvp:chatPopupDismissed';

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

  $chatOpen.subscribe((open) => {
    launcher.setAttribute('aria-expanded', String(open));
    if (open) hidePopup();
  });

  // Each page load is a path change: the popup starts hidden and comes 10 s later. Its own code
  // (when to show, when to wait) is only needed then, so it is loaded then, not with this script.
  setTimeout(() => {
    import('./chat-popup.ts').then(
      ({ showPopupWhenFree }) =>
        showPopupWhenFree(doc, popup, () => safeStorage('session')?.getItem(DISMISSED_KEY) === 'true'),
      console.error,
    );
  }, POPUP_DELAY_MS);
}
