/**
 * The cookie preferences dialog (the empty frame of ConsentDialog.astro): the three
 * categories with purpose and legal basis, as stored, the date of the choice, and 'Salvar
 * preferências'. Loaded on the first 'Personalizar' or 'Preferências de cookies', it writes the
 * dialog's content then; closing it with Escape or the backdrop records nothing.
 */
import type { ConsentChoice, ConsentRecord } from '../runtime/consent.ts';
import { CHOICE_BUTTON as choice, SECONDARY_BUTTON as secondary } from './consent-buttons.ts';

const CATEGORIES = [
  {
    id: 'necessary',
    name: 'Necessários',
    purpose:
      'Fazem o site funcionar: guardam esta escolha, a conversa com a Gê e os formulários que ainda não foram enviados, para nenhum pedido se perder.',
    basis: 'Legítimo interesse e procedimentos preliminares a contrato (LGPD, art. 7º, IX e V).',
    locked: true,
  },
  {
    id: 'analytics',
    name: 'Análise',
    purpose: 'Medem visitas e o uso das páginas (Google Tag Manager e Google Analytics) para melhorarmos o site.',
    basis: 'Consentimento (LGPD, art. 7º, I). Você pode retirá-lo quando quiser.',
    locked: false,
  },
  {
    id: 'marketing',
    name: 'Marketing',
    purpose: 'Medem o resultado das nossas campanhas e permitem mostrar anúncios mais relevantes em outros sites.',
    basis: 'Consentimento (LGPD, art. 7º, I). Você pode retirá-lo quando quiser.',
    locked: false,
  },
] as const;

/**
 * The dialog's content: the site's own constant texts, nothing a visitor typed. Only the
 * categories scroll; the choices stay at the foot: on a laptop's 800 px the form is taller
 * than the dialog, and when it all scrolled its buttons were cut in half until scrolled to.
 */
const CONTENT = `<form method="dialog" class="flex max-h-[85vh] flex-col" data-consent-form>
  <div class="overflow-y-auto p-6">
    <h2 id="consent-dialog-title" class="text-xl font-bold text-slate-900">Preferências de cookies</h2>
    <p class="mt-2 text-sm text-slate-600">Escolha o que podemos usar. Os necessários ficam sempre ligados; os demais só com a sua permissão.</p>
    <ul class="mt-5 space-y-4">${CATEGORIES.map(
      (c) => `<li class="rounded-xl p-4 ring-1 ring-slate-200">
      <label class="flex cursor-pointer items-start gap-3">
        <input type="checkbox" name="${c.id}" class="mt-1 size-5 accent-brand-700"${c.locked ? ' checked disabled' : ''} aria-describedby="consent-${c.id}-desc">
        <span>
          <span class="block font-semibold text-slate-900">${c.name}${c.locked ? ' <span class="ml-1 text-sm font-normal text-slate-600">(sempre ativos)</span>' : ''}</span>
          <span id="consent-${c.id}-desc" class="mt-1 block text-sm text-slate-700"><span class="font-medium">Finalidade:</span> ${c.purpose}
            <span class="mt-1 block"><span class="font-medium">Base legal:</span> ${c.basis}</span>
          </span>
        </span>
      </label>
    </li>`,
    ).join('')}</ul>
  </div>
  <div class="border-t border-slate-200 px-6 pt-4 pb-6">
    <p class="text-xs text-slate-600" data-consent-status aria-live="polite"></p>
    <div class="mt-3 flex flex-wrap gap-3">
      <button type="button" class="${choice}" data-consent="save">Salvar preferências</button>
      <button type="button" class="${secondary}" data-consent="reject">Rejeitar todos</button>
      <button type="button" class="${secondary}" data-consent="accept">Aceitar todos</button>
    </div>
  </div>
</form>`;

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
  if (!dialog.firstElementChild) {
    dialog.innerHTML = CONTENT;
    dialog.setAttribute('aria-labelledby', 'consent-dialog-title');
  }
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
