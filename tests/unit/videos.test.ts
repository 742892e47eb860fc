/** The videos (src/schemas/videos.ts, content/videos.yaml and their recordings in public/video/). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { captionChunks, playableFrom, recordedScript, scriptHash, videoFiles } from '../../src/schemas/videos.ts';
import { contentVideos } from '../fixtures/content.ts';

const videos = contentVideos();
const service = { player: 'https://www.youtube-nocookie.com', thumbnails: 'https://i.ytimg.com' };

describe('videos', () => {
  it.each(videos.filter(({ video }) => !video.youtubeId).map(({ id, video }) => [id, video] as const))(
    '%s is recorded from its current script, with a poster and captions',
    (id, video) => {
      const files = videoFiles(id);
      for (const file of Object.values(files)) expect(existsSync(`public${file}`), file).toBe(true);
      const captions = readFileSync(`public${files.captions}`, 'utf8');
      // The captions carry the hash of the script they were recorded from: "npm run videos" after a change.
      expect(recordedScript(captions)).toBe(scriptHash(video));
      const cues = captions
        .trim()
        .split('\n\n')
        .filter((block) => block.includes(' --> '));
      expect(cues.map((cue) => cue.split('\n').slice(1).join(' '))).toEqual(
        video.scenes.flatMap((scene) => captionChunks(scene.narration)),
      );
      // Small enough to commit and to stream on a phone.
      for (const file of [files.webm, files.mp4]) expect(statSync(`public${file}`).size).toBeLessThan(1_200_000);
    },
  );

  it('split narrations into caption cues of at most two lines, at sentence ends', () => {
    expect(captionChunks('Primeira frase curta. Segunda frase!', 42)).toEqual([
      'Primeira frase curta.',
      'Segunda frase!',
    ]);
    const long = captionChunks('palavra '.repeat(30).trim(), 20);
    expect(long.every((chunk) => chunk.length <= 40)).toBe(true);
    expect(long.join(' ')).toBe('palavra '.repeat(30).trim());
  });

  it('change their hash when a narration changes', () => {
    const [first] = videos;
    if (!first) throw new Error('content/videos.yaml has no video');
    const edited = structuredClone(first.video);
    if (edited.scenes[0]) edited.scenes[0].narration += ' Mais uma frase.';
    expect(scriptHash(edited)).not.toBe(scriptHash(first.video));
  });

  it('play a recorded video from public/video/, and one published on YouTube from there', () => {
    const recorded = playableFrom('omni-talk', { title: 'Demonstração' }, service, () => true);
    expect(recorded).toEqual({
      title: 'Demonstração',
      thumbnail: '/video/omni-talk.jpg',
      data: {
        'data-video-title': 'Demonstração',
        'data-video-id': 'omni-talk',
        'data-video-webm': '/video/omni-talk.webm',
        'data-video-mp4': '/video/omni-talk.mp4',
        'data-video-captions': '/video/omni-talk.vtt',
        'data-video-poster': '/video/omni-talk.jpg',
      },
    });
    const published = playableFrom(
      'omni-talk',
      { title: 'Demonstração', youtubeId: 'dQw4w9WgXcQ' },
      service,
      () => false,
    );
    expect(published.thumbnail).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(published.data['data-video-embed']).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('refuse to build a page whose recorded video is missing', () => {
    expect(() => playableFrom('nova-demo', { title: 'Nova demo' }, service, (file) => !file.endsWith('.mp4'))).toThrow(
      'Video "nova-demo" has no /video/nova-demo.mp4: run "npm run videos" to record it.',
    );
  });
});
