/**
 * Where the tests, screenshots and benchmarks find Chromium: CHROMIUM_PATH, else Debian's
 * package. Playwright's own browser download is not used (this project's machines have no
 * internet beyond the package registries).
 */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found. Install Debian\'s package ("sudo apt-get install chromium") or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Flags for a quiet headless Chromium on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
