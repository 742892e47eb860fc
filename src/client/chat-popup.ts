/**
 * Gê's proactive popup once it is due (10 s after the page loads, client/chat-launcher.ts
 * loads this then): it shows unless dismissed this session, and never interrupts. While a
 * dialog is open or the visitor is in a form it waits, and a form or dialog the visitor turns
 * to hides it (it would cover the form's button or sit behind the dialog's backdrop). A menu
 * counts the same: while the mobile menu is open, the launcher and the popup step aside
 * (styles/global.css). Its buttons are wired here: they can only be pressed once it shows.
 */
import { trackChatbot } from '../runtime/analytics.ts';
import { safeStorage } from '../runtime/storage.ts';
import { $openMenu } from '../stores/menu.ts';
import { $chatOpen, $demoOpen, $trialOpen, openChat } from '../stores/overlays.ts';

/** 'Sim, quero!' starts the conversation after 500 ms (docs/behaviour.md §9). */
export const POPUP_START_DELAY_MS = 500;
/** Set for the session when the visitor closes the popup: it does not come back. */
const DISMISSED_KEY = 'gvp:chatPopupDismissed';

export function showPopupWhenFree(doc: Document, popup: HTMLElement): void {
  const hide = () => {
    popup.hidden = true;
  };
  const dismissed = () => safeStorage('session')?.getItem(DISMISSED_KEY) === 'true';
  doc.querySelector('[data-ge-accept]')?.addEventListener('click', () => {
    hide();
    trackChatbot('chatbot_start', 'popup_click', 1);
    openChat(POPUP_START_DELAY_MS);
  });
  for (const button of doc.querySelectorAll('[data-ge-dismiss]')) {
    button.addEventListener('click', () => {
      hide();
      try {
        safeStorage('session')?.setItem(DISMISSED_KEY, 'true');
      } catch {
        // Storage full: the popup simply may come back on the next page.
      }
    });
  }
  const busy = () =>
    Boolean($openMenu.get() || doc.querySelector('dialog[open]') || doc.activeElement?.closest('form'));
  // While the cookie banner lifts the launcher, a short window or a small phone would put the
  // popup over the header's buttons or past the screen's top: there it hangs lower, over the
  // banner's text and clear of its buttons (styles/global.css .ge-popup). Measured, not set by
  // a window height, because the banner's height follows its copy; measured when the popup
  // shows, whenever it starts to reach the header, however it got there (the launcher follows
  // the banner, and a move is no resize), and when it, the banner or the window changes size,
  // which may give it room to open above the launcher again.
  const header = doc.querySelector('body > header');
  const clearance = () => (header?.getBoundingClientRect().bottom ?? 0) + 8;
  const place = () => {
    popup.removeAttribute('data-low');
    if (popup.hidden) return;
    if (popup.getBoundingClientRect().top < clearance()) popup.setAttribute('data-low', '');
  };
  new IntersectionObserver(place, { rootMargin: `${-clearance()}px 0px 0px 0px`, threshold: 1 }).observe(popup);
  const resized = new ResizeObserver(place);
  for (const el of [popup, doc.getElementById('consent-banner')]) if (el) resized.observe(el);
  doc.defaultView?.addEventListener('resize', place);
  let due = true;
  const show = () => {
    if (!due || dismissed() || $chatOpen.get() || busy()) return;
    due = false;
    popup.hidden = false;
    place();
  };
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !popup.hidden) hide();
  });
  doc.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.closest('form')) hide();
    else show();
  });
  // Focus left a form for nothing focusable (a click on the page): the visitor is free again.
  doc.addEventListener('focusout', () => requestAnimationFrame(show));
  // `close` does not bubble: caught on its way down.
  doc.addEventListener('close', () => requestAnimationFrame(show), true);
  for (const store of [$demoOpen, $trialOpen]) {
    store.subscribe((open) => {
      if (open) hide();
    });
  }
  // A menu closed with its own button leaves focus where it was: nothing above would retry.
  $openMenu.listen((open) => {
    if (open) hide();
    else requestAnimationFrame(show);
  });
  show();
}
