/**
 * `npm run bench`: Lighthouse (mobile and desktop) on the built site, served by
 * server/main.ts, with Debian's Chromium. Prints per route the four category scores,
 * LCP, TBT, CLS and the JavaScript bytes, and keeps the JSON reports in reports/lighthouse.
 *
 * Usage: npm run bench [-- --all] [-- --runs 3] [-- --mobile] [-- --multiplier N] [-- --explain] [-- --devtools] [-- /path ...]
 *   default routes: a representative list; --all: every page of the sitemap;
 *   --mobile: the mobile runs only (the budgets' mode);
 *   --runs N: N runs per route and mode; each figure is the median of the runs, plus the worst CLS;
 *   --explain: for each mobile run, what Lighthouse's simulation of slow 4G counted before the
 *   LCP (each request and the main thread's work, with their simulated times), the longest
 *   tasks after the simulated first paint (with the largest events inside each, in real
 *   milliseconds, the time spent on font look-ups, and whether each really ran before the page's
 *   first paint), and the TBT's two parts (scripts/bench-simulation.ts blockingTime);
 *   --devtools: the same slow 4G and CPU x4 applied to the browser for real (Lighthouse's
 *   `devtools` throttling) instead of simulated: slower and noisier, but every figure is what
 *   the trace saw, so the TBT counts only what blocked after the real first paint, and the CLS
 *   covers all the time the slowed load takes (a shift 10 s after the first paint was seen this
 *   way, never in a simulated run). The budgets are checked the same way; --explain needs the
 *   simulation and is ignored.
 *
 * Every run first measures a control, `(floor)`: a page of one paragraph, served from here.
 * What it scores is this machine's share of every figure at that moment (the simulated round
 * trips in the LCP, the navigation commit in the TBT), printed beside the site's routes, and
 * each route's LCP is read as its distance from it (`over floor`): the same commit measured
 * 845 ms one day and 1,212 ms another on this bench, because the machine moved, while its
 * distance from the floor held.
 *
 * The simulated phone's CPU is calibrated, not assumed: each mobile run gathers first, reads
 * the `benchmarkIndex` Lighthouse measured at its start, and is audited with the slowdown that
 * index implies (scripts/bench-calibration.ts), so a figure is read against the machine as it
 * was during that very run: this machine's index moved from 1,030 to 1,630 within one bench.
 * The simulation applies the CPU slowdown to the trace only when auditing, so a run gathered
 * once can be audited with its own multiplier. Lighthouse's default 4x is meant for a high-end
 * desktop (index 1,533); on a slower host it simulates a phone slower than the one it names.
 * `-- --multiplier N` forces one; `--devtools` throttles while gathering, so it calibrates once,
 * from a run of the floor, before anything is measured. Each row prints the medians of its
 * runs' index and multiplier.
 *
 * The first-screen budget (FIRST_SCREEN_BUDGET) is checked on mobile, on its routes and, with
 * `--all`, on every page: LCP at most the floor's plus 150 ms, the page's own blocking time 0,
 * CLS 0. The run exits non-zero when one is over. The TBT budget is on the page's own tasks (the
 * `own` column): Lighthouse's TBT (the `TBT` column) also counts the browser's navigation
 * commit, which a blank page pays as well (scripts/bench-simulation.ts blockingTime).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/browser.ts';
import { cpuMultiplier } from './bench-calibration.ts';
import { blockingTime, explainLcp, explainTbt, forgetSimulations, observedFcpTs } from './bench-simulation.ts';
import { routeFileName, sitemapPaths, startSite } from './serve.ts';

const DEFAULT_ROUTES = [
  '/',
  '/about',
  '/omni-agent',
  '/verticals/ecommerce',
  '/verticals/varejo',
  '/blog',
  '/contact',
  '/pricing',
];

/**
 * The first screen as close to the floor as a page of one paragraph, on a phone over slow 4G
 * (Lighthouse's mobile simulation): the budgets of the pages a visitor most often lands on,
 * and of every page with `--all`.
 */
const FIRST_SCREEN_BUDGET = {
  routes: ['/', '/omni-agent', '/blog', '/contact', '/verticals/varejo'],
  /** The LCP's distance from the floor's, measured in the same run. */
  lcpOverFloorMs: 150,
  tbtMs: 0,
  cls: 0,
};

/**
 * The control: the least a page can be, so what it scores is the machine's, not a page's. Its
 * icon is in the page, as the site's is (build/favicon.ts): without it the browser asked for
 * /favicon.ico, and the simulation counted that request in the floor's LCP in some runs and not
 * in others (605 or 761 ms on the same machine).
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Piso</title></head><body><p>Uma página de um parágrafo, a medida de controle.</p></body></html>';
const FLOOR = '(floor)';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1] ?? 1) : 1;
const multiplierIndex = args.indexOf('--multiplier');
const forcedMultiplier = multiplierIndex >= 0 ? Number(args[multiplierIndex + 1]) : undefined;
const all = args.includes('--all');
const explicit = args.filter((a, i) => a.startsWith('/') && !['--runs', '--multiplier'].includes(args[i - 1] ?? ''));
const devtools = args.includes('--devtools');
const explain = args.includes('--explain') && !devtools;
const modes: Mode[] = args.includes('--mobile') ? ['mobile'] : ['mobile', 'desktop'];

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
  /** The part of the TBT that the page's own tasks cause (without the browser's navigation commit). */
  tbtOwn: number;
  /** In how many of the runs the page's own part was 0: a median alone hides how much a figure moves. */
  ownZeroRuns?: string;
  cls: number;
  /** The worst CLS of the runs (a shift seen once is worth knowing even when the median is 0). */
  clsMax?: number;
  jsBytes: number;
  /** This machine's CPU power at the run's start (lhr.environment.benchmarkIndex), the runs' median. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was audited with (mobile), the runs' median. */
  multiplier: number;
  /** Kept out of search engines on purpose (not-found pages): SEO cannot be 100. */
  noindex: boolean;
  /** Lighthouse's own failure (a run that measured nothing), not a score of 0. */
  runtimeError?: string;
  /** Runs that failed in Lighthouse while others measured, said beside the row. */
  droppedRuns?: string;
}

/** Serves FLOOR_PAGE on a free port of the loopback interface. */
async function startFloor(): Promise<{ url: string; stop: () => void }> {
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, stop: () => server.close() };
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
    tbtOwn: median((r) => r.tbtOwn),
    ownZeroRuns: `${samples.filter((r) => r.tbtOwn === 0).length}/${samples.length}`,
    cls: median((r) => r.cls),
    clsMax: Math.max(...samples.map((r) => r.cls)),
    jsBytes: median((r) => r.jsBytes),
    benchmarkIndex: median((r) => r.benchmarkIndex),
    multiplier: median((r) => r.multiplier),
  };
}

const site = await startSite(4412);
const floor = await startFloor();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows: Row[] = [];
/** The one multiplier of every mobile run, when runs are not calibrated one by one. */
let fixedMultiplier = forcedMultiplier;
let calibratedFrom: number | undefined;

/**
 * One Lighthouse run of `url`. On mobile with the simulation, calibrated by its own
 * benchmarkIndex: gathered, then audited with the multiplier that index implies (the saved
 * settings carry it, as Lighthouse audits only with the settings it gathered with).
 */
async function measure(url: string, mode: Mode, flags: Flags): Promise<{ result: RunnerResult; multiplier: number }> {
  if (mode === 'desktop') {
    const result = await lighthouse(url, flags, desktopConfig);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { result, multiplier: 1 };
  }
  if (fixedMultiplier !== undefined) {
    const result = await lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: fixedMultiplier } });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { result, multiplier: fixedMultiplier };
  }
  const dir = mkdtempSync(join(tmpdir(), 'gvp-bench-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const multiplier = cpuMultiplier(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, {
      ...flags,
      auditMode: dir,
      throttling: { cpuSlowdownMultiplier: multiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { result, multiplier };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const routes = explicit.length ? explicit : all ? await sitemapPaths(site.url) : DEFAULT_ROUTES;
  mkdirSync('reports/lighthouse', { recursive: true });
  if (devtools && fixedMultiplier === undefined && modes.includes('mobile')) {
    // Throttled while gathering: one run of the floor reads this machine's CPU power first.
    const probe = await lighthouse(floor.url, { port: chrome.port, output: 'json', logLevel: 'error' });
    calibratedFrom = probe?.lhr.environment.benchmarkIndex;
    forgetSimulations();
    fixedMultiplier = cpuMultiplier(calibratedFrom ?? Number.NaN);
  }
  for (const route of [FLOOR, ...routes]) {
    for (const mode of modes) {
      const samples: Row[] = [];
      for (let run = 0; run < runs; run++) {
        const { result, multiplier } = await measure(route === FLOOR ? floor.url : `${site.url}${route}`, mode, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(devtools ? { throttlingMethod: 'devtools' } : {}),
          // The font look-ups inside each task (fontLookups); a category of a few events per page.
          ...(explain ? { additionalTraceCategories: 'fonts' } : {}),
        });
        const total = Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
        // Throttled for real, the trace's order is the TBT's: the commit runs before the first paint.
        const blocking = devtools ? { commit: 0, own: total } : blockingTime();
        // The split counts only when its parts add up to Lighthouse's own figure (a Lighthouse
        // that labels its simulations otherwise would give 0 and 0): else the whole TBT is the page's.
        if (Math.abs(blocking.commit + blocking.own - total) > 2) {
          console.log(
            `  ${route}, ${mode}: TBT ${total} ms not recomputed (${blocking.commit + blocking.own} ms); all counted as the page's`,
          );
          blocking.own = total;
        }
        if (explain && mode === 'mobile') {
          explainLcp(route);
          explainTbt(route, observedFcpTs(result.lhr));
          console.log(
            `    TBT ${total} ms: ${blocking.commit} ms the navigation commit, ${blocking.own} ms the page's own tasks`,
          );
        }
        forgetSimulations();
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
          tbtOwn: blocking.own,
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          multiplier,
          noindex: lhr.audits['is-crawlable']?.score === 0,
          ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
        });
        const name = `${route === FLOOR ? 'floor' : routeFileName(route)}-${mode}${devtools ? '-devtools' : ''}-${run + 1}.json`;
        writeFileSync(`reports/lighthouse/${name}`, result.report as string);
      }
      // A failed run is not a measurement: the medians are taken over the runs that measured.
      const measured = samples.filter((sample) => !sample.runtimeError);
      const row = medianRow(measured.length ? measured : samples);
      const failed = samples.filter((sample) => sample.runtimeError);
      // Said beside the row: a median of four is not the median of five that was asked for.
      if (row && failed.length && measured.length)
        row.droppedRuns = `${failed.length} of ${samples.length} runs failed in Lighthouse (${[...new Set(failed.map((f) => f.runtimeError))].join(', ')}) and are left out`;
      if (row) rows.push(row);
    }
  }
} finally {
  chrome.kill();
  site.stop();
  floor.stop();
}

const floorLcp = rows.find((r) => r.route === FLOOR && r.mode === 'mobile')?.lcp;
const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms}`;
const overFloor = (r: Row) => {
  const base = rows.find((f) => f.route === FLOOR && f.mode === r.mode)?.lcp;
  return base === undefined || r.route === FLOOR ? '' : signed(r.lcp - base);
};
const header =
  'route                     mode     perf  a11y  bp   seo   LCP ms  over floor  TBT ms  own ms  own 0  CLS    CLS max  JS B    bench  CPU x';
console.log(
  devtools
    ? `Throttling: slow 4G and CPU x${fixedMultiplier} applied to the browser (devtools); figures as the trace saw them.`
    : "Throttling: Lighthouse's simulation of slow 4G and a CPU slowdown (Lantern).",
);
console.log(
  forcedMultiplier !== undefined
    ? `CPU: x${forcedMultiplier} on mobile, as asked.`
    : calibratedFrom !== undefined
      ? `CPU: benchmarkIndex ${Math.round(calibratedFrom)} before the first run, so x${fixedMultiplier} on mobile (scripts/bench-calibration.ts; Lighthouse's default is x4).`
      : "CPU: each mobile run audited with the slowdown its own benchmarkIndex implies (scripts/bench-calibration.ts; Lighthouse's default is x4 for an index of 1,533): the `bench` and `CPU x` columns.",
);
console.log(header);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(25)} ${r.mode.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(3)}  ${String(r.seo).padStart(4)}  ${String(r.lcp).padStart(6)}  ${overFloor(r).padStart(10)}  ${String(r.tbt).padStart(6)}  ${String(r.tbtOwn).padStart(6)}  ${(r.ownZeroRuns ?? '').padStart(5)}  ${r.cls.toFixed(3).padStart(5)}  ${(r.clsMax ?? r.cls).toFixed(3).padStart(7)}  ${String(r.jsBytes).padStart(6)}  ${String(r.benchmarkIndex).padStart(5)}  ${r.mode === 'mobile' ? r.multiplier.toFixed(2).padStart(5) : '    -'}${r.route === FLOOR ? '  (one paragraph: this machine, now)' : r.noindex ? '  (noindex by design)' : ''}${r.runtimeError ? `  (Lighthouse failed: ${r.runtimeError}; run again)` : ''}${r.droppedRuns ? `  (${r.droppedRuns})` : ''}`,
  );
}
writeFileSync(
  'reports/lighthouse/summary.json',
  JSON.stringify({ multiplier: forcedMultiplier ?? fixedMultiplier ?? 'per run', calibratedFrom, rows }, null, 2),
);
const short = rows.filter(
  (r) =>
    r.mode === 'mobile' &&
    r.route !== FLOOR &&
    [r.performance, r.accessibility, r.bestPractices, r.seo].some((s) => s < 100),
);
console.log(
  short.length
    ? `\nBelow 100 on mobile: ${short.map((r) => `${r.route} (${[r.performance, r.accessibility, r.bestPractices, r.seo].join('/')})`).join(', ')}`
    : '\nEvery route: 100 in all four categories on mobile.',
);

const budgeted = rows.filter(
  (r) => r.mode === 'mobile' && r.route !== FLOOR && (all || FIRST_SCREEN_BUDGET.routes.includes(r.route)),
);
if (budgeted.length && floorLcp !== undefined) {
  const { lcpOverFloorMs, tbtMs, cls } = FIRST_SCREEN_BUDGET;
  console.log(
    `\nFirst-screen budget on mobile: LCP at most the floor's ${floorLcp} ms + ${lcpOverFloorMs} ms = ${floorLcp + lcpOverFloorMs} ms, TBT of the page's own tasks ${tbtMs} ms, CLS ${cls}`,
  );
  let over = 0;
  for (const r of budgeted) {
    const misses = [
      r.lcp - floorLcp > lcpOverFloorMs && `LCP ${r.lcp} ms, ${r.lcp - floorLcp} ms over the floor`,
      r.tbtOwn > tbtMs && `TBT of its own tasks ${r.tbtOwn} ms`,
      (r.clsMax ?? r.cls) > cls && `CLS ${r.clsMax ?? r.cls}`,
    ].filter(Boolean);
    if (misses.length) over++;
    console.log(
      `  ${r.route.padEnd(25)} ${misses.length ? `over: ${misses.join(', ')}` : `within (${signed(r.lcp - floorLcp)} ms)`}`,
    );
  }
  if (over) {
    console.log(
      `${over} of ${budgeted.length} over the budget (\`-- --explain\` shows what the LCP waited for, and the long tasks).`,
    );
    process.exitCode = 1;
  }
}
