/**
 * `npm run test:visual:update`: draws every screenshot baseline of the visual suite again
 * (tests/visual), after a change that is meant to change how the site looks.
 *
 * The folder is emptied first, so a route that no longer exists leaves no baseline behind.
 * A screen drawn again with no visible change (tests/e2e/paint.ts sameScreen, stricter than
 * the suite) keeps its committed bytes, and every other image is recompressed losslessly
 * (sharp, zlib level 9), so `git status` lists exactly the screens that changed. Look at each
 * of them before committing it (docs/development.md, "What the visitor sees is tested").
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { FIXED_NOW, sameScreen } from '../tests/e2e/paint.ts';

const BASELINES = 'tests/visual/__screenshots__';

async function pngsIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

// Built on the suites' fixed day, as npm test builds (src/build/clock.ts).
if (run('npx', ['astro', 'build'], { ...process.env, SOURCE_DATE_EPOCH: String(FIXED_NOW.getTime() / 1000) }) !== 0)
  process.exit(1);
// The baselines drawn last time, to keep those whose screen did not change (below).
const previous = new Map<string, Buffer>();
for (const file of await pngsIn(BASELINES)) previous.set(file, await readFile(file));
await rm(BASELINES, { recursive: true, force: true });
// A failed check of the suite (not a comparison: every baseline is being written) is
// reported at the end; the images written are recompressed either way.
const status = run('npx', ['playwright', 'test', '-c', 'playwright.visual.config.ts', '--update-snapshots=all'], {
  ...process.env,
  UPDATE_BASELINES: '1',
});

const files = await pngsIn(BASELINES);
let before = 0;
let after = 0;
let kept = 0;
for (const file of files) {
  const original = await readFile(file);
  const old = previous.get(file);
  // The same screen drawn again (anti-aliased edges, such as the launcher's ring, move a little
  // between runs): its committed bytes stay, so `git status` lists only the screens that changed.
  if (old && sameScreen(original, old)) {
    await writeFile(file, old);
    kept++;
    continue;
  }
  const smaller = await sharp(original)
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: false })
    .toBuffer();
  before += original.length;
  after += smaller.length;
  await writeFile(file, smaller);
}
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
console.log(
  `${files.length} baselines: ${kept} the same screen as before (no visible change), kept as committed; ${files.length - kept} new or changed, ${mb(before)} MB recompressed to ${mb(after)} MB.`,
);
console.log('Look at every image that `git status` lists as changed before committing it.');
process.exit(status);
