/**
 * Gê's proactive popup once it is due (10 s after the page loads, client/chat-launcher.ts
 * loads this then): it shows unless dismissed this session, and never interrupts. While a
 * dialog is open or the visitor is in a form it waits, and a form or dialog the visitor turns
 * to hides it (it would cover the form's button or sit behind the dialog's backdrop). A menu
 * counts the same: while the mobile menu is open, the launcher and the popup step aside
 * (styles/global.css). It also waits for room below the header (below). Its buttons are
 * wired here: they can only be pressed once it shows.
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
  // It shows only below the header. While the cookie banner lifts the launcher, a small phone
  // or a short window leaves no room above it: there the popup waits for the room to come (the
  // banner answered, the window turned or resized) rather than cover the header's buttons, or
  // the banner's text while the visitor is asked to consent. Measured, not set by a window
  // height, because the banner's height follows its copy: tried shown and hidden again in the
  // same task, so it is never painted where it does not fit.
  const header = doc.querySelector('body > header');
  // Its own shadow parts it from the header: at 360 × 740 it fits with 2 px to spare.
  const clearance = () => header?.getBoundingClientRect().bottom ?? 0;
  const fits = () => popup.getBoundingClientRect().top >= clearance();
  let due = true;
  const show = () => {
    if (!due || dismissed() || $chatOpen.get() || busy()) return;
    popup.hidden = false;
    if (fits()) due = false;
    else popup.hidden = true;
  };
  // Shown, then carried up to the header (the launcher follows the banner, and a move is no
  // resize): it steps back and waits again.
  const recheck = () => {
    if (!due && !popup.hidden && !fits()) {
      popup.hidden = true;
      due = true;
    }
    show();
  };
  new IntersectionObserver(recheck, { rootMargin: `${-clearance()}px 0px 0px 0px`, threshold: 1 }).observe(popup);
  const resized = new ResizeObserver(recheck);
  for (const el of [popup, doc.getElementById('consent-banner')]) if (el) resized.observe(el);
  doc.defaultView?.addEventListener('resize', recheck);
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
