/**
 * Behaviour of the cookie banner and the preferences dialog (ConsentBanner.astro), in
 * plain DOM code. Only a click on a choice records consent; closing the dialog with
 * Escape or browsing on records nothing.
 */
import { type ConsentChoice, type ConsentRecord, readConsent, saveConsent } from '../lib/consent.ts';
import { safeStorage } from '../lib/storage.ts';

const ALL: ConsentChoice = { analytics: true, marketing: true };
const NONE: ConsentChoice = { analytics: false, marketing: false };

function statusText(record: ConsentRecord | null): string {
  if (!record) return 'Você ainda não fez uma escolha.';
  const date = new Date(record.date).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return `Escolha registrada em ${date} (política de ${record.version}).`;
}

export function installConsent(onChange: (choice: ConsentRecord) => void, doc: Document = document): void {
  const foundBanner = doc.getElementById('consent-banner');
  const foundDialog = doc.getElementById('consent-dialog');
  if (!foundBanner || !(foundDialog instanceof HTMLDialogElement)) return;
  const banner: HTMLElement = foundBanner;
  const dialog: HTMLDialogElement = foundDialog;
  const form = dialog.querySelector<HTMLFormElement>('[data-consent-form]');
  const status = dialog.querySelector<HTMLElement>('[data-consent-status]');
  const storage = safeStorage();
  let current = readConsent(storage);
  // While shown, the banner's height makes room below the page and lifts Gê's launcher.
  const room = new ResizeObserver(([entry]) => {
    const height = banner.hidden ? 0 : Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0);
    doc.documentElement.style.setProperty('--consent-height', `${height}px`);
  });
  room.observe(banner);
  if (!current) banner.hidden = false;

  const box = (name: 'analytics' | 'marketing') => form?.elements.namedItem(name) as HTMLInputElement | null;

  function openPreferences(): void {
    const shown = current ?? NONE;
    const analytics = box('analytics');
    const marketing = box('marketing');
    if (analytics) analytics.checked = shown.analytics;
    if (marketing) marketing.checked = shown.marketing;
    if (status) status.textContent = statusText(current);
    if (!dialog.open) dialog.showModal();
  }

  function decide(choice: ConsentChoice): void {
    current = saveConsent(storage, choice);
    banner.hidden = true;
    if (dialog.open) dialog.close();
    onChange(current);
  }

  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-consent-open]')) {
      openPreferences();
      return;
    }
    const action = target?.closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (action === 'accept') decide(ALL);
    else if (action === 'reject') decide(NONE);
    else if (action === 'customize') openPreferences();
    else if (action === 'save')
      decide({ analytics: box('analytics')?.checked ?? false, marketing: box('marketing')?.checked ?? false });
  });

  // A click on the backdrop closes the dialog without recording anything.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}
