import { describe, expect, it } from 'vitest';
import { ATTENDANTS, countOf, MONTHS } from '../../src/logic/plural.ts';
import {
  calculateRoi,
  formatBRL,
  formatMonths,
  formatPercent,
  ROI_DEFAULTS,
  roiInputsFrom,
  roiQuery,
} from '../../src/logic/roi.ts';

describe('calculateRoi (docs/behaviour.md §9), against hand-computed cases', () => {
  it('10 attendants with the defaults', () => {
    // new team ceil(10 x 0.6) = 6, 4 saved; licences 10 x 89 = 890; tickets 30 x 22 x 10 = 6600;
    // variable 6600 x 0.24 = 1584; GVP 2474/month, 29688/year; current 45000/month;
    // savings 4 x 4500 = 18000/month, 216000/year; net 186312; ROI 627.57%; payback 1.649.
    const r = calculateRoi({ ...ROI_DEFAULTS, attendants: '10' });
    expect(r.efficiency).toEqual({ teamReduction: 40, attendantsSaved: 4, newTeamSize: 6, totalTicketsPerMonth: 6600 });
    expect(r.gvpCost).toEqual({ monthly: 2474, annual: 29688, fixed: 890, variable: 1584 });
    expect(r.currentCosts).toEqual({ monthly: 45000, annual: 540000 });
    expect(r.savings).toEqual({ monthly: 18000, annual: 216000, net: 186312 });
    expect(r.roi.percentage).toBeCloseTo(627.5667, 3);
    expect(r.roi.paybackMonths).toBeCloseTo(1.6493, 3);
    expect(formatPercent(r.roi.percentage)).toBe('628%');
    expect(formatMonths(r.roi.paybackMonths)).toBe('1,6');
  });

  it('7 attendants rounds the new team up', () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, attendants: '7' });
    expect(r.efficiency.newTeamSize).toBe(5); // ceil(4.2)
    expect(r.efficiency.attendantsSaved).toBe(2);
  });

  it('0 attendants: no cost, no savings, ROI and payback 0', () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, attendants: '0' });
    expect(r.gvpCost.annual).toBe(0);
    expect(r.savings.monthly).toBe(0);
    expect(r.roi).toEqual({ percentage: 0, paybackMonths: 0 });
  });

  it('1 attendant: nobody saved, so a negative ROI and no payback', () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, attendants: '1' });
    expect(r.efficiency).toMatchObject({ newTeamSize: 1, attendantsSaved: 0 });
    expect(r.gvpCost.annual).toBeCloseTo((89 + 30 * 22 * 0.24) * 12, 6);
    expect(r.roi.percentage).toBe(-100);
    expect(r.roi.paybackMonths).toBe(0);
  });

  it('non-numeric input counts as 0', () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, attendants: '10', avgSalary: 'muito', ticketsPerDay: '' });
    expect(r.currentCosts.monthly).toBe(0);
    expect(r.efficiency.totalTicketsPerMonth).toBe(0);
    expect(r.gvpCost.monthly).toBe(890);
    expect(calculateRoi({ ...ROI_DEFAULTS, attendants: 'dez' }).efficiency.newTeamSize).toBe(0);
  });

  it('hours per day and ticket time do not change the results', () => {
    const base = calculateRoi({ ...ROI_DEFAULTS, attendants: '25' });
    expect(calculateRoi({ ...ROI_DEFAULTS, attendants: '25', hoursPerDay: '12', avgTicketTime: '3' })).toEqual(base);
  });
});

describe('formats and the shared link', () => {
  it('formats reais the Brazilian way', () => {
    expect(formatBRL(186312).replace(/\s/g, ' ')).toBe('R$ 186.312,00');
    expect(formatBRL(2474.5).replace(/\s/g, ' ')).toBe('R$ 2.474,50');
  });
  it('round-trips the inputs through the query string', () => {
    const inputs = { ...ROI_DEFAULTS, attendants: '12', avgSalary: '3800' };
    expect(roiInputsFrom(`?${roiQuery(inputs)}`)).toEqual({ inputs, shared: true });
    expect(roiInputsFrom('?utm_source=x')).toEqual({ inputs: ROI_DEFAULTS, shared: false });
  });
});

describe('counts by the plural rules of pt-BR', () => {
  it('one attendant, many attendants, months with a decimal', () => {
    expect(countOf(1, ATTENDANTS)).toBe('1 atendente');
    expect(countOf(6, ATTENDANTS)).toBe('6 atendentes');
    expect(countOf(1200, ATTENDANTS)).toBe('1.200 atendentes');
    // CLDR's pt: the integer part decides, as in '1,5 milhão'.
    expect(countOf(1.6, MONTHS, 1)).toBe('1,6 mês');
    expect(countOf(2.4, MONTHS, 1)).toBe('2,4 meses');
    expect(countOf(1, MONTHS)).toBe('1 mês');
  });
});
