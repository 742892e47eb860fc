/**
 * One first visit to every page, two checks: the JavaScript it costs before the visitor acts
 * (5 KB gzipped: what runs with no one acting, the shell coming at the first action,
 * client/first-action.ts) and the Content-Security-Policy refusing nothing the
 * site does (issue 8; the dialogs are opened in tests/e2e/csp.spec.ts). One visit serves
 * both: each page is watched until its network is quiet, the suite's slowest kind of visit.
 */
import { firstVisit } from '../browser.ts';
import { expect, test } from './fixtures.ts';
import { sitemapPaths } from './helpers.ts';

/** JavaScript a page may cost before the visitor acts: 5 KB gzipped. */
const BUDGET_BYTES = 5 * 1024;
/** An article published after the build: its client view, whose whole content is fetched by its island. */
const LATE_ARTICLE = '/blog/um-artigo-publicado-depois';
/**
 * Its journey: the not-found page hands it to the article view, which finds no such article,
 * asks for it and goes back to the list (docs/behaviour.md §2). The visit ends there.
 */
const LATE_ARTICLE_SETTLES_AT = /\/blog$/;
/**
 * Pages whose first screen is an island, which the budget does not cover: the client view
 * of articles published after the build.
 */
const PAGES_WITH_ISLAND_ABOVE_THE_FOLD = new Set<string>(['/blog/artigo', LATE_ARTICLE]);

test('a first visit to every page: at most 5 KB of gzipped JavaScript before the visitor acts, and no CSP violation', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const paths = [...(await sitemapPaths(request)), '/pricing', '/pagina-que-nao-existe', LATE_ARTICLE];
  const sizes: [string, number][] = [];
  const refused: string[] = [];
  // A few pages at a time: each one is watched until its network is quiet.
  for (let i = 0; i < paths.length; i += 6) {
    const batch = paths.slice(i, i + 6);
    const visits = await Promise.all(
      batch.map((path) =>
        firstVisit(browser, baseURL ?? '', path, path === LATE_ARTICLE ? LATE_ARTICLE_SETTLES_AT : undefined),
      ),
    );
    for (const [j, path] of batch.entries()) {
      const visit = visits[j];
      if (!visit) continue;
      if (!PAGES_WITH_ISLAND_ABOVE_THE_FOLD.has(path)) sizes.push([path, visit.javascript]);
      refused.push(...visit.refused.map((v) => `${path}: ${v}`));
    }
  }
  console.log(
    `JavaScript before input (gzipped), budget ${BUDGET_BYTES} B:\n${sizes.map(([p, b]) => `  ${String(b).padStart(6)} B  ${p}`).join('\n')}`,
  );
  expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
  expect(
    sizes.filter(([, bytes]) => bytes > BUDGET_BYTES),
    'pages over the JavaScript budget',
  ).toEqual([]);
});
