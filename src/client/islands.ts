/**
 * Page islands (forms, the ROI calculator, the blog list and article), in the browser
 * before the visitor acts (budgeted code). Each island's HTML is in the page
 * (components/Island.astro); its code loads when the visitor reaches for it (pointer over,
 * focus or touch inside it), at once with `data-hydrate="load"`, when the address
 * carries its `data-param` (a shared ROI link), or when the history entry holds its state.
 *
 * Lazy never means lossy. Until an island is ready:
 * - typed text stays where it is: island fields are uncontrolled, so hydration keeps them;
 * - a click on one of its buttons, or a form sent with Enter, is held: the control shows at
 *   once that it is working (aria-busy), and the action is replayed exactly once when the
 *   island is there (React hydrates the clicked part first and runs its handler);
 * - a second tap on a control already waiting is the same action, not a second one.
 *
 * Code that fails to arrive is loaded again for real (client/load.ts: a fresh URL, or a reload
 * that keeps what was typed when a deploy removed the file). Offline, a held send says so
 * (the island's static status line), the lead it carries waits in localStorage (HELD_KEY)
 * for the connection, and the island tries again as soon as the browser is back online. If
 * the visitor leaves first, the next page sends the kept lead (runtime/api/held.ts).
 */
import { ACTION_CONTROL, LIVE_ATTRIBUTE } from '../config/page-markup.ts';
import { HELD_KEY, type HeldLead } from '../runtime/api/keys.ts';
import type { IslandEntry, PageIslandName } from './island-registry.ts';
import { load, loadIslands, onReach } from './load.ts';

/**
 * Keeps (or with `form` null, drops) this page's lead of `call` under HELD_KEY, one entry a
 * form: what the visitor sent while the form's code could not arrive.
 */
function holdLead(call: string, form: HTMLFormElement | null): void {
  try {
    const path = location.pathname;
    const leads = (JSON.parse(localStorage.getItem(HELD_KEY) ?? '[]') as HeldLead[]).filter(
      (lead) => lead.call !== call || lead.path !== path,
    );
    const owner = String(performance.timeOrigin);
    if (form)
      leads.push({ call, path, owner, values: Object.fromEntries(new FormData(form)) as Record<string, string> });
    if (leads.length) localStorage.setItem(HELD_KEY, JSON.stringify(leads));
    else localStorage.removeItem(HELD_KEY);
  } catch {
    // Storage blocked or full: the page still sends it once the form's code is here.
  }
}

function island(root: HTMLElement): void {
  const name = root.dataset.island as PageIslandName;
  let state: 'waiting' | 'loading' | 'ready' = 'waiting';
  const held = new Map<Element, () => void>();
  /** A lead form sent before its code could load: its contract's call (data-call). */
  let heldForm: HTMLFormElement | null = null;
  // Its status line, right after it (components/Island.astro).
  const status = root.nextElementSibling as HTMLElement | null;

  const hold = (event: Event): void => {
    if (state === 'ready' || !(event.target instanceof Element)) return;
    let key: Element | null = null;
    let replay: (() => void) | null = null;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      key = submitter ?? form;
      replay = () => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
      if (form.dataset.call) heldForm = form;
    } else {
      const control = event.target.closest<HTMLElement>(ACTION_CONTROL);
      // Links navigate and fields take focus on their own: only controls are held. A form's
      // send button goes on to the browser's check of the form, and its submit is held.
      const send = control as HTMLButtonElement | null;
      if (!control || !root.contains(control) || (send?.form && send.type === 'submit')) return;
      key = control;
      replay = () => control.click();
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.has(key)) {
      key.setAttribute('aria-busy', 'true');
      held.set(key, replay);
    }
    void hydrate();
  };

  const hydrate = async (): Promise<void> => {
    if (state !== 'waiting') return;
    state = 'loading';
    try {
      // Only a held action may reload the page; pointing at the island just loads ahead.
      const acted = () => held.size > 0;
      const [{ hydrate: adopt }, { default: Component }] = await Promise.all([
        load(() => import('../islands/hydrate.tsx'), acted),
        loadIslands(acted).then(({ ISLANDS }) => {
          // The names are typed (components/Island.astro); a stale page could still name a removed one.
          const entry = (ISLANDS as Record<string, IslandEntry | undefined>)[name];
          if (entry?.kind !== 'page') throw new Error(`Unknown island: ${name}`);
          return load(entry.load, acted);
        }),
      ]);
      // Its props are the ones the page rendered it with (components/Island.astro), whatever they are.
      const props = JSON.parse(root.dataset.props ?? '{}') as never;
      await adopt(root, Component, props);
    } catch (error) {
      // Offline: held actions stay held and a held send is kept; the island tries again when
      // the connection is back, or on the next intent.
      console.error(error);
      state = 'waiting';
      // Said where the visitor works: a held action, or (but for a lead form, whose line
      // promises to send) the focus inside the island.
      if (status && (held.size || (root.contains(document.activeElement) && !root.querySelector('[data-call]'))))
        status.hidden = false;
      if (heldForm?.dataset.call) holdLead(heldForm.dataset.call, heldForm);
      window.addEventListener('online', () => void hydrate(), { once: true });
      return;
    }
    state = 'ready';
    // A mark for readers of the page and for tests: this island has its behaviour.
    root.dataset.hydrated = '';
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
    if (status) status.hidden = true;
    // The replayed send takes the kept lead over: the outbox has it from here.
    if (heldForm?.dataset.call) holdLead(heldForm.dataset.call, null);
    for (const [control, replay] of held) {
      control.removeAttribute('aria-busy');
      replay();
    }
    held.clear();
  };

  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  // From here the island holds its own actions: the inline keeper lets them through.
  root.setAttribute(LIVE_ATTRIBUTE, '');
  const { hydrate: when, param } = root.dataset;
  // At once when asked, for a shared link's parameter, to bring back the state the visitor
  // left it in (runtime/history-state.ts), or when the visitor is already in it or over it
  // (the page is painted before this script arrives: the intent may have come first).
  const restoring = Boolean(history.state?.islands?.[name]);
  if (
    when === 'load' ||
    restoring ||
    (param && new URLSearchParams(location.search).has(param)) ||
    root.matches(':hover,:focus-within')
  )
    void hydrate();
  else onReach(root, () => void hydrate());
}

export function installIslands(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    if (root.dataset.island) island(root);
  }
}
