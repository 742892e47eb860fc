/**
 * 'Saber mais' of the modules page (SPEC section 2): open Gê, type the interest message
 * and send it, with the spec's delays of 100, 300 and 500 ms. Gê hydrates on this first
 * intent, so the widget is awaited for a moment; without it, WhatsApp opens instead with
 * the same message (the button carries that link, built with the site's number).
 */
import { interestMessage } from '../../lib/chat/interest.ts';

export const FILL_DELAYS_MS = [100, 300, 500] as const;
/** How long Gê's panel may take to load before WhatsApp takes over. */
const WIDGET_WAIT_MS = 6_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(find: () => T | null, timeoutMs: number): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  for (let found = find(); Date.now() < until; found = find()) {
    if (found) return found;
    await wait(50);
  }
  return find();
}

/** Sets a React-controlled input's value the way typing does, so its onChange runs. */
function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function openWhatsApp(link: string): void {
  // A pop-up blocker may refuse a tab opened after a wait: then go there in this one.
  if (!window.open(link, '_blank', 'noopener,noreferrer')) window.location.assign(link);
}

export async function learnMore(module: string, whatsapp: string, doc: Document = document): Promise<void> {
  const text = interestMessage(module);
  if (typeof window.openChatbot !== 'function') {
    openWhatsApp(whatsapp);
    return;
  }
  window.openChatbot();
  const [findDelay, fillDelay, sendDelay] = FILL_DELAYS_MS;
  await wait(findDelay);
  // The panel leaves step 'greeting' once the island has hydrated and Gê has greeted.
  const input = await waitFor(
    () => doc.querySelector<HTMLInputElement>('#ge-panel:not([data-step="greeting"]) #ge-input:not(:disabled)'),
    WIDGET_WAIT_MS,
  );
  if (!input) {
    openWhatsApp(whatsapp);
    return;
  }
  await wait(fillDelay);
  typeInto(input, text);
  await wait(sendDelay);
  // The send button enables once the island has taken the typed text; a busy phone may lag.
  const send = await waitFor(() => doc.querySelector<HTMLButtonElement>('[data-chat-send]:not(:disabled)'), 2_000);
  send?.click();
}

export function installLearnMore(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-learn-more]') : null;
    const { learnMore: module, whatsapp } = button?.dataset ?? {};
    if (module && whatsapp) void learnMore(module, whatsapp, doc);
  });
}

/** SPEC section 2: on a path containing 'products', scroll smoothly to the products after 100 ms. */
export function scrollToProducts(doc: Document = document, delayMs = 100): void {
  if (!doc.location.pathname.includes('products') || doc.location.hash) return;
  setTimeout(() => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    doc.getElementById('produtos')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, delayMs);
}
