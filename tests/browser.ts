/**
 * Where the tests, screenshots and benchmarks find Chromium: CHROMIUM_PATH, else Debian's
 * package. Playwright's own browser download is not used (this project's machines have no
 * internet beyond the package registries).
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

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

/**
 * Gzipped bytes of JavaScript a page fetches or runs before the visitor acts: every script
 * response and every inline script, watched until the network has been quiet (a page that
 * fetched code on its own would show it here). Shared by the budget test and the benchmark.
 */
export async function javascriptBeforeAction(browser: Browser, baseURL: string, path: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.body().catch(() => null),
      );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
      .map((s) => s.textContent ?? ''),
  );
  let total = 0;
  for (const body of await Promise.all(scripts.values())) if (body) total += gzipSync(body, { level: 9 }).length;
  for (const text of inline) if (text.trim()) total += gzipSync(text, { level: 9 }).length;
  await context.close();
  return total;
}
