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
 */
import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

export const ISLANDS = {
  'contact-form': () => import('../islands/forms/ContactForm.tsx'),
  'cv-form': () => import('../islands/forms/CvForm.tsx'),
  'partner-form': () => import('../islands/forms/PartnerForm.tsx'),
  'proposal-form': () => import('../islands/forms/ProposalForm.tsx'),
  roi: () => import('../islands/RoiCalculator.tsx'),
  'blog-list': () => import('../islands/blog/BlogList.tsx'),
  article: () => import('../islands/blog/ArticleView.tsx'),
} satisfies Record<string, () => Promise<unknown>>;

export type IslandName = keyof typeof ISLANDS;

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;
const CONTROL = 'button, [role="button"], input[type="submit"], input[type="button"]';

function island(root: HTMLElement): void {
  const name = root.dataset.island as IslandName;
  let state: 'waiting' | 'loading' | 'ready' = 'waiting';
  const held = new Map<Element, () => void>();

  const hold = (event: Event): void => {
    if (state === 'ready' || !(event.target instanceof Element)) return;
    let key: Element | null = null;
    let replay: (() => void) | null = null;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      key = submitter ?? form;
      replay = () => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
    } else {
      const control = event.target.closest<HTMLElement>(CONTROL);
      // Links navigate and fields take focus on their own: only controls are held.
      if (!control || !root.contains(control)) return;
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
      const [{ hydrate: adopt }, { default: Component }] = await Promise.all([
        import('../islands/hydrate.tsx'),
        ISLANDS[name]() as Promise<IslandModule>,
      ]);
      await adopt(root, Component, JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>);
    } catch (error) {
      // The island's code did not arrive (offline): held actions stay held, and the next
      // intent tries again.
      console.error(error);
      state = 'waiting';
      return;
    }
    state = 'ready';
    // A mark for readers of the page and for tests: this island has its behaviour.
    root.dataset.hydrated = '';
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
    for (const [control, replay] of held) {
      control.removeAttribute('aria-busy');
      replay();
    }
    held.clear();
  };

  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  const { hydrate: when, param } = root.dataset;
  // At once when asked, for a shared link's parameter, or to bring back the state the
  // visitor left it in (runtime/history-state.ts).
  const restoring = Boolean(history.state?.islands?.[name]);
  if (when === 'load' || restoring || (param && new URLSearchParams(location.search).has(param))) void hydrate();
  else for (const type of INTENT) root.addEventListener(type, () => void hydrate(), { passive: true });
}

export function installIslands(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    if (root.dataset.island && root.dataset.island in ISLANDS) island(root);
  }
}
