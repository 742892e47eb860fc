/**
 * `npm run bench`: Lighthouse (mobile and desktop) on the built site, served by
 * server/main.ts, with Debian's Chromium. Prints per route the four category scores,
 * LCP, TBT, CLS and the JavaScript bytes, and keeps the JSON reports in reports/lighthouse.
 *
 * Usage: npm run bench [-- --all] [-- --runs 3] [-- /path ...]
 *   default routes: a representative list; --all: every page of the sitemap;
 *   --runs N: N runs per route and mode; each figure is the median of the runs, plus the worst CLS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/browser.ts';
import { sitemapPaths, startSite } from './serve.ts';

const DEFAULT_ROUTES = ['/', '/about', '/omni-agent', '/verticals/ecommerce', '/blog', '/contact', '/pricing'];

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1] ?? 1) : 1;
const explicit = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs');

type Mode = 'mobile' | 'desktop';
interface Row {
  route: string;
  mode: Mode;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The worst CLS of the runs (a shift seen once is worth knowing even when the median is 0). */
  clsMax?: number;
  jsBytes: number;
  /** Kept out of search engines on purpose (not-found pages): SEO cannot be 100. */
  noindex: boolean;
  /** Lighthouse's own failure (a run that measured nothing), not a score of 0. */
  runtimeError?: string;
}

/**
 * Each figure is its own median over the runs, and the worst CLS is kept beside it. Taking one
 * whole run (say, the median by performance score) would report that run's CLS or TBT, which
 * with equal scores is just whichever run came second.
 */
function medianRow(samples: Row[]): Row | undefined {
  const first = samples[0];
  if (!first) return undefined;
  const median = (pick: (r: Row) => number) => {
    const sorted = samples.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    ...first,
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    bestPractices: median((r) => r.bestPractices),
    seo: median((r) => r.seo),
    lcp: median((r) => r.lcp),
    tbt: median((r) => r.tbt),
    cls: median((r) => r.cls),
    clsMax: Math.max(...samples.map((r) => r.cls)),
    jsBytes: median((r) => r.jsBytes),
  };
}

const site = await startSite(4412);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows: Row[] = [];
try {
  const routes = explicit.length ? explicit : args.includes('--all') ? await sitemapPaths(site.url) : DEFAULT_ROUTES;
  mkdirSync('reports/lighthouse', { recursive: true });
  for (const route of routes) {
    for (const mode of ['mobile', 'desktop'] as const) {
      const samples: Row[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          `${site.url}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          mode === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { lhr } = result;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        const summary = lhr.audits['resource-summary']?.details;
        const items =
          summary && 'items' in summary ? (summary.items as { resourceType: string; transferSize: number }[]) : [];
        samples.push({
          route,
          mode,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: Math.round(numeric('largest-contentful-paint')),
          tbt: Math.round(numeric('total-blocking-time')),
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
          noindex: lhr.audits['is-crawlable']?.score === 0,
          ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
        });
        const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${mode}-${run + 1}.json`;
        writeFileSync(`reports/lighthouse/${name}`, result.report as string);
      }
      // A failed run is not a measurement: the medians are taken over the runs that measured.
      const measured = samples.filter((sample) => !sample.runtimeError);
      const row = medianRow(measured.length ? measured : samples);
      if (row) rows.push(row);
    }
  }
} finally {
  chrome.kill();
  site.stop();
}

const header = 'route                     mode     perf  a11y  bp   seo   LCP ms  TBT ms  CLS    CLS max  JS B';
console.log(header);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(25)} ${r.mode.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(3)}  ${String(r.seo).padStart(4)}  ${String(r.lcp).padStart(6)}  ${String(r.tbt).padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${(r.clsMax ?? r.cls).toFixed(3).padStart(7)}  ${String(r.jsBytes).padStart(6)}${r.noindex ? '  (noindex by design)' : ''}${r.runtimeError ? `  (Lighthouse failed: ${r.runtimeError}; run again)` : ''}`,
  );
}
writeFileSync('reports/lighthouse/summary.json', JSON.stringify(rows, null, 2));
const short = rows.filter(
  (r) => r.mode === 'mobile' && [r.performance, r.accessibility, r.bestPractices, r.seo].some((s) => s < 100),
);
console.log(
  short.length
    ? `\nBelow 100 on mobile: ${short.map((r) => r.route).join(', ')}`
    : '\nEvery route: 100 in all four categories on mobile.',
);
