/**
 * Synthesises the audio demos of the content pages from their transcripts: every `audio`
 * section item of content/products and content/sectors becomes public/<src>. Run it
 * after changing a transcript: `npm run audio` (`-- --force` redoes existing files).
 *
 * Needs Debian's espeak-ng, sox and lame (the MBROLA Brazilian voices mbrola-br1 and
 * mbrola-br4 of Debian's non-free archive are used when installed):
 *   apt-get install espeak-ng sox lame mbrola mbrola-br1 mbrola-br4
 * The files are committed, so building the site never needs these tools.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

interface Line {
  speaker: string;
  text: string;
}
interface AudioItem {
  src: string;
  transcript: Line[];
}

const force = process.argv.includes('--force');
const hasMbrola = existsSync('/usr/share/mbrola/br1') && existsSync('/usr/share/mbrola/br4');
// Two voices so a dialogue is easy to follow: the first speaker female, the second male.
const voices = hasMbrola ? ['mb-br4', 'mb-br1'] : ['pt-br+f3', 'pt-br+m3'];

function audioItems(file: string): AudioItem[] {
  const front = readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '';
  const data = parse(front) as { sections?: { type: string; items?: AudioItem[] }[] };
  return (data.sections ?? []).filter((s) => s.type === 'audio').flatMap((s) => s.items ?? []);
}

const files = ['content/products', 'content/sectors'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f)),
);
const seen = new Set<string>();
for (const item of files.flatMap(audioItems)) {
  if (seen.has(item.src)) continue;
  seen.add(item.src);
  const target = join('public', item.src);
  if (existsSync(target) && !force) continue;
  const work = mkdtempSync(join(tmpdir(), 'gvp-audio-'));
  try {
    const speakers = [...new Set(item.transcript.map((l) => l.speaker))];
    const parts = item.transcript.map((line, i) => {
      const wav = join(work, `${i}.wav`);
      const voice = voices[speakers.indexOf(line.speaker) % voices.length] ?? 'pt-br';
      execFileSync('espeak-ng', ['-v', voice, '-s', '160', '-w', wav, line.text]);
      // Every line at 16 kHz mono, with a short pause after it, so they concatenate.
      const norm = join(work, `${i}-n.wav`);
      execFileSync('sox', [wav, '-r', '16000', '-c', '1', norm, 'pad', '0', '0.45']);
      return norm;
    });
    const joined = join(work, 'all.wav');
    execFileSync('sox', [...parts, joined, 'norm', '-1']);
    execFileSync('lame', ['--quiet', '-b', '24', '-m', 'm', joined, target]);
    console.log(`${target}: ${item.transcript.length} lines`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
