/**
 * The cookie preferences dialog (ConsentDialog.astro): the categories as stored, the date
 * of the choice, and 'Salvar preferências'. Loaded on the first 'Personalizar' or
 * 'Preferências de cookies'; closing it with Escape or the backdrop records nothing.
 */
import type { ConsentChoice, ConsentRecord } from '../runtime/consent.ts';

function statusText(record: ConsentRecord | null): string {
  if (!record) return 'Você ainda não fez uma escolha.';
  const date = new Date(record.date).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return `Escolha registrada em ${date} (política de ${record.version}).`;
}

const wired = new WeakSet<HTMLDialogElement>();

export function preferences(
  dialog: HTMLDialogElement,
  current: ConsentRecord | null,
  decide: (choice: ConsentChoice) => void,
): { open: () => void; save: () => void } {
  const form = dialog.querySelector<HTMLFormElement>('[data-consent-form]');
  const box = (name: 'analytics' | 'marketing') => form?.elements.namedItem(name) as HTMLInputElement | null;
  if (!wired.has(dialog)) {
    wired.add(dialog);
    // A click on the backdrop closes the dialog without recording anything.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  return {
    open: () => {
      const shown = current ?? { analytics: false, marketing: false };
      const analytics = box('analytics');
      const marketing = box('marketing');
      if (analytics) analytics.checked = shown.analytics;
      if (marketing) marketing.checked = shown.marketing;
      const status = dialog.querySelector<HTMLElement>('[data-consent-status]');
      if (status) status.textContent = statusText(current);
      if (!dialog.open) dialog.showModal();
    },
    save: () =>
      decide({ analytics: box('analytics')?.checked ?? false, marketing: box('marketing')?.checked ?? false }),
  };
}
