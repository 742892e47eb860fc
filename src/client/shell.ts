/**
 * Behaviour of the shell's menus and intent buttons, in plain DOM code: no framework ships
 * for the shell. One atom keeps the four menus mutually exclusive.
 */
import { $openMenu, closeMenus, type MenuId, toggleMenu } from '../stores/menu.ts';
import { askGe, openDemo, openTrial } from '../stores/overlays.ts';
import { load, onReach } from './load.ts';
import { isField } from './validation.ts';

const MENU_IDS: readonly MenuId[] = ['products', 'sectors', 'resources', 'mobile'];

function isMenuId(value: string | undefined): value is MenuId {
  return MENU_IDS.includes(value as MenuId);
}

export function installMenus(doc: Document = document): void {
  const triggers = [...doc.querySelectorAll<HTMLButtonElement>('[data-menu-trigger]')];
  const panels = [...doc.querySelectorAll<HTMLElement>('[data-menu-panel]')];
  const triggerOf = (id: MenuId) => triggers.find((t) => t.dataset.menuTrigger === id);
  const panelOf = (id: MenuId) => panels.find((p) => p.dataset.menuPanel === id);

  for (const trigger of triggers) {
    trigger.addEventListener('click', () => {
      if (isMenuId(trigger.dataset.menuTrigger)) toggleMenu(trigger.dataset.menuTrigger);
    });
    // ArrowDown on a closed trigger opens it and moves into the first item.
    trigger.addEventListener('keydown', (event) => {
      const id = trigger.dataset.menuTrigger;
      if (event.key !== 'ArrowDown' || !isMenuId(id) || id === 'mobile') return;
      event.preventDefault();
      $openMenu.set(id);
      panelOf(id)?.querySelector<HTMLElement>('a, button')?.focus();
    });
  }

  $openMenu.subscribe((open) => {
    for (const trigger of triggers) trigger.setAttribute('aria-expanded', String(trigger.dataset.menuTrigger === open));
    for (const panel of panels) panel.hidden = panel.dataset.menuPanel !== open;
  });

  // A click outside the open menu and its trigger closes it.
  doc.addEventListener('click', (event) => {
    const open = $openMenu.get();
    if (!open || !(event.target instanceof Element)) return;
    if (event.target.closest(`[data-menu-panel="${open}"], [data-menu-trigger="${open}"]`)) return;
    closeMenus();
  });

  doc.addEventListener('keydown', (event) => shellKey(doc, event));

  // Tabbing out of a desktop menu closes it, so a hidden item never keeps focus behind it.
  for (const panel of panels) {
    panel.addEventListener('focusout', (event) => {
      const id = panel.dataset.menuPanel;
      if (!isMenuId(id) || id === 'mobile' || $openMenu.get() !== id) return;
      const next = event.relatedTarget;
      if (next instanceof Node && (panel.contains(next) || triggerOf(id)?.contains(next))) return;
      closeMenus();
    });
  }
}

/**
 * The shell's keys: Escape closes a menu and gives focus back to its trigger; Ctrl+K or ⌘K
 * anywhere, and '/' outside a form field, open the site search. Also called with a key pressed
 * before the shell was here (client/first-action.ts).
 */
export function shellKey(doc: Document, event: KeyboardEvent): void {
  const open = $openMenu.get();
  const modified = event.ctrlKey || event.metaKey;
  if (event.key === 'Escape' && open) {
    closeMenus();
    doc.querySelector<HTMLElement>(`[data-menu-trigger="${open}"]`)?.focus();
  } else if (
    !event.altKey &&
    (event.key === 'k' ? modified : event.key === '/' && !modified && !isField(event.target))
  ) {
    event.preventDefault();
    openSearch(doc);
  }
}

/**
 * Intent buttons anywhere on the page: the chat, demo (also to book), trial and search openers (data-action; a chat
 * opener may carry a question, as the modules' 'Saber mais' does), the home demo form that
 * only opens Gê (data-submit="chat"), and the video players, whose code loads when first
 * reached for.
 */
export function installIntentButtons(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const video = target?.closest<HTMLElement>('button[data-play]');
    if (video) {
      // A visible response at once; the player follows as soon as its code is here. Offline
      // the button is free again, and the next click tries again.
      video.setAttribute('aria-busy', 'true');
      void load(loadVideo)
        .then(({ play }) => play(video), console.error)
        .finally(() => video.removeAttribute('aria-busy'));
      return;
    }
    const button = target?.closest<HTMLElement>('[data-action]');
    if (!button) return;
    const { action, variant } = button.dataset;
    // The chat opens through the global opener, "if present" (docs/behaviour.md §2), asked
    // the button's question if it carries one ('Saber mais' of the modules page). Without Gê,
    // a button that names a WhatsApp link opens it in a new tab instead.
    if (action === 'chat') {
      const { question, whatsapp } = button.dataset;
      if (window.openChatbot && doc.getElementById('ge-panel')) window.openChatbot(question);
      else if (whatsapp) window.open(whatsapp, '_blank', 'noopener,noreferrer');
    }
    // 'Agendar Consultoria' (data-book): the demo request, then the free slots (docs/behaviour.md §10).
    else if (action === 'demo') openDemo('book' in button.dataset);
    // The mobile variant (which also asks for WhatsApp) on phones and from the mobile menu.
    else if (action === 'trial')
      openTrial(variant === 'mobile' || matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop');
    else if (action === 'search') openSearch(doc);
    else return;
    closeMenus();
  });

  // docs/behaviour.md §2: the home demo form only opens the chat assistant; it sends nothing.
  // Gê takes over its answers (stores/chat.ts) and sends the lead herself.
  doc.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement) || event.target.dataset.submit !== 'chat') return;
    event.preventDefault();
    askGe(event.target);
  });

  // A video's code starts loading when the visitor reaches for it.
  const onIntent = (event: Event) => {
    // Ahead of a click, whose own load() recovers should this fail.
    if (event.target instanceof Element && event.target.closest('button[data-play]'))
      loadVideo().catch(() => undefined);
  };
  onReach(doc, onIntent);
}

const loadVideo = () => import('./video.ts');

/**
 * The site search (components/shell/SearchDialog.astro): the dialog shows at once with its box
 * focused (autofocus), so what the visitor types next is in the box; the code that searches
 * (client/search.ts) loads now. If it cannot arrive, the dialog's message says so (data-failed),
 * and the next opening tries again.
 */
function openSearch(doc: Document): void {
  // The <dialog> of components/shell/SearchDialog.astro, in every page (BaseLayout). Opening it
  // when it is open changes nothing (showModal returns), and the search only runs again.
  const dialog = doc.getElementById('busca') as HTMLDialogElement;
  dialog.showModal();
  load(() => import('./search.ts')).then(
    ({ startSearch }) => startSearch(dialog),
    () => {
      dialog.dataset.failed = '';
    },
  );
}
