/**
 * Records the site's videos from their scripts in content/videos.yaml: every scene's
 * narration is synthesised in Portuguese, the scenes are drawn by the site's own screens
 * on the stage page (src/pages/video-stage/) and captured frame by frame, and ffmpeg joins
 * frames and voice. For each video it writes public/video/<id>.webm, .mp4, .vtt (captions,
 * with the script's hash in a NOTE) and .jpg (poster). A video whose script has not changed
 * since its captions were written is skipped; `-- --force` redoes all, `-- <id>` one.
 *
 * Needs Debian's espeak-ng, sox and ffmpeg: apt-get install espeak-ng sox ffmpeg
 * The files are committed, so building the site never needs these tools.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import {
  captionChunks,
  recordedScript,
  scriptHash,
  scriptNote,
  type Video,
  videoFiles,
  videoSchema,
} from '../src/schemas/videos.ts';
import { chromiumArgs, chromiumPath } from '../tests/browser.ts';
import { waitForUrl } from './serve.ts';

const FPS = 15;
const LEAD_IN_S = 0.4;
const AFTER_S = 0.8;
const PORT = 4488;

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((a) => !a.startsWith('--'));

function recordedHash(id: string): string | undefined {
  const file = join('public', videoFiles(id).captions);
  if (!existsSync(file)) return undefined;
  return recordedScript(readFileSync(file, 'utf8'));
}

function seconds(file: string): number {
  return Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());
}

function timestamp(s: number): string {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Narration per scene, each padded to its scene's length; returns the lengths in seconds. */
function narrate(video: Video, work: string): { wav: string; durations: number[]; speech: number[] } {
  const durations: number[] = [];
  const speech: number[] = [];
  const padded = video.scenes.map((scene, i) => {
    const raw = join(work, `say-${i}.wav`);
    execFileSync('espeak-ng', ['-v', 'pt-br', '-s', '150', '-w', raw, scene.narration]);
    const norm = join(work, `say-${i}-n.wav`);
    execFileSync('sox', [raw, '-r', '24000', '-c', '1', norm]);
    const length = seconds(norm);
    const duration = Math.max(3, LEAD_IN_S + length + AFTER_S);
    const out = join(work, `scene-${i}.wav`);
    execFileSync('sox', [norm, out, 'pad', String(LEAD_IN_S), String(duration - LEAD_IN_S - length)]);
    durations.push(duration);
    speech.push(length);
    return out;
  });
  const wav = join(work, 'narration.wav');
  execFileSync('sox', [...padded, wav, 'norm', '-1']);
  return { wav, durations, speech };
}

/** Caption cues: each scene's narration in chunks, timed by their share of its speech. */
function captions(video: Video, durations: number[], speech: number[]): string {
  const cues: string[] = [];
  let start = 0;
  video.scenes.forEach((scene, i) => {
    const chunks = captionChunks(scene.narration);
    const total = chunks.reduce((n, c) => n + c.length, 0);
    let at = start + LEAD_IN_S;
    chunks.forEach((chunk, k) => {
      const length = ((speech[i] ?? 0) * chunk.length) / total;
      // The last words of a scene stay a moment longer; within a scene, cues never overlap.
      const end = at + length + (k === chunks.length - 1 ? 0.5 : 0);
      cues.push(`${timestamp(at)} --> ${timestamp(end)}\n${chunk}`);
      at += length;
    });
    start += durations[i] ?? 0;
  });
  return `WEBVTT\n\n${scriptNote(video)}\n\n${cues.join('\n\n')}\n`;
}

async function startStage(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(PORT), '--host', '127.0.0.1'],
    {
      env: { ...process.env, GVP_VIDEO_STAGE: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`astro dev stopped (exit ${code}); see its errors above.`))),
  );
  await Promise.race([waitForUrl(`http://127.0.0.1:${PORT}/robots.txt`, 60_000), exited]);
  return child;
}

const all = (parse(readFileSync('content/videos.yaml', 'utf8')) as ({ id: string } & Record<string, unknown>)[]).map(
  ({ id, ...data }) => ({ id, video: videoSchema.parse(data) }),
);
const todo = all.filter(({ id, video }) =>
  only.length ? only.includes(id) : force || recordedHash(id) !== scriptHash(video),
);
if (todo.length === 0) {
  console.log('Every video is up to date with its script.');
  process.exit(0);
}

mkdirSync('public/video', { recursive: true });
const stage = await startStage();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const { id, video } of todo) {
    const work = mkdtempSync(join(tmpdir(), `gvp-video-${id}-`));
    try {
      const { wav, durations, speech } = narrate(video, work);
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.goto(`http://127.0.0.1:${PORT}/video-stage/${id}`, { waitUntil: 'networkidle' });
      // The dev server injects the stage's styles by script: wait until they apply.
      await page.waitForFunction(
        () => 'stage' in window && getComputedStyle(document.body).backgroundColor === 'rgb(12, 29, 66)',
      );
      const total = await page.evaluate(
        (ms) => (window as unknown as { stage: { play(d: number[]): number } }).stage.play(ms),
        durations.map((d) => d * 1000),
      );
      const frames = Math.ceil((total / 1000) * FPS);
      for (let frame = 0; frame < frames; frame++) {
        await page.evaluate(
          (ms) => (window as unknown as { stage: { at(t: number): void } }).stage.at(ms),
          (frame * 1000) / FPS,
        );
        await page.screenshot({
          path: join(work, `f${String(frame).padStart(5, '0')}.jpg`),
          type: 'jpeg',
          quality: 92,
        });
      }
      await page.close();
      const files = videoFiles(id);
      const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(work, 'f%05d.jpg'), '-i', wav];
      execFileSync('ffmpeg', [
        ...input,
        '-c:v',
        'libvpx-vp9',
        '-crf',
        '36',
        '-b:v',
        '0',
        '-row-mt',
        '1',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'libopus',
        '-b:a',
        '32k',
        '-shortest',
        join('public', files.webm),
      ]);
      execFileSync('ffmpeg', [
        ...input,
        '-c:v',
        'libx264',
        '-crf',
        '30',
        '-preset',
        'slow',
        '-tune',
        'stillimage',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '48k',
        '-ac',
        '1',
        '-movflags',
        '+faststart',
        '-shortest',
        join('public', files.mp4),
      ]);
      // The poster is the first screen at work: the middle of the second scene.
      const posterAt = Math.round(((durations[0] ?? 0) + (durations[1] ?? 0) * 0.8) * FPS);
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-i',
        join(work, `f${String(Math.min(posterAt, frames - 1)).padStart(5, '0')}.jpg`),
        '-q:v',
        '5',
        join('public', files.poster),
      ]);
      writeFileSync(join('public', files.captions), captions(video, durations, speech));
      const size = (file: string) => `${Math.round(statSync(join('public', file)).size / 1024)} KB`;
      console.log(
        `${id}: ${(total / 1000).toFixed(1)} s, webm ${size(files.webm)}, mp4 ${size(files.mp4)}, poster ${size(files.poster)}`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
  stage.kill();
}
