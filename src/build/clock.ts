/**
 * Build time: the moment the site is built, which a page may show (the illustrated calendar of
 * components/sections/content/ScreenMock.astro marks the month and the day). SOURCE_DATE_EPOCH,
 * the reproducible-builds convention (whole seconds since 1970), fixes it: the test builds set
 * it to the suites' fixed moment, so a screenshot baseline does not change with the day, or the
 * month, the suite runs on. A production build leaves it unset and shows its own day.
 */
import { BUSINESS_TIME_ZONE, wallClock } from '../contracts/booking.ts';

export function buildTime(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (!epoch) return new Date();
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}".`);
  return new Date(Number(epoch) * 1000);
}

/** The build's date as the site's visitors live it, in Brasília. */
export function buildDate(now: Date = buildTime()): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = wallClock(now, BUSINESS_TIME_ZONE).date.split('-').map(Number);
  return { year, month, day };
}
