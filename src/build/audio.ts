/**
 * Build time: how long each audio demo plays, read from its MP3 (public/audio) by
 * music-metadata, which walks the frames of a file with or without an ID3 tag or a VBR header.
 * The players load nothing before play (preload="none"), so until then the browser's own
 * control says 0:00; the card says the real length beside it.
 */
import { readFile } from 'node:fs/promises';
import { parseBuffer } from 'music-metadata';

/** A recording's length, rounded to the second, as the page writes it. */
export interface AudioLength {
  /** As a player shows it: 0:43, 1:05. */
  clock: string;
  /** ISO 8601, for <time datetime>: PT43S, PT1M5S. */
  iso: string;
}

export function audioLength(seconds: number): AudioLength {
  const total = Math.max(1, Math.round(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return {
    clock: `${minutes}:${String(rest).padStart(2, '0')}`,
    iso: `PT${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`,
  };
}

/** The seconds an MP3 plays; undefined when the bytes are not an MP3 whose length can be read. */
export async function mp3Seconds(bytes: Uint8Array): Promise<number | undefined> {
  try {
    const { format } = await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true });
    return format.codec?.startsWith('MPEG') && format.duration ? format.duration : undefined;
  } catch {
    return undefined;
  }
}

/** The length of the recording an audio section names (`/audio/….mp3`); the build stops on a missing or unreadable file. */
export async function recordingLength(src: string): Promise<AudioLength> {
  const file = `public${src}`;
  const bytes = await readFile(file).catch(() => {
    throw new Error(
      `${file} does not exist: an audio section names it (npm run audio synthesises it from its transcript).`,
    );
  });
  const seconds = await mp3Seconds(bytes);
  if (!seconds) throw new Error(`${file} is not an MP3 whose length can be read.`);
  return audioLength(seconds);
}
