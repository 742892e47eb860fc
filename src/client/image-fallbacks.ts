/**
 * docs/behaviour.md §2: an image that fails to load (`data-fallback`) shows its fallback: the
 * image it names (a video's thumbnail shows the favicon; its look is CSS, on the image's own
 * src), or, naming none, the element after it (an article's "Imagem indisponível" block).
 * Errors do not bubble: they reach the document while capturing; an image that failed
 * before this script ran is swapped at once. In the first script: an image fails with no one
 * acting.
 */
export function installImageFallbacks(doc: Document = document): void {
  const swap = (image: EventTarget | null) => {
    if (!(image instanceof HTMLImageElement) || image.dataset.fallback === undefined) return;
    const fallback = image.dataset.fallback;
    if (!fallback) {
      image.hidden = true;
      image.nextElementSibling?.removeAttribute('hidden');
    } else if (image.getAttribute('src') !== fallback) image.src = fallback;
  };
  doc.addEventListener('error', (event) => swap(event.target), true);
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && !image.naturalWidth) swap(image);
  }
}
