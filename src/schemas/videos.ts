/**
 * The site's videos (content/videos.yaml). Each is a script of scenes, a product screen
 * (schemas/screens.ts) or a title card with the narration said over it; `npm run videos`
 * records the screens at work, narrates them in Portuguese and writes the video, its
 * captions and its poster to public/video/. A video the company publishes on YouTube
 * names its id, and the site plays it from there instead.
 */
import { z } from 'astro/zod';
import { screenSchema } from './screens.ts';

export const sceneSchema = z
  .object({
    title: z.string().min(2).max(60).describe("The window's title over a screen, or the words of a title card."),
    subtitle: z.string().min(2).max(90).optional().describe('A second line on a title card.'),
    screen: screenSchema.optional().describe('Omit it for a title card.'),
    narration: z.string().min(10).max(400).describe('What the narrator says while the scene is on; also the captions.'),
  })
  .strict();

export const videoSchema = z
  .object({
    title: z.string().min(5).max(90),
    product: z.string().min(2).describe('Shown in the window title of every screen, such as "Omni Talk".'),
    youtubeId: z
      .string()
      .regex(/^[\w-]{11}$/, 'A YouTube video id has 11 characters, such as dQw4w9WgXcQ.')
      .optional()
      .describe('Set it once the company publishes the video on YouTube; the site then plays it from there.'),
    scenes: z.array(sceneSchema).min(2).max(10),
  })
  .strict();

export type Video = z.infer<typeof videoSchema>;
export type Scene = z.infer<typeof sceneSchema>;

/** Where the recorded files of a video live, under public/. */
export function videoFiles(id: string): { webm: string; mp4: string; captions: string; poster: string } {
  const base = `/video/${id}`;
  return { webm: `${base}.webm`, mp4: `${base}.mp4`, captions: `${base}.vtt`, poster: `${base}.jpg` };
}

/**
 * What a recording depends on, as a short hash (64-bit FNV-1a) that its captions carry:
 * when the script changes, the committed files are out of date.
 */
export function scriptHash(video: Pick<Video, 'title' | 'product' | 'scenes'>): string {
  const script = JSON.stringify({ title: video.title, product: video.product, scenes: video.scenes });
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(script)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  }
  return hash.toString(16).padStart(16, '0');
}

/** The captions' header line that names the script they were recorded from. */
export function scriptNote(video: Pick<Video, 'title' | 'product' | 'scenes'>): string {
  return `NOTE script ${scriptHash(video)}`;
}

/** The script hash a captions file was recorded from, if it names one. */
export function recordedScript(captions: string): string | undefined {
  return captions.match(/^NOTE script (\w+)$/m)?.[1];
}

/**
 * Splits a narration into caption cues of at most two lines of `width` characters: one
 * sentence per cue, a long sentence in parts of about equal length, so no cue is a
 * stranded word.
 */
export function captionChunks(narration: string, width = 42): string[] {
  const sentences = narration.match(/[^.!?]+[.!?]*\s*/g)?.map((s) => s.trim()) ?? [narration];
  return sentences.flatMap((sentence) => {
    const parts = Math.ceil(sentence.length / (width * 2));
    const target = sentence.length / parts;
    const chunks: string[] = [];
    let chunk = '';
    for (const word of sentence.split(/\s+/)) {
      const next = chunk ? `${chunk} ${word}` : word;
      if (chunk && (next.length > width * 2 || (chunk.length >= target && chunks.length < parts - 1))) {
        chunks.push(chunk);
        chunk = word;
      } else chunk = next;
    }
    if (chunk) chunks.push(chunk);
    return chunks;
  });
}

export interface Playable {
  title: string;
  /** The image the visitor sees before playing. */
  thumbnail: string;
  /** The data attributes the player (client/video.ts) reads from the button. */
  data: Record<`data-${string}`, string>;
}

/**
 * What a page needs to play a video. A recorded video plays from public/video/ in a <video>
 * with captions; one the company published on YouTube (`youtubeId`) plays in the video
 * service's player, with the service's thumbnail. A recorded file that is missing throws,
 * naming the command that makes it, so the build fails.
 */
export function playableFrom(
  id: string,
  video: Pick<Video, 'title' | 'youtubeId'>,
  service: { player: string; thumbnails: string },
  exists: (publicPath: string) => boolean,
): Playable {
  const { title, youtubeId } = video;
  if (youtubeId) {
    return {
      title,
      thumbnail: `${service.thumbnails}/vi/${youtubeId}/hqdefault.jpg`,
      data: {
        'data-video-title': title,
        'data-video-id': youtubeId,
        'data-video-embed': `${service.player}/embed/${youtubeId}?autoplay=1&rel=0`,
      },
    };
  }
  const files = videoFiles(id);
  const missing = Object.values(files).filter((file) => !exists(file));
  if (missing.length > 0)
    throw new Error(`Video "${id}" has no ${missing.join(', ')}: run "npm run videos" to record it.`);
  return {
    title,
    thumbnail: files.poster,
    data: {
      'data-video-title': title,
      'data-video-id': id,
      'data-video-webm': files.webm,
      'data-video-mp4': files.mp4,
      'data-video-captions': files.captions,
      'data-video-poster': files.poster,
    },
  };
}
