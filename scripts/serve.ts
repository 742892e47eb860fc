/**
 * Starts the built site with server/main.ts on a free port for the scripts (shots,
 * bench) and stops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface RunningSite {
  url: string;
  stop: () => void;
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startSite(port = 4410, env: Record<string, string> = {}): Promise<RunningSite> {
  const dist = env.DIST_DIR ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No built site in ${dist}: run "npm run build" first.`);
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, DATA_DIR: 'data/scripts', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/`, 15_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, stop: () => child.kill() };
}

/**
 * A file name for a route, for screenshots and reports: `/` is home, `/verticals/varejo` is
 * verticals_varejo.
 */
export const routeFileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'));

/** Every path of the built sitemap. */
export async function sitemapPaths(url: string): Promise<string[]> {
  const index = await (await fetch(`${url}/sitemap-index.xml`)).text();
  const paths: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(`${url}${new URL(loc ?? '').pathname}`)).text();
    for (const [, page] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(page ?? '').pathname);
  }
  return paths;
}

/**
 * Keeps processes that only make sense together (`npm run dev`, `npm run cms`): Ctrl-C or
 * SIGTERM stops every one, and one ending (a crash) ends the others. `onStop` closes what
 * the caller serves itself.
 */
export function runTogether(children: ChildProcess[], onStop: () => void = () => {}): void {
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    onStop();
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of children)
    child.on('exit', (code) => {
      if (!stopped) process.exitCode = code ?? 0;
      stop();
    });
}
