import { expect, test } from '@playwright/test';
import { javascriptBeforeAction } from '../browser.ts';
import { sitemapPaths } from './helpers.ts';

/** JavaScript a page may cost before the visitor acts: 6 KB gzipped (issue: first action). */
const BUDGET_BYTES = 6 * 1024;
/**
 * Pages whose first screen is an island, which the budget does not cover: the client view
 * of articles published after the build, whose whole content is fetched by its island.
 */
const PAGES_WITH_ISLAND_ABOVE_THE_FOLD = new Set<string>(['/blog/artigo']);

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
    const sizes = await Promise.all(batch.map((path) => javascriptBeforeAction(browser, baseURL ?? '', path)));
    for (const [j, path] of batch.entries()) results.push([path, sizes[j] ?? 0]);
  }
  console.log(
    `JavaScript before input (gzipped), budget ${BUDGET_BYTES} B:\n${results.map(([p, b]) => `  ${String(b).padStart(6)} B  ${p}`).join('\n')}`,
  );
  const over = results.filter(([, bytes]) => bytes > BUDGET_BYTES);
  expect(over, 'pages over the JavaScript budget').toEqual([]);
});
