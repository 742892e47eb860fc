/**
 * The ROI calculator's maths (docs/behaviour.md §9), pure and in Brazilian reais.
 *
 * Team reduction 40%: the new team is ceil(attendants x 0.6), the rest are saved. Licences
 * cost 89 BRL per attendant per month; each ticket costs 0.24, with tickets per month =
 * ticketsPerDay x workingDays x attendants. ROI = net / annual GVP cost x 100 (0 without a
 * cost); payback = annual GVP cost / monthly savings (0 without savings). Hours per day and
 * the average ticket time are asked but, as in the spec, do not enter the results.
 */
export const TEAM_REDUCTION = 0.4;
export const LICENCE_PER_ATTENDANT = 89;
export const COST_PER_TICKET = 0.24;

export interface RoiInputs {
  attendants: string;
  avgSalary: string;
  hoursPerDay: string;
  workingDays: string;
  avgTicketTime: string;
  ticketsPerDay: string;
}

/** docs/behaviour.md §3: attendants starts empty; the others have these defaults. */
export const ROI_DEFAULTS: RoiInputs = {
  attendants: '',
  avgSalary: '4500',
  hoursPerDay: '8',
  workingDays: '22',
  avgTicketTime: '15',
  ticketsPerDay: '30',
};

export interface RoiResult {
  currentCosts: { monthly: number; annual: number };
  savings: { monthly: number; annual: number; net: number };
  gvpCost: { monthly: number; annual: number; fixed: number; variable: number };
  efficiency: { teamReduction: number; attendantsSaved: number; newTeamSize: number; totalTicketsPerMonth: number };
  roi: { percentage: number; paybackMonths: number };
}

/** Non-numeric input counts as 0 (docs/behaviour.md §5); a comma is a decimal separator. */
export function toNumber(value: string): number {
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) && value.trim() !== '' ? n : 0;
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const attendants = toNumber(inputs.attendants);
  const avgSalary = toNumber(inputs.avgSalary);
  const workingDays = toNumber(inputs.workingDays);
  const ticketsPerDay = toNumber(inputs.ticketsPerDay);

  const newTeamSize = Math.ceil(attendants * (1 - TEAM_REDUCTION));
  const attendantsSaved = attendants - newTeamSize;
  const totalTicketsPerMonth = ticketsPerDay * workingDays * attendants;
  const fixed = attendants * LICENCE_PER_ATTENDANT;
  const variable = totalTicketsPerMonth * COST_PER_TICKET;
  const gvpMonthly = fixed + variable;
  const gvpAnnual = gvpMonthly * 12;
  const currentMonthly = attendants * avgSalary;
  const monthlySavings = attendantsSaved * avgSalary;
  const annualSavings = monthlySavings * 12;
  const net = annualSavings - gvpAnnual;

  return {
    currentCosts: { monthly: currentMonthly, annual: currentMonthly * 12 },
    savings: { monthly: monthlySavings, annual: annualSavings, net },
    gvpCost: { monthly: gvpMonthly, annual: gvpAnnual, fixed, variable },
    efficiency: { teamReduction: TEAM_REDUCTION * 100, attendantsSaved, newTeamSize, totalTicketsPerMonth },
    roi: {
      percentage: gvpAnnual === 0 ? 0 : (net / gvpAnnual) * 100,
      paybackMonths: monthlySavings === 0 ? 0 : gvpAnnual / monthlySavings,
    },
  };
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 (with the non-breaking space Intl puts after R$). */
export function formatBRL(value: number): string {
  return BRL.format(value);
}

/** ROI with no decimals: '628%'. */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(value)}%`;
}

/** Payback with one decimal: '1,6'. */
export function formatMonths(value: number): string {
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** The inputs as a query string, so a result can be shared and reopens calculated. */
export function roiQuery(inputs: RoiInputs): string {
  return new URLSearchParams(Object.entries(inputs)).toString();
}

/** Inputs read back from a query string; absent fields keep their defaults. */
export function roiInputsFrom(search: string): { inputs: RoiInputs; shared: boolean } {
  const params = new URLSearchParams(search);
  const inputs = { ...ROI_DEFAULTS };
  for (const key of Object.keys(inputs) as (keyof RoiInputs)[]) {
    const value = params.get(key);
    if (value !== null) inputs[key] = value.slice(0, 12);
  }
  return { inputs, shared: params.get('attendants') !== null && inputs.attendants.trim() !== '' };
}
