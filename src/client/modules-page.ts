/**
 * The modules page's own script (pages/products.astro, so no other page carries it):
 * docs/behaviour.md §2, on a path containing 'products', scroll to the products after
 * 100 ms, smoothly unless the visitor asked for reduced motion (the page's scroll-behavior
 * says which). A link to one of its anchors keeps its place.
 */
export function scrollToProducts(doc: Document = document, delayMs = 100): void {
  if (!doc.location.pathname.includes('products') || doc.location.hash) return;
  setTimeout(() => doc.getElementById('produtos')?.scrollIntoView(), delayMs);
}
