/**
 * Gê's launcher and proactive popup, in plain DOM code (SPEC section 2, Chat assistant):
 * the popup shows 10 s after the page loads unless dismissed this session; the avatar
 * toggles the panel. The ChatWidget island does the talking.
 */
import { trackChatbot } from '../lib/analytics.ts';
import { safeStorage } from '../lib/storage.ts';
import { $chatOpen, closeChat, openChat } from '../stores/overlays.ts';

export const POPUP_DELAY_MS = 10_000;
/** 'Sim, quero!' starts the conversation after 500 ms (SPEC section 9). */
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

  // Each page load is a path change: the popup starts hidden and comes 10 s later.
  setTimeout(() => {
    if (!dismissedThisSession() && !$chatOpen.get()) popup.hidden = false;
  }, POPUP_DELAY_MS);
}
