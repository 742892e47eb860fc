/**
 * The site search's dialog at work (opened by openSearch in client/shell.ts): searches the index as
 * the visitor types, lists each result with its section, title and an excerpt with the words
 * found, and says in its status line (role="status") how many there are. Enter opens the
 * first result; the arrows move between the box and the results.
 */
import { SEARCH_PAGE_SIZE } from '../config/search.ts';
import { countOf } from '../logic/plural.ts';
import { excerptNodes, type SiteResult, searchSite, warmSearch } from '../runtime/site-search.ts';

/** A pause in typing before searching: each keystroke does not have to be a search. */
const TYPING_PAUSE_MS = 120;
const RESULTS = { one: 'resultado', other: 'resultados' };

let started: HTMLDialogElement | undefined;

export function startSearch(dialog: HTMLDialogElement): void {
  const input = dialog.querySelector<HTMLInputElement>('input[type="search"]');
  const status = dialog.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog.querySelector<HTMLUListElement>('[data-search-results]');
  const form = dialog.querySelector<HTMLFormElement>('[data-search-form]');
  if (!input || !status || !list || !form) return;
  // Loaded now: the message of an earlier failed load goes.
  dialog.removeAttribute('data-failed');
  if (started !== dialog) {
    started = dialog;
    warmSearch();
    // Escape closes, even from a filled box, whose own Escape would only clear it.
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dialog.close();
    });
    // A click on the dimmed page around the dialog closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    // Closing gives focus back to what opened the dialog. The mobile menu's search button is
    // hidden by then (the menu closed), and focus would fall to the page: the menu's button takes it.
    dialog.addEventListener('close', () =>
      // After the browser's own focus restoring, which may come after this event.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        // Nowhere visible: on the page itself, or still in the closed dialog.
        if (!active || active === document.body || dialog.contains(active) || !active.checkVisibility())
          document.querySelector<HTMLElement>('[data-menu-trigger="mobile"]')?.focus();
      }),
    );
    let shown = SEARCH_PAGE_SIZE;
    let searched = '';

    const run = async (limit: number, pauseMs = 0) => {
      const term = input.value.trim();
      if (!term) {
        searched = '';
        list.replaceChildren();
        status.textContent = '';
        return;
      }
      try {
        const found = await searchSite(term, { limit, debounceMs: pauseMs });
        // A newer search replaced this one, or the box changed meanwhile.
        if (!found || input.value.trim() !== term) return;
        searched = term;
        render(list, found.results, found.total > limit);
        status.textContent = found.total
          ? `${countOf(found.total, RESULTS)} para “${term}”.`
          : `Nenhum resultado para “${term}”. Tente outra palavra, como WhatsApp, URA ou CRM.`;
      } catch (error) {
        console.error(error);
        status.textContent = 'Não foi possível buscar agora. Verifique a sua conexão e tente de novo.';
      }
    };

    input.addEventListener('input', () => {
      shown = SEARCH_PAGE_SIZE;
      void run(shown, TYPING_PAUSE_MS);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // Enter: the first result, once the list shows this very search.
      const first = list.querySelector<HTMLAnchorElement>('a[href]');
      if (first && searched === input.value.trim()) location.assign(first.href);
      else void run(shown);
    });
    list.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-search-more]')) return;
      shown += SEARCH_PAGE_SIZE;
      const before = list.querySelectorAll('a').length;
      void run(shown).then(() => list.querySelectorAll<HTMLAnchorElement>('a')[before]?.focus());
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const stops = [input, ...list.querySelectorAll<HTMLElement>('a, button')];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      if (at < 0) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
      stops[next]?.focus();
    });
  }
  // Whatever was typed while this code was on its way is searched now.
  if (input.value.trim()) input.dispatchEvent(new Event('input'));
}

function render(list: HTMLUListElement, results: SiteResult[], more: boolean): void {
  const items = results.map((result) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = result.url;
    link.className =
      'block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500';
    const section = document.createElement('span');
    section.className = 'block text-xs font-semibold tracking-wide text-brand-700 uppercase';
    section.textContent = result.section;
    const title = document.createElement('span');
    title.className = 'block font-semibold text-slate-900';
    title.textContent = result.title;
    const excerpt = document.createElement('span');
    excerpt.className = 'mt-0.5 block text-sm text-slate-700 [&_mark]:bg-amber-100 [&_mark]:text-slate-900';
    excerpt.append(...excerptNodes(result.excerpt));
    link.append(section, title, excerpt);
    item.append(link);
    return item;
  });
  if (more) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.searchMore = '';
    button.className = 'w-full rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
    button.textContent = 'Mostrar mais resultados';
    item.append(button);
    items.push(item);
  }
  list.replaceChildren(...items);
}
