/**
 * Brazil's national holidays, from date-holidays (maintained, with the movable feasts and
 * each year's new laws), never from a hand-kept list. Only public holidays close the agenda:
 * optional days such as Carnival and Corpus Christi are decided by each company, and the
 * commercial team works them unless the schedule says otherwise.
 */
import Holidays from 'date-holidays';

const brazil = new Holidays('BR');
const byYear = new Map<number, Set<string>>();

/** The national public holidays of a year, as 'YYYY-MM-DD' (the n8n kit embeds them too). */
export function brazilianHolidays(year: number): Set<string> {
  let dates = byYear.get(year);
  if (!dates) {
    dates = new Set(
      brazil
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, dates);
  }
  return dates;
}

/** Whether a date ('YYYY-MM-DD') is a national public holiday in Brazil. */
export function isBrazilianHoliday(date: string): boolean {
  return brazilianHolidays(Number(date.slice(0, 4))).has(date);
}
