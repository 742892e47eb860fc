/**
 * The global overlays' frames, in the browser before the visitor acts (budgeted code).
 *
 * Each frame (Gê's panel, the demo and trial dialogs) is static HTML. The moment its store
 * opens it, this shows the frame, with its title and a loading state, and loads the
 * island that fills its body; the island never has to exist for the click to count.
 * Intent (pointer over, focus or touch on a trigger) starts loading ahead of the click,
 * unless the visitor asked to save data.
 */
import type { ReadableAtom } from 'nanostores';
import {
  $chatOpen,
  $demoOpen,
  $trialOpen,
  closeChat,
  closeDemo,
  closeTrial,
  type Overlay,
} from '../stores/overlays.ts';
import { load as loadCode, loadIslands, onReach } from './load.ts';

const OPEN: Record<Overlay, ReadableAtom<boolean>> = {
  chat: $chatOpen,
  demo: $demoOpen,
  trial: $trialOpen,
};

const CLOSE: Record<Overlay, () => void> = { chat: closeChat, demo: closeDemo, trial: closeTrial };

const FIELD = 'input:not([tabindex="-1"]),select,textarea,button';

interface Frame {
  name: Overlay;
  el: HTMLElement;
  body: HTMLElement;
  failed: HTMLElement | null;
  /** Resolves once the island is in the body. */
  loaded?: Promise<void>;
}

function load(frame: Frame): Promise<void> {
  // Only an open overlay may reload the page; pointing at a trigger just loads ahead.
  const opened = () => OPEN[frame.name].get();
  frame.loaded ??= loadIslands(opened)
    .then(({ ISLANDS }) => loadCode(ISLANDS[frame.name].load, opened))
    .then(
      ({ mount }) => {
        frame.el.removeAttribute('aria-busy');
        // Whatever an earlier try showed, the body is what arrived.
        showFailed(frame, false);
        mount(frame.body);
      },
      (error: unknown) => {
        frame.loaded = undefined;
        // A load ahead of the click (intent) that failed is no one's concern yet: opening the
        // overlay loads again, and that load is the one that may show a message.
        if (!OPEN[frame.name].get()) return;
        // The island's code did not arrive (offline; a deploy in between reloads the page, see
        // client/load.ts): the frame's own message says so, and its button, or the connection
        // coming back, tries again.
        console.error(error);
        showFailed(frame, true);
        window.addEventListener('online', () => retry(frame), { once: true });
      },
    );
  return frame.loaded;
}

/** The frame's message that the code did not arrive, in place of the body, or the body back. */
function showFailed(frame: Frame, failed: boolean): void {
  frame.body.hidden = failed;
  if (frame.failed) frame.failed.hidden = !failed;
}

/** 'Tentar novamente': the body back in place of the message, and its code loaded again. */
function retry(frame: Frame): void {
  if (!frame.failed || frame.failed.hidden) return;
  showFailed(frame, false);
  void load(frame).then(() => focusInto(frame));
}

/** Focus where the visitor works: the first field of the body, once it is there. */
function focusInto(frame: Frame): void {
  if (!OPEN[frame.name].get()) return;
  const active = document.activeElement;
  // Leave focus alone if the visitor already moved into the body.
  if (active && frame.body.contains(active)) return;
  frame.body.querySelector<HTMLElement>(FIELD)?.focus();
}

function wireFrame(frame: Frame): void {
  const { el, name } = frame;
  const close = CLOSE[name];
  let opener: Element | null = null;

  el.querySelector('[data-overlay-close]')?.addEventListener('click', close);
  if (el instanceof HTMLDialogElement) {
    // Escape: the store closes it, so the store and the element agree.
    el.addEventListener('cancel', (event) => {
      event.preventDefault();
      close();
    });
    // A click on the backdrop (the dialog itself, outside its box) closes it.
    el.addEventListener('click', (event) => {
      if (event.target === el) close();
    });
  }

  OPEN[name].subscribe((open) => {
    const shown = el instanceof HTMLDialogElement ? el.open : !el.hidden;
    if (open === shown) return;
    if (open) {
      opener = document.activeElement;
      if (!frame.loaded) el.setAttribute('aria-busy', 'true');
      if (el instanceof HTMLDialogElement) el.showModal();
      else el.hidden = false;
      // The dialog's close button has focus until the body is there.
      if (!(el instanceof HTMLDialogElement)) el.querySelector<HTMLElement>('[data-overlay-close]')?.focus();
      void load(frame).then(() => focusInto(frame));
    } else {
      if (el instanceof HTMLDialogElement) el.close();
      else el.hidden = true;
      const back = name === 'chat' ? document.getElementById('ge-launcher') : opener;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  });
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function installOverlays(doc: Document = document): void {
  const frames = new Map<Overlay, Frame>();
  for (const el of doc.querySelectorAll<HTMLElement>('[data-overlay]')) {
    const name = el.dataset.overlay as Overlay;
    const body = el.querySelector<HTMLElement>('[data-overlay-body]');
    if (!(name in OPEN) || !body) continue;
    const frame: Frame = { name, el, body, failed: el.querySelector('[data-overlay-failed]') };
    frames.set(name, frame);
    wireFrame(frame);
    frame.failed?.querySelector('button')?.addEventListener('click', () => retry(frame));
  }

  // Escape closes Gê's panel (the dialogs have their own 'cancel').
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $chatOpen.get() && !doc.querySelector('dialog[open]')) closeChat();
  });

  // Intent: start loading before the click, where the connection allows it.
  const onIntent = (event: Event) => {
    if (saveData() || !(event.target instanceof Element)) return;
    const trigger = event.target.closest<HTMLElement>('[data-action], [data-intent]');
    const name = (trigger?.dataset.intent ?? trigger?.dataset.action) as Overlay | undefined;
    const frame = name && frames.get(name);
    if (frame) void load(frame);
  };
  onReach(doc, onIntent);
  // The registry comes with the shell, ahead of any overlay: opening one then fetches only its
  // own code, as the shell's static import did. A failure here is retried by the next load.
  if (!saveData()) void loadIslands(() => false).catch(() => undefined);
}
