/**
 * The ROI calculator (docs/behaviour.md §3, §4, 5, 9). The maths is src/logic/roi.ts; the inputs
 * live in the query string, so a result can be shared as a link and reopens calculated.
 * The fields are uncontrolled: numbers typed before the island hydrated are kept, and a
 * press of 'Calcular ROI' meanwhile is held (client/islands.ts) and counted once.
 */

import { type SubmitEvent, useLayoutEffect, useRef, useState } from 'react';
import { ATTENDANTS, countOf, MONTHS } from '../logic/plural.ts';
import {
  COST_PER_TICKET,
  calculateRoi,
  formatBRL,
  formatPercent,
  LICENCE_PER_ATTENDANT,
  ROI_DEFAULTS,
  type RoiInputs,
  type RoiResult,
  roiInputsFrom,
  roiQuery,
} from '../logic/roi.ts';
import { readForm } from './forms/read-form.ts';

const FIELDS: { name: keyof RoiInputs; label: string; hint: string }[] = [
  { name: 'attendants', label: 'Número de atendentes', hint: 'Quantas pessoas atendem hoje' },
  { name: 'avgSalary', label: 'Salário médio (R$)', hint: 'Com encargos, por atendente' },
  { name: 'hoursPerDay', label: 'Horas por dia', hint: 'Jornada de cada atendente' },
  { name: 'workingDays', label: 'Dias úteis por mês', hint: 'Dias de operação' },
  { name: 'avgTicketTime', label: 'Tempo médio por atendimento (min)', hint: 'Da abertura ao encerramento' },
  { name: 'ticketsPerDay', label: 'Atendimentos por dia, por atendente', hint: 'Média diária' },
];

const NAMES = FIELDS.map((f) => f.name);

export default function RoiCalculator() {
  const form = useRef<HTMLFormElement>(null);
  const [hasAttendants, setHasAttendants] = useState(false);
  const [result, setResult] = useState<RoiResult | null>(null);

  // Before the first paint of the island: adopt what was typed before it hydrated, and a
  // shared link's inputs (in the fields the visitor has not touched) and result.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const { inputs: shared, shared: hasResult } = roiInputsFrom(location.search);
    for (const name of NAMES) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value === input.defaultValue) input.value = shared[name];
    }
    const inputs = readForm(element, NAMES).values;
    setHasAttendants(inputs.attendants.trim() !== '');
    if (hasResult) setResult(calculateRoi(inputs));
  }, []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inputs: RoiInputs = readForm(event.currentTarget, NAMES).values;
    // docs/behaviour.md §4: nothing to compute while attendants is empty.
    if (!inputs.attendants.trim()) return;
    setResult(calculateRoi(inputs));
    history.replaceState(null, '', `${location.pathname}?${roiQuery(inputs)}#calculadora`);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
      <form
        ref={form}
        onSubmit={onSubmit}
        aria-label="Dados da sua operação"
        className="card grid gap-4 p-6 sm:grid-cols-2 lg:self-start"
      >
        {FIELDS.map((field) => (
          <label key={field.name} className="block text-sm font-medium text-slate-800">
            {field.label}
            <input
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              name={field.name}
              defaultValue={ROI_DEFAULTS[field.name]}
              onInput={
                field.name === 'attendants' ? (e) => setHasAttendants(e.currentTarget.value.trim() !== '') : undefined
              }
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
            />
            <span className="mt-1 block text-xs font-normal text-slate-600">{field.hint}</span>
          </label>
        ))}
        {/* aria-disabled, not disabled: a press before the island is ready must still reach it. */}
        <button type="submit" aria-disabled={!hasAttendants} className="btn btn-primary py-3 sm:col-span-2">
          Calcular ROI
        </button>
      </form>

      <div aria-live="polite" className="rounded-2xl bg-brand-950 p-6 text-white">
        {result ? (
          <div data-testid="roi-result">
            <h3 className="text-lg font-semibold">Seu resultado com a GVP.Digital</h3>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              {[
                ['ROI anual', formatPercent(result.roi.percentage)],
                ['Retorno do investimento', countOf(result.roi.paybackMonths, MONTHS, 1)],
                ['Economia mensal', formatBRL(result.savings.monthly)],
                ['Economia anual', formatBRL(result.savings.annual)],
                ['Economia líquida no ano', formatBRL(result.savings.net)],
                ['Custo atual por mês', formatBRL(result.currentCosts.monthly)],
                ['Custo GVP.Digital por mês', formatBRL(result.gvpCost.monthly)],
                ['Custo GVP.Digital por ano', formatBRL(result.gvpCost.annual)],
                ['Novo tamanho do time', countOf(result.efficiency.newTeamSize, ATTENDANTS)],
                ['Atendentes realocados', `${result.efficiency.attendantsSaved}`],
                ['Atendimentos por mês', new Intl.NumberFormat('pt-BR').format(result.efficiency.totalTicketsPerMonth)],
                ['Redução do time', `${result.efficiency.teamReduction}%`],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                  <dt className="text-xs text-slate-300">{label}</dt>
                  <dd className="mt-1 text-xl font-bold text-accent-300">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-5 text-xs text-slate-300">
              Licenças de {formatBRL(LICENCE_PER_ATTENDANT)} por atendente ao mês e {formatBRL(COST_PER_TICKET)} por
              atendimento. Compartilhe este resultado: o endereço desta página já guarda os seus dados.
            </p>
          </div>
        ) : (
          <div className="grid h-full place-items-center text-center">
            <p className="max-w-sm text-slate-200">
              Preencha os dados da sua operação e clique em <strong>Calcular ROI</strong> para ver a economia, o ROI e o
              tempo de retorno.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
