/**
 * Gê's proactive popup once it is due (10 s after the page loads, client/chat-launcher.ts
 * loads this then): it shows unless dismissed this session, and never interrupts. While a
 * dialog is open or the visitor is in a form it waits, and a form or dialog the visitor turns
 * to hides it (it would cover the form's button or sit behind the dialog's backdrop).
 */
import { $chatOpen, $demoOpen, $trialOpen } from '../stores/overlays.ts';

/** `dismissed` tells whether the visitor dismissed the popup this session. */
export function showPopupWhenFree(doc: Document, popup: HTMLElement, dismissed: () => boolean): void {
  const hide = () => {
    popup.hidden = true;
  };
  const busy = () => Boolean(doc.querySelector('dialog[open]') || doc.activeElement?.closest('form'));
  let due = true;
  const show = () => {
    if (!due || dismissed() || $chatOpen.get() || busy()) return;
    due = false;
    popup.hidden = false;
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
  show();
}
