/** `npm run bench`'s CPU calibration: the multiplier Lighthouse's calculator gives for a host's benchmarkIndex. */
import { describe, expect, it } from 'vitest';
import { cpuMultiplier } from '../../scripts/bench-calibration.ts';

describe('the CPU multiplier of a bench run', () => {
  it("is the calculator's at each bracket's edge: 4x only for the high-end desktop Lighthouse assumes", () => {
    expect([150, 800, 1300, 1533, 2000].map(cpuMultiplier)).toEqual([1, 2, 3, 4, 6.0]);
  });

  it('is a line inside each bracket, and never below 1x for a host slower than a mid-tier phone', () => {
    expect(cpuMultiplier(1050)).toBe(2.5);
    expect(cpuMultiplier(475)).toBe(1.5);
    expect(cpuMultiplier(90)).toBe(1);
    expect(cpuMultiplier(Number.NaN)).toBe(1);
  });
});
