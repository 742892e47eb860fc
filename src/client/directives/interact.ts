/**
 * `client:interact`: hydrates an island when the visitor reaches for it (pointer over,
 * focus or touch inside it), never on load; with a value, at once when the address carries
 * that query parameter (a shared ROI link). Browser code, shipped before the first action.
 *
 * Lazy never means lossy. Until the island is ready:
 * - typed text stays where it is: island fields are uncontrolled, so hydration keeps them;
 * - a click on one of its buttons, or a form sent with Enter, is held: the control shows at
 *   once that it is working (aria-busy), and the action is replayed exactly once when the
 *   island is there (React hydrates the clicked part first and runs its handler);
 * - a second tap on a control already waiting is the same action, not a second one.
 */
import type { ClientDirective } from 'astro';

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;
const CONTROL = 'button, [role="button"], input[type="submit"], input[type="button"]';

const interact: ClientDirective = (load, options, el) => {
  let state: 'waiting' | 'loading' | 'ready' = 'waiting';
  const held = new Map<Element, () => void>();

  const hold = (event: Event): void => {
    if (state === 'ready' || !(event.target instanceof Element)) return;
    let key: Element | null = null;
    let replay: (() => void) | null = null;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      key = submitter ?? form;
      replay = () => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
    } else if (event.type === 'click') {
      const control = event.target.closest<HTMLElement>(CONTROL);
      // Links navigate and fields take focus on their own: only controls are held.
      if (!control || !el.contains(control)) return;
      key = control;
      replay = () => control.click();
    }
    if (!key || !replay) return;
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
    for (const type of INTENT) el.removeEventListener(type, onIntent);
    try {
      const run = await load();
      await run();
    } catch (error) {
      // The island's code did not arrive (offline): held actions stay held, and the next
      // intent tries again.
      console.error(error);
      state = 'waiting';
      for (const type of INTENT) el.addEventListener(type, onIntent, { passive: true });
      return;
    }
    state = 'ready';
    el.removeEventListener('click', hold, true);
    el.removeEventListener('submit', hold, true);
    for (const [control, replay] of held) {
      control.removeAttribute('aria-busy');
      replay();
    }
    held.clear();
  };
  const onIntent = (): void => void hydrate();

  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  const param = typeof options.value === 'string' ? options.value : '';
  if (param && new URLSearchParams(location.search).has(param)) {
    void hydrate();
    return;
  }
  for (const type of INTENT) el.addEventListener(type, onIntent, { passive: true });
};

export default interact;
