/**
 * Where the tests, screenshots and benchmarks find Chromium: CHROMIUM_PATH, else Debian's
 * package. Playwright's own browser download is not used (this project's machines have no
 * internet beyond the package registries).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

function fromEnv(): string | undefined {
  const path = process.env.CHROMIUM_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  return path || undefined;
}

/** CHROMIUM_PATH, else the first of `paths` installed, else an error naming Debian's `pkg`. */
function installed(paths: string[], pkg: string): string {
  const found = fromEnv() ?? paths.find((path) => existsSync(path));
  if (!found)
    throw new Error(`No ${pkg} found. Install Debian's package ("sudo apt-get install ${pkg}") or set CHROMIUM_PATH.`);
  return found;
}

/**
 * The whole browser: for what measures or shows a visitor's browser (Lighthouse, INP,
 * `npm run shots`).
 */
export const chromiumPath = (): string => installed(CANDIDATES, 'chromium');

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine (Blink, Skia and
 * V8 of the same version) without the desktop browser around it, and what Playwright itself runs
 * for headless Chromium. On 2 cores the end-to-end suite took half the time on it (6.3 against
 * 11.8 min), mostly on the slow-phone tests, whose CPU throttling costs the whole browser real
 * CPU, and the screenshot suite half too (6.1 against 12.0 min): the whole browser spent 2.5
 * times the CPU on the same 18 screenshots (314 against 123 core-seconds).
 */
export const headlessShellPath = (): string => installed(HEADLESS_SHELL, 'chromium-headless-shell');

/**
 * The browser of the behaviour suites: the headless shell, else the whole browser. (The
 * screenshot suite takes only the shell, which drew its baselines: headlessShellPath.)
 */
export const testBrowserPath = (): string =>
  fromEnv() ?? HEADLESS_SHELL.find((path) => existsSync(path)) ?? chromiumPath();

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

/** What a first visit to a page shows, before the visitor acts. */
export interface FirstVisit {
  /** Gzipped bytes of every script response and every inline script. */
  javascript: number;
  /** What the Content-Security-Policy refused: `securitypolicyviolation` events and "Refused to" messages. */
  refused: string[];
}

/** A same-origin file of the built site, by its URL, or null. */
function builtFile(url: string): Buffer | null {
  try {
    return readFileSync(join('dist', decodeURIComponent(new URL(url).pathname)));
  } catch {
    return null;
  }
}

/** Resolves once none of the page's requests has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let since = Date.now();
  const start = () => {
    inFlight++;
  };
  const end = () => {
    // One already in flight when this began ends without having been counted.
    inFlight = Math.max(0, inFlight - 1);
    since = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (inFlight > 0 || Date.now() - since < quietMs) await new Promise((done) => setTimeout(done, 50));
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Resolves once the page's first script has run: it loads after the first paint
 * (client/inline/page-start.ts), which on this fast machine comes after `load`, and it sets
 * `window.gvpShell` (client/first-action.ts). The shell (menus, intent buttons, overlays) comes
 * at the first action: a tap before it is kept and replayed, a key is handed to it. The test's
 * own page waits for the first script in every `goto` and `reload` (fixtures.ts); a page a test
 * opens in a context of its own calls this.
 */
export async function firstScriptIn(page: Page): Promise<void> {
  await page.waitForFunction(() => 'gvpShell' in window);
}

/**
 * Resolves once the shell (menus, overlays, intent buttons) is in: the pointer moves over the
 * page, the first action that loads it (client/first-action.ts), and the keeper's hand-over is
 * gone. For tests about what happens after a visitor's first move (a dialog whose own code
 * fails to come, say), not before it.
 */
export async function shellIn(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 70);
  await page.waitForFunction(() => !('gvpFirstActions' in window));
}

/**
 * A first visit to `path` (no cookie choice, nothing stored), watched until its first script has
 * run and the network has been quiet since: a page that fetched code on its own would show it
 * here. Shared by the budget and CSP sweep (tests/e2e/budget.spec.ts) and the benchmark.
 */
export async function firstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  /** Where a page that moves on by itself settles (a late article ends on the blog's list). */
  settlesAt?: RegExp,
): Promise<FirstVisit> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer | null>>();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        // The body can be gone by the time it is read (a page that moved on): the built file is
        // the same bytes. Without this, such a page counted 160 B and could never fail the budget.
        response.body().catch(() => builtFile(response.url())),
      );
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Its own navigation may start after the first page's network was quiet, on a busy machine.
  if (settlesAt) await page.waitForURL(settlesAt, { waitUntil: 'networkidle' });
  // The first script is added after the first paint (client/inline/page-start.ts), which on a busy
  // machine came after the network had been quiet for half a second: of six pages visited at
  // once, about half went uncounted (662 B, their inline script alone, which could never fail).
  await firstScriptIn(page);
  await networkQuiet(page);
  const { inline, violations } = await page.evaluate(() => ({
    inline: [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
      .map((s) => s.textContent ?? ''),
    violations: (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
  }));
  let javascript = 0;
  for (const body of await Promise.all(scripts.values())) if (body) javascript += gzipSync(body, { level: 9 }).length;
  for (const text of inline) if (text.trim()) javascript += gzipSync(text, { level: 9 }).length;
  await context.close();
  return { javascript, refused: [...violations, ...refused] };
}

/** Gzipped bytes of JavaScript a page fetches or runs before the visitor acts (see firstVisit). */
export const javascriptBeforeAction = async (browser: Browser, baseURL: string, path: string) =>
  (await firstVisit(browser, baseURL, path)).javascript;
