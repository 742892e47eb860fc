/**
 * Counts with their noun, by the language's own plural rules (Intl.PluralRules, pt-BR), never
 * by hand: '1 atendente', '3 atendentes', '1,5 meses'. The rules see the number as it is shown,
 * so a count written with decimals takes the form its written figure needs.
 */
export interface Forms {
  one: string;
  other: string;
}

export function countOf(count: number, forms: Forms, fractionDigits = 0): string {
  const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const written = new Intl.NumberFormat('pt-BR', options).format(count);
  const form = new Intl.PluralRules('pt-BR', options).select(count) === 'one' ? forms.one : forms.other;
  return `${written} ${form}`;
}

export const ATTENDANTS: Forms = { one: 'atendente', other: 'atendentes' };
export const MONTHS: Forms = { one: 'mês', other: 'meses' };
