/** The audio demos' lengths (src/build/audio.ts), which each card states before anything is fetched. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audioLength, mp3Seconds, recordingLength } from '../../src/build/audio.ts';

describe('audio lengths', () => {
  it('are written as a player writes them, and in ISO 8601 for <time>', () => {
    expect(audioLength(43.308)).toEqual({ clock: '0:43', iso: 'PT43S' });
    expect(audioLength(64.6)).toEqual({ clock: '1:05', iso: 'PT1M5S' });
    expect(audioLength(120.2)).toEqual({ clock: '2:00', iso: 'PT2M' });
    // A recording shorter than half a second still lasts something.
    expect(audioLength(0.2)).toEqual({ clock: '0:01', iso: 'PT1S' });
  });

  it('are read from every recording in public/audio, which lame writes at 24 kbit/s', async () => {
    for (const file of readdirSync('public/audio')) {
      const bytes = readFileSync(`public/audio/${file}`);
      const seconds = await mp3Seconds(bytes);
      // 24 kbit/s constant: 3,000 bytes a second, within one frame (36 ms).
      expect(seconds, file).toBeCloseTo(bytes.length / 3000, 1);
    }
  });

  it('are none for what is not an MP3', async () => {
    expect(await mp3Seconds(readFileSync('public/favicon.ico'))).toBeUndefined();
    expect(await mp3Seconds(new TextEncoder().encode('<svg></svg>'))).toBeUndefined();
  });

  it('stop the build on a recording that is missing, naming the file', async () => {
    await expect(recordingLength('/audio/nao-gravado.mp3')).rejects.toThrow(
      'public/audio/nao-gravado.mp3 does not exist: an audio section names it',
    );
  });
});
