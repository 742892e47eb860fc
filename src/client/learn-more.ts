/**
 * The modules page's own script (pages/products.astro, so no other page carries it):
 * 'Saber mais' (docs/behaviour.md §2) asks Gê about the module on the visitor's behalf, in
 * the words the build wrote on the button (`data-learn-more`, logic/chat/interest.ts).
 * The question goes through the global opener (`window.openChatbot(question)`, so the stores
 * stay the first script's alone); the conversation sends it as soon as Gê has greeted,
 * whether her island was loaded already or not. Where the page has no chat, WhatsApp opens
 * in a new tab with the same message.
 */

/** A new tab, never this one as well (the old fallback sent both to wa.me). */
function openWhatsApp(href: string): void {
  // With 'noopener' window.open returns null even when the tab opened, so the tab is
  // opened by a link click, which tells nothing back and is never blocked on a click.
  const link = Object.assign(document.createElement('a'), { href, target: '_blank', rel: 'noopener noreferrer' });
  link.click();
}

export function learnMore(question: string, whatsapp: string): void {
  if (typeof window.openChatbot !== 'function' || !document.getElementById('ge-panel')) {
    console.info('Chat indisponível: abrindo o WhatsApp.');
    openWhatsApp(whatsapp);
    return;
  }
  window.openChatbot(question);
}

/** docs/behaviour.md §2: on a path containing 'products', scroll smoothly to the products after 100 ms. */
export function scrollToProducts(doc: Document = document, delayMs = 100): void {
  if (!doc.location.pathname.includes('products') || doc.location.hash) return;
  setTimeout(() => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    doc.getElementById('produtos')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, delayMs);
}

/** Wires 'Saber mais' (`data-learn-more`, with its WhatsApp fallback) and the arrival scroll. */
export function installLearnMore(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const ask = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-learn-more]') : null;
    if (ask?.dataset.learnMore && ask.dataset.whatsapp) learnMore(ask.dataset.learnMore, ask.dataset.whatsapp);
  });
  scrollToProducts(doc);
}
