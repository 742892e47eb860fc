/**
 * Gê's launcher, in plain DOM code (docs/behaviour.md §2, Chat assistant): the avatar toggles
 * the panel, and the proactive popup comes 10 s after the page loads (client/chat-popup.ts,
 * loaded then, with its own buttons). The ChatWidget island does the talking.
 */
import { $chatOpen, closeChat, openChat } from '../stores/overlays.ts';

export const POPUP_DELAY_MS = 10_000;

export function installChatLauncher(doc: Document = document): void {
  const launcher = doc.getElementById('ge-launcher');
  const popup = doc.getElementById('ge-popup');
  if (!launcher || !popup) return;

  launcher.addEventListener('click', () => {
    popup.hidden = true;
    if ($chatOpen.get()) closeChat();
    else openChat();
  });

  $chatOpen.subscribe((open) => {
    launcher.setAttribute('aria-expanded', String(open));
    if (open) popup.hidden = true;
  });

  // Each page load is a path change: the popup starts hidden and comes 10 s later. Its own code
  // (when to show, when to wait, its buttons) is only needed then, so it is loaded then, not
  // with this script.
  setTimeout(() => {
    import('./chat-popup.ts').then(({ showPopupWhenFree }) => showPopupWhenFree(doc, popup), console.error);
  }, POPUP_DELAY_MS);
}
