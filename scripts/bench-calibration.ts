/**
 * The CPU slowdown a Lighthouse run should apply on this machine, from the `benchmarkIndex`
 * Lighthouse measures at the start of every run (lhr.environment.benchmarkIndex), so that
 * the simulated phone is the mid-tier phone Lighthouse means, whatever the host. Lighthouse's
 * own throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") sends the reader
 * to its CPU throttling calculator; this is the calculator's mapping, a line through each
 * of its brackets: 150 → 1x, 800 → 2x, 1300 → 3x, 1533 → 4x (the default, meant for a
 * high-end desktop), 2000 → 6x. A slower host than a mid-tier phone gets no slowdown.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  // Two decimals: the figure is printed and passed to Lighthouse as it is.
  return Math.round(multiplier * 100) / 100;
}
