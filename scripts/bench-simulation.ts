/**
 * What Lighthouse's simulation of a slow phone (Lantern) counted in a run, read from the node
 * timings it keeps (`Simulator.allNodeTimings`, which bench.ts forgets after each run):
 * the TBT split into the browser's navigation commit and the page's own tasks (every mobile
 * run), and under `--explain` what the LCP waited for and which tasks blocked, with the real
 * time each took in the trace. Kept apart from scripts/bench.ts, which runs Lighthouse and
 * checks the budgets: these readers know Lantern's internals, and change with them.
 */
import type lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: {
    data?: { url?: string; functionName?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    elementCount?: number;
  };
}
type NodeTimings = Map<
  { type: string; request?: { url: string }; childEvents?: TraceEvent[]; event?: { ts: number; dur?: number } },
  { startTime: number; endTime: number }
>;
const simulations = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, NodeTimings> } } })
  .Simulation.Simulator.allNodeTimings;

/** Forgets the last run's simulations, so the next run's readers see only its own. */
export function forgetSimulations(): void {
  simulations.clear();
}

/**
 * What the simulation counted before the LCP (its pessimistic estimate, which includes the
 * optimistic one's): each request, and the main thread's work summed, with simulated times.
 */
export function explainLcp(route: string): void {
  const timings = simulations.get('pessimisticLargestContentfulPaint');
  if (!timings) return;
  const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
  const cpu = rows.filter(([node]) => node.type === 'cpu').reduce((sum, [, t]) => sum + t.endTime - t.startTime, 0);
  console.log(`  ${route}, mobile: what the simulated LCP waited for`);
  for (const [node, t] of rows.filter(([n]) => n.type === 'network'))
    console.log(
      `    ${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)} ms  ${node.request?.url}`,
    );
  console.log(`    main thread: ${Math.round(cpu)} ms of simulated work`);
}

/** The end of a simulation: the time its estimate reports (the last node's end). */
function simulatedEnd(name: string): number {
  const timings = simulations.get(name);
  return timings ? Math.max(...[...timings.values()].map((t) => t.endTime)) : 0;
}

/** Lantern's TTI estimate: the LCP estimate, or the end of its simulation's last long task if later. */
function interactiveAt(kind: 'optimistic' | 'pessimistic'): number {
  const timings = simulations.get(`${kind}Interactive`);
  const lastLong = timings
    ? Math.max(
        0,
        ...[...timings].filter(([n, t]) => n.type === 'cpu' && t.endTime - t.startTime > 50).map(([, t]) => t.endTime),
      )
    : Number.POSITIVE_INFINITY;
  return Math.max(simulatedEnd(`${kind}LargestContentfulPaint`), lastLong);
}

/** A task's blocking time as Lantern counts it: its part between FCP and TTI, less 50 ms. */
function blockingOf(t: { startTime: number; endTime: number }, fcp: number, tti = Number.POSITIVE_INFINITY): number {
  return Math.max(0, Math.min(t.endTime, tti) - Math.max(t.startTime, fcp) - 50);
}

/** The browser's own task that opens the page: it commits the navigation and creates the window. */
const isNavigationCommit = (node: { childEvents?: TraceEvent[] }) =>
  (node.childEvents ?? []).some((e) => e.name === 'DocumentLoader::CommitNavigation');

/**
 * Lantern's TBT recomputed from the run's two simulations (each clipped to the opposite FCP
 * estimate, then averaged), in two parts: the browser's navigation commit, and the page's own
 * tasks. The commit is the browser's work before any of the page runs; Lantern puts it after
 * the whole document has arrived, where it can reach past the simulated FCP (on a 2-core
 * machine a one-paragraph page measured 0 in 17 of 20 runs, and 10, 80 and 88 ms).
 * `own` is the blocking time the page causes.
 *
 * Why a task that ran before the real first paint can count: Lantern's FCP estimate simulates
 * only the first task that parses HTML, the first that lays out, the first that paints and the
 * render-blocking scripts (FirstContentfulPaint.getRenderBlockingNodeData in
 * @paulirish/trace_engine), while the TBT simulation runs every task in order. The page's heavy
 * task is the one where parsing ends: the end of parsing styles the whole page
 * (Document::FinishedParsing), and as nothing is left to load, Chromium fires `load` in the same
 * task, which forces the page's first layout (Document::ImplicitClose).
 * The first layout Lantern finds is usually an earlier, empty one (the new document's, one
 * object), so that task runs past the FCP estimate and counts what it takes over 50 ms. A task
 * that lays out is multiplied by 2, not 4 (Lantern's layoutTaskMultiplier), so it blocks past
 * 25 ms of real time; it measures 12 to 43 ms on a 2-core machine, for the same page, and 2 to
 * 12 ms of that is the renderer waiting on the browser process for fonts (fontLookups). When
 * Chromium happens to paint before parsing ends, that frame carries the layout and is the first
 * paint, inside the FCP estimate: those are the runs where `own` is 0. A one-paragraph page
 * measured 0 in all 20 runs.
 */
export function blockingTime(): { commit: number; own: number } {
  const parts = { commit: 0, own: 0 };
  for (const kind of ['optimistic', 'pessimistic'] as const) {
    const timings = simulations.get(`${kind}TotalBlockingTime`);
    if (!timings) continue;
    const fcp = simulatedEnd(`${kind === 'optimistic' ? 'pessimistic' : 'optimistic'}FirstContentfulPaint`);
    const tti = interactiveAt(kind);
    for (const [node, t] of timings) {
      if (node.type !== 'cpu' || t.endTime - t.startTime < 50) continue;
      parts[isNavigationCommit(node) ? 'commit' : 'own'] += blockingOf(t, fcp, tti) / 2;
    }
  }
  return { commit: Math.round(parts.commit), own: Math.round(parts.own) };
}

/** How much a style or layout pass covered: elements styled, or layout objects laid out of all. */
function sizeOf(event: TraceEvent): string {
  if (event.args?.elementCount !== undefined) return ` (${event.args.elementCount} elements)`;
  const layout = event.args?.beginData;
  return layout?.totalObjects ? ` (${layout.dirtyObjects} of ${layout.totalObjects} objects)` : '';
}

/** When the page really painted first, in the trace's microseconds (Lighthouse's `metrics` audit). */
export function observedFcpTs(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): number | undefined {
  const metrics = lhr.audits.metrics?.details;
  return metrics && 'items' in metrics
    ? (metrics.items[0] as { observedFirstContentfulPaintTs?: number }).observedFirstContentfulPaintTs
    : undefined;
}

/**
 * The time a task spent finding fonts (the outermost FontCache::GetFontPlatformData events, in
 * real ms; traced only under --explain). On Linux each new family, size and weight is asked of
 * the browser process (FontDataManager::onMatchFamilyStyle,
 * WebSandboxSupportLinux::GetWebFontRenderStyleForStrike): the page's main thread waits on
 * another process, and on a busy 2-core machine that wait is a large and varying part of the
 * first layout. A phone's Chromium (Android) makes neither round trip: it reads the system's
 * fonts itself. Lantern multiplies the wait as if it were the page's CPU work.
 */
function fontLookups(events: TraceEvent[]): { count: number; ms: number } {
  const lookups = events
    .filter((e) => e.name === 'FontCache::GetFontPlatformData')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let count = 0;
  let us = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const e of lookups) {
    if (e.ts < end) continue; // nested in the previous look-up (they call one another)
    count++;
    us += e.dur ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return { count, ms: us / 1000 };
}

/**
 * The longest main-thread tasks that reach past the simulated FCP (50 ms or more counts), with
 * the largest events inside each in real milliseconds: how far the page is from the threshold.
 * Each also says when it really ran: before or after the page's first paint in the trace
 * (`observedFcpTs`, in the trace's microseconds). A task that blocks in the simulation but ran
 * before the real first paint delayed that paint; it did not block a painted page.
 */
export function explainTbt(route: string, observedFcpTs: number | undefined): void {
  const timings = simulations.get('optimisticTotalBlockingTime');
  if (!timings) return;
  const fcp = simulatedEnd('pessimisticFirstContentfulPaint');
  const after = [...timings]
    .filter(([node, t]) => node.type === 'cpu' && t.endTime > fcp)
    .sort((a, b) => b[1].endTime - b[1].startTime - (a[1].endTime - a[1].startTime))
    .slice(0, 3);
  console.log(`  ${route}, mobile: the longest tasks after the simulated FCP (${Math.round(fcp)} ms)`);
  for (const [node, t] of after) {
    const inside = (node.childEvents ?? [])
      .filter((e) => (e.dur ?? 0) >= 1000)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}${sizeOf(e)}`,
      );
    const fonts = fontLookups(node.childEvents ?? []);
    const waited = fonts.count
      ? `; ${fonts.count} font look-up${fonts.count === 1 ? '' : 's'} ${fonts.ms.toFixed(1)} ms of its ${((node.event?.dur ?? 0) / 1000).toFixed(1)}`
      : '';
    const realEnd = node.event ? node.event.ts + (node.event.dur ?? 0) : undefined;
    const when =
      realEnd === undefined || observedFcpTs === undefined
        ? ''
        : realEnd <= observedFcpTs
          ? `, really ran ${((observedFcpTs - realEnd) / 1000).toFixed(1)} ms before the first paint`
          : `, really ran after the first paint`;
    console.log(
      `    ${Math.round(t.startTime)} → ${Math.round(t.endTime)} ms (${Math.round(t.endTime - t.startTime)} simulated, ${Math.round(blockingOf(t, fcp))} blocking${when}): ${inside.join(', ')}${waited}`,
    );
  }
}
