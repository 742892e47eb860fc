/**
 * Gê's launcher, in plain DOM code (docs/behaviour.md §2, Chat assistant): the avatar toggles
 * the panel. The proactive popup comes 10 s after the page loads (client/first-action.ts
 * popupLater, which loads client/chat-popup.ts then, with its own buttons). The ChatWidget
 * island does the talking.
 */
import { $chatOpen, closeChat, openChat } from '../stores/overlays.ts';

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
}
