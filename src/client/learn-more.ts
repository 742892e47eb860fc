/**
 * 'Saber mais' of the modules page (docs/behaviour.md §2): asks Gê about the module on the
 * visitor's behalf. The question goes to the chat's store (askGe); the conversation sends
 * it as soon as Gê has greeted, whether her island was loaded already or not. Where the
 * page has no chat, WhatsApp opens in a new tab with the same message.
 */
import { interestMessage } from '../logic/chat/interest.ts';
import { askGe } from '../stores/overlays.ts';

/** A new tab, never this one as well (the old fallback sent both to wa.me). */
function openWhatsApp(href: string): void {
  // With 'noopener' window.open returns null even when the tab opened, so the tab is
  // opened by a link click, which tells nothing back and is never blocked on a click.
  const link = Object.assign(document.createElement('a'), { href, target: '_blank', rel: 'noopener noreferrer' });
  link.click();
}

export function learnMore(module: string, whatsapp: string): void {
  if (typeof window.openChatbot !== 'function' || !document.getElementById('ge-panel')) {
    console.info('Chat indisponível: abrindo o WhatsApp.');
    openWhatsApp(whatsapp);
    return;
  }
  askGe(interestMessage(module));
}

/** docs/behaviour.md §2: on a path containing 'products', scroll smoothly to the products after 100 ms. */
export function scrollToProducts(doc: Document = document, delayMs = 100): void {
  if (!doc.location.pathname.includes('products') || doc.location.hash) return;
  setTimeout(() => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    doc.getElementById('produtos')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, delayMs);
}
