/**
 * Video players, loaded when the visitor first reaches for a video (client/shell.ts):
 * `[data-video-id]` opens the video modal (SPEC section 4: closed, or open with a video id;
 * closing clears it), `[data-embed-id]` swaps an inline 16:9 placeholder for the player.
 * The video service is never contacted before the visitor asks.
 */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

function player(id: string, title: string, className: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.src = `${EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
  iframe.title = title;
  iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  iframe.className = className;
  return iframe;
}

const wired = new WeakSet<HTMLDialogElement>();

function wire(dialog: HTMLDialogElement, frame: HTMLElement | null): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
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

/** Plays the video a button stands for, in the modal or in place. */
export function play(button: HTMLElement): void {
  const { videoId, videoTitle, embedId, embedTitle } = button.dataset;
  if (embedId !== undefined) {
    const frame = button.closest<HTMLElement>('[data-embed-frame]');
    if (!frame) return;
    const iframe = player(embedId, embedTitle ?? 'Vídeo', 'absolute inset-0 h-full w-full');
    frame.replaceChildren(iframe);
    iframe.focus();
    return;
  }
  const dialog = document.getElementById('video-modal');
  if (!(dialog instanceof HTMLDialogElement) || videoId === undefined) return;
  const frame = dialog.querySelector<HTMLElement>('[data-video-frame]');
  wire(dialog, frame);
  const iframe = player(videoId, videoTitle ?? 'Vídeo', 'h-full w-full');
  frame?.replaceChildren(iframe);
  dialog.dataset.videoId = videoId;
  const title = dialog.querySelector<HTMLElement>('#video-modal-title');
  if (title) title.textContent = iframe.title;
  dialog.showModal();
}
