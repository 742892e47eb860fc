/**
 * Video players, loaded when the visitor first reaches for a video (client/shell.ts). A
 * `[data-play]` button names its video: a recorded one (data-video-webm, -mp4, -captions,
 * -poster) plays in a <video> with Portuguese captions; one on the video service
 * (data-video-embed) in its player. `data-play="modal"` opens the video modal (docs/behaviour.md
 * §4: closed, or open with a video id; closing clears it), `"inline"` swaps the
 * poster for the player in place. The video service is never contacted before a click.
 */

/** The player for a button's video, autoplaying, sized by `className`. */
function player(button: HTMLElement, className: string): HTMLElement {
  const { videoTitle = 'Vídeo', videoEmbed, videoWebm, videoMp4, videoCaptions, videoPoster } = button.dataset;
  if (videoEmbed) {
    const iframe = document.createElement('iframe');
    iframe.src = videoEmbed;
    iframe.title = videoTitle;
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.className = className;
    return iframe;
  }
  const video = document.createElement('video');
  video.controls = true;
  video.autoplay = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.className = className;
  video.setAttribute('aria-label', videoTitle);
  if (videoPoster) video.poster = videoPoster;
  for (const [src, type] of [
    [videoWebm, 'video/webm'],
    [videoMp4, 'video/mp4'],
  ] as const) {
    if (!src) continue;
    const source = document.createElement('source');
    source.src = src;
    source.type = type;
    video.append(source);
  }
  if (videoCaptions) {
    const track = document.createElement('track');
    track.kind = 'captions';
    track.src = videoCaptions;
    track.srclang = 'pt-BR';
    track.label = 'Português';
    track.default = true;
    video.append(track);
  }
  return video;
}

const wired = new WeakSet<HTMLDialogElement>();

/** Closing, however it happens (✕, Escape, backdrop), stops the video and clears its id. */
function wire(dialog: HTMLDialogElement, frame: HTMLElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  // Browsers without closedby="any" close on a backdrop click here.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    frame.replaceChildren();
    delete dialog.dataset.playing;
  });
}

/** Plays the video a button stands for, in the modal or in place. */
export function play(button: HTMLElement): void {
  if (button.dataset.play === 'inline') {
    const frame = button.closest<HTMLElement>('[data-embed-frame]');
    if (!frame) return;
    const element = player(button, 'absolute inset-0 h-full w-full');
    frame.replaceChildren(element);
    element.focus();
    return;
  }
  const dialog = document.getElementById('video-modal');
  const frame = dialog?.querySelector<HTMLElement>('[data-video-frame]');
  if (!(dialog instanceof HTMLDialogElement) || !frame) return;
  wire(dialog, frame);
  frame.replaceChildren(player(button, 'h-full w-full'));
  // The modal's state is its own attribute, never a trigger's, so a click inside it plays nothing.
  dialog.dataset.playing = button.dataset.videoId ?? '';
  const title = dialog.querySelector<HTMLElement>('#video-modal-title');
  if (title) title.textContent = button.dataset.videoTitle ?? 'Vídeo';
  if (!dialog.open) dialog.showModal();
}
