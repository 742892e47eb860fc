/**
 * `npm run test:older-browser`: the recovery and Gê suites (tests/e2e/recovery.spec.ts,
 * tests/e2e/chat.spec.ts) in the oldest Chromium the site supports that Debian ships: the
 * headless shell of Debian 12's main archive (150 when this was written; the current one comes
 * from its security updates). A browser of six months ago is common on Brazilian Android
 * phones, and recovery once worked only because the newest Chromium no longer keeps a failed
 * import. The package is downloaded with `apt-get download` and unpacked into the tool cache
 * (scripts/tool-cache.ts), never installed over the current browser. Then the suites run with
 * CHROMIUM_PATH pointing at it, against a build the caller made (`npm test` made one in CI).
 * `-- --version` prints the version found and stops.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const PACKAGES = ['chromium-headless-shell', 'chromium-common'];
/** The suites whose mechanisms depend on how a browser treats a failed module. */
const SUITES = ['tests/e2e/recovery.spec.ts', 'tests/e2e/chat.spec.ts'];

/** The version of `pkg` in Debian's main archive (not its security updates), from apt's own lists. */
function mainArchiveVersion(pkg: string): string {
  const lines = execFileSync('apt-cache', ['madison', pkg], { encoding: 'utf8' }).split('\n');
  const main = lines.find((line) => /\/main\b/.test(line) && !/security|updates|backports/.test(line));
  const version = main?.split('|')[1]?.trim();
  if (!version) throw new Error(`No ${pkg} in Debian's main archive: run "apt-get update" first.\n${lines.join('\n')}`);
  return version;
}

/** Unpacks the packages of `version` into the cache once; returns the headless shell's path. */
function unpack(version: string): string {
  const dir = resolve(process.env.GVP_TOOL_CACHE ?? join(homedir(), '.cache', 'gvp-digital'), `chromium-${version}`);
  const shell = join(dir, 'root', 'usr', 'lib', 'chromium', 'chromium-headless-shell');
  if (existsSync(shell)) return shell;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'root'), { recursive: true });
  console.log(`Downloading Debian's Chromium ${version} into ${dir} (once)...`);
  execFileSync('apt-get', ['download', ...PACKAGES.map((pkg) => `${pkg}=${version}`)], { cwd: dir, stdio: 'inherit' });
  for (const deb of readdirSync(dir).filter((file) => file.endsWith('.deb'))) {
    execFileSync('dpkg', ['-x', deb, 'root'], { cwd: dir });
    rmSync(join(dir, deb));
  }
  return shell;
}

const version = mainArchiveVersion(PACKAGES[0] ?? '');
const shell = unpack(version);
const printed = execFileSync(shell, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Older browser: ${printed} (${shell})`);
if (process.argv.includes('--version')) process.exit(0);
if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run "npm run build" (or npm test) first.');
const run = spawnSync('npx', ['playwright', 'test', ...SUITES], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: shell, E2E_PORT: process.env.E2E_PORT ?? '4401' },
});
process.exit(run.status ?? 1);
