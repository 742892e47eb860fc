/**
 * The cookie banner (ConsentBanner.astro), in plain DOM code before the visitor acts:
 * it shows when no choice is stored, 'Aceitar todos' and 'Rejeitar todos' record the
 * choice at once, and the preferences dialog (client/consent-preferences.ts) loads when
 * first asked for. Only a click on a choice records consent.
 */
import { LIVE_ATTRIBUTE } from '../config/page-markup.ts';
import { type ConsentChoice, type ConsentRecord, readConsent, saveConsent } from '../runtime/consent.ts';
import { safeStorage } from '../runtime/storage.ts';
import { load } from './load.ts';

export function installConsent(onChange: (choice: ConsentRecord) => void, doc: Document = document): void {
  const banner = doc.getElementById('consent-banner');
  const dialog = doc.getElementById('consent-dialog');
  if (!banner || !(dialog instanceof HTMLDialogElement)) return;
  const storage = safeStorage();
  let current = readConsent(storage);

  // While shown, the banner's height makes room below what scrolls under it, and lifts Gê's
  // launcher where CSS cannot place it against the banner (styles/global.css .ge-dock). The
  // rooms are padding: the footer's, so its dark background fills it (as padding on <html> it
  // showed as a white band under the footer), and the open mobile menu's, which scrolls on its
  // own and whose last items the banner would otherwise keep out of reach. The same height is
  // scroll padding on the page and on the rooms, so what keyboard focus brings into view lands
  // above the banner, not under it (WCAG 2.4.11). No custom property on <html>: one is
  // inherited by every element, and setting it restyled the whole page (a long task of 70 to
  // 200 ms on a phone at CPU x4, on every page view, banner or not); scroll padding is not
  // inherited.
  const rooms = doc.querySelectorAll<HTMLElement>('[data-consent-room]');
  const dock = doc.querySelector<HTMLElement>('.ge-dock');
  new ResizeObserver(([entry]) => {
    const height = banner.hidden ? 0 : Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0);
    // '' removes each value: the page is as it was without the banner.
    const px = height ? `${height}px` : '';
    doc.documentElement.style.scrollPaddingBottom = px;
    for (const room of rooms) room.style.paddingBottom = room.style.scrollPaddingBottom = px;
    dock?.style.setProperty('--consent-height', px);
    // Where Gê's popup opens while the banner is up (styles/global.css .ge-popup).
    dock?.toggleAttribute('data-over-banner', height > 0);
  }).observe(banner);
  // The banner shows from the first paint when a choice is due, by the same rule as
  // readConsent (client/inline/page-start.ts): <html data-consent-due>, which
  // also keeps room for it at the foot until measured (styles/global.css). Once a choice is made
  // (meanwhile in another tab, or here) both go.
  const hide = (): void => {
    banner.hidden = true;
    delete doc.documentElement.dataset.consentDue;
  };
  if (current) hide();

  const decide = (choice: ConsentChoice): void => {
    current = saveConsent(storage, choice);
    hide();
    if (dialog.open) dialog.close();
    onChange(current);
  };

  // These choices are answered here, before the shell: the inline keeper lets them through.
  for (const part of [banner, dialog, ...doc.querySelectorAll('[data-consent-open]')])
    part.setAttribute(LIVE_ATTRIBUTE, '');
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('[data-consent], [data-consent-open]');
    if (!control) return;
    const action = control.dataset.consent ?? 'customize';
    if (action === 'accept' || action === 'reject') {
      decide({ analytics: action === 'accept', marketing: action === 'accept' });
      return;
    }
    // Offline the button is free again (the banner's own choices need no code), and the
    // next click tries again.
    control.setAttribute('aria-busy', 'true');
    void load(() => import('./consent-preferences.ts'))
      .then(
        ({ preferences }) => preferences(dialog, current, decide)[action === 'save' ? 'save' : 'open'](),
        console.error,
      )
      .finally(() => control.removeAttribute('aria-busy'));
  });
}
