/**
 * The first screen in one round trip (integrations/critical-css.ts): each page's HTML up to
 * its first section, with the CSS it inlines, fits in the first 14 KB a connection delivers,
 * and nothing else is fetched until that screen is painted. That this CSS draws the first
 * screen alone is checked from screenshots by the screenshot suite
 * (tests/visual/first-screen.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import postcss from 'postcss';
import { expect, test } from './fixtures.ts';
import { builtSitemapGroups } from './helpers.ts';

/** What TCP's first window carries (10 segments of 1460 bytes), less room for the response's headers. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The built HTML of a path (dist/), as a static host serves it. */
function builtHtml(path: string): string {
  const file = path === '/' ? 'dist/index.html' : `dist${path}.html`;
  return readFileSync(file, 'utf8');
}

test('the first screen of every page, with the CSS it needs, fits in the first 14 KB (brotli, as served)', () => {
  const over: string[] = [];
  for (const path of builtSitemapGroups(1000).flat()) {
    const html = builtHtml(path);
    const main = html.indexOf('<main');
    // The first screen ends with the page's first section (its hero) inside main.
    const end = html.indexOf('</section>', main) + '</section>'.length;
    // Compressed as the build precompresses it for the host (integrations/static-host.ts).
    const bytes = brotliCompressSync(html.slice(0, end), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    if (bytes > FIRST_ROUND_TRIP_BYTES) over.push(`${path}: ${bytes} B`);
  }
  expect(over).toEqual([]);
});

test('nothing but the page itself before the first paint: the first script and the rest of the stylesheet come after it, and the icon is in the page', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/contact');
  // goto waits for the first script; the rest of the stylesheet, added with it, may still be on
  // its way, and a file is listed among the page's resources only once it has arrived.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\.rest\.[\w-]+\.css$/.test(entry.name)),
      ),
    )
    .toBe(true);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fetched: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const after = timing.fetched.filter(({ path }) =>
    /\/_astro\/(FirstScript[^/]*\.js|[^/]*\.rest\.[^/]*\.css)$/.test(path),
  );
  expect(after.map(({ path }) => path.replace(/\.[\w-]+\.(js|css)$/, '.$1'))).toEqual(
    expect.arrayContaining([
      '/_astro/FirstScript.astro_astro_type_script_index_0_lang.js',
      expect.stringMatching(/\.rest\.css$/),
    ]),
  );
  for (const { path, start } of after) expect(start, path).toBeGreaterThanOrEqual(timing.paint);
  // The tab's icon is a data: URL (build/favicon.ts): no request shares the first round trips.
  expect(requested.filter((path) => path.startsWith('/favicon'))).toEqual([]);
});

test('the rest of the stylesheet names its elements by class or id, so that adding it restyles only those', () => {
  const rest = readdirSync('dist/_astro').find((file) => /\.rest\.[\w-]+\.css$/.test(file));
  expect(rest).toBeTruthy();
  const unnamed: string[] = [];
  postcss.parse(readFileSync(`dist/_astro/${rest}`, 'utf8')).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) if (!/[.#]/.test(selector)) unnamed.push(selector);
  });
  // `*`, `:root`, `html` or `h1` there would restyle every element of the page once more.
  expect(unnamed).toEqual([]);
});
