import { gzipSync } from 'node:zlib';
import { type Browser, expect, test } from '@playwright/test';
import { sitemapPaths } from './helpers.ts';

/** JavaScript a page may cost before the visitor acts: 6 KB gzipped (issue: first action). */
const BUDGET_BYTES = 6 * 1024;
/**
 * Pages whose first screen is an island, which the budget does not cover: the client view
 * of articles published after the build, whose whole content is fetched by its island.
 */
const PAGES_WITH_ISLAND_ABOVE_THE_FOLD = new Set<string>(['/blog/artigo']);

async function measure(browser: Browser, baseURL: string, path: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  // Until the network has been quiet: a page that fetched code on its own would show it here.
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

test('pages with no island above the fold fetch at most 6 KB of gzipped JavaScript before the visitor acts', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const paths = (await sitemapPaths(request)).filter((p) => !PAGES_WITH_ISLAND_ABOVE_THE_FOLD.has(p));
  const results: [string, number][] = [];
  // A few pages at a time: each one is watched for five seconds.
  for (let i = 0; i < paths.length; i += 6) {
    const batch = paths.slice(i, i + 6);
    const sizes = await Promise.all(batch.map((path) => measure(browser, baseURL ?? '', path)));
    for (const [j, path] of batch.entries()) results.push([path, sizes[j] ?? 0]);
  }
  console.log(
    `JavaScript before input (gzipped), budget ${BUDGET_BYTES} B:\n${results.map(([p, b]) => `  ${String(b).padStart(6)} B  ${p}`).join('\n')}`,
  );
  const over = results.filter(([, bytes]) => bytes > BUDGET_BYTES);
  expect(over, 'pages over the JavaScript budget').toEqual([]);
});
