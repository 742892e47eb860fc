/** The build's moment (src/build/clock.ts), which the illustrated calendar shows. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDate, buildTime } from '../../src/build/clock.ts';
import { FIXED_NOW } from '../e2e/paint.ts';

describe("the build's moment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is now, unless SOURCE_DATE_EPOCH fixes it', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '');
    expect(Math.abs(buildTime().getTime() - Date.now())).toBeLessThan(1000);
    vi.stubEnv('SOURCE_DATE_EPOCH', '1795525200');
    expect(buildTime().toISOString()).toBe('2026-11-24T13:00:00.000Z');
    vi.stubEnv('SOURCE_DATE_EPOCH', 'ontem');
    expect(() => buildTime()).toThrow('SOURCE_DATE_EPOCH must be whole seconds since 1970, not "ontem".');
  });

  it("is dated as in Brasília, whatever the build machine's time zone", () => {
    // 01:00 UTC on 1 December is still 30 November in Brasília.
    expect(buildDate(new Date('2026-12-01T01:00:00Z'))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(buildDate(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('is, in the test builds, the moment the browser suites fix their clock at', () => {
    // Else a screenshot baseline of the calendar would change with the day (and the month) CI runs on.
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    for (const name of ['test:e2e', 'test:visual']) {
      expect(scripts[name], name).toContain(`SOURCE_DATE_EPOCH=${FIXED_NOW.getTime() / 1000} astro build`);
    }
    expect(readFileSync('scripts/visual-update.ts', 'utf8')).toContain(
      'SOURCE_DATE_EPOCH: String(FIXED_NOW.getTime() / 1000)',
    );
  });
});
