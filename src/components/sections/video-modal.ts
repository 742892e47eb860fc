/** Opens the video modal from any `[data-video-id]` button and empties it on close. */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function installVideoModal(doc: Document = document): void {
  const dialog = doc.getElementById('video-modal');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const frame = dialog.querySelector<HTMLElement>('[data-video-frame]');
  const title = dialog.querySelector<HTMLElement>('#video-modal-title');

  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-video-id]') : null;
    if (!button || !frame) return;
    const id = button.dataset.videoId ?? '';
    const iframe = doc.createElement('iframe');
    iframe.src = `${EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
    iframe.title = button.dataset.videoTitle ?? 'Vídeo';
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.className = 'h-full w-full';
    frame.replaceChildren(iframe);
    dialog.dataset.videoId = id;
    if (title) title.textContent = iframe.title;
    dialog.showModal();
  });

  dialog.querySelector('[data-video-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Closing clears the video: the player stops and nothing keeps playing behind the page.
  dialog.addEventListener('close', () => {
    frame?.replaceChildren();
    delete dialog.dataset.videoId;
  });
}

/**
 * Inline 16:9 embeds (`[data-embed-id]`): the button is swapped for the player on click,
 * so the video service is never contacted before the visitor asks.
 */
export function installInlineEmbeds(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-embed-id]') : null;
    const frame = button?.closest<HTMLElement>('[data-embed-frame]');
    if (!button || !frame) return;
    const iframe = doc.createElement('iframe');
    iframe.src = `${EMBED_ORIGIN}/embed/${encodeURIComponent(button.dataset.embedId ?? '')}?autoplay=1&rel=0`;
    iframe.title = button.dataset.embedTitle ?? 'Vídeo';
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.className = 'absolute inset-0 h-full w-full';
    frame.replaceChildren(iframe);
    iframe.focus();
  });
}
