/**
 * The free slots of the next days, one day at a time (docs/behaviour.md §10): a day
 * list and a radio group of its times, on the visitor's clock, with Brasília's beside each
 * time when that clock says otherwise. Native radios: arrow keys move between times, and a
 * screen reader announces the group, the time and its position.
 */
import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type SlotsAnswer, zoneName } from '../../contracts/booking.ts';
import { differsFromBrasilia, slotDays } from '../../logic/booking.ts';

export interface SlotPickerProps {
  answer: SlotsAnswer;
  timeZone: string;
  /** The slot chosen before the visitor picks (their contact-time answer). */
  preferred?: string;
  /** Shown above the slots, as an alert (a slot someone else just took). */
  notice?: string;
  busy: boolean;
  submitLabel: string;
  onChoose: (start: string) => void;
  /** Focus the chosen time when the picker appears (it replaced what the visitor pressed). */
  focusOnMount?: boolean;
}

export function SlotPicker({
  answer,
  timeZone,
  preferred,
  notice,
  busy,
  submitLabel,
  onChoose,
  focusOnMount,
}: SlotPickerProps) {
  const id = useId();
  const days = useMemo(() => slotDays(answer.slots, timeZone), [answer, timeZone]);
  const initial = preferred && answer.slots.some((s) => s.start === preferred) ? preferred : answer.slots[0]?.start;
  const [chosen, setChosen] = useState(initial);
  const [dayDate, setDayDate] = useState(
    () => days.find((d) => d.slots.some((s) => s.start === initial))?.date ?? days[0]?.date,
  );
  const day = days.find((d) => d.date === dayDate) ?? days[0];
  const differs = differsFromBrasilia(days);
  const list = useRef<HTMLDivElement>(null);
  // A fresh list after a taken slot, or the picker in place of the button that asked for it:
  // focus on the chosen time, where the choice is made.
  useEffect(() => {
    const checked = list.current?.querySelector<HTMLInputElement>('input:checked');
    // On arrival the container (Gê's log) keeps its own end in view, the confirm button with it.
    if (notice) checked?.focus();
    else if (focusOnMount) checked?.focus({ preventScroll: true });
  }, [notice, focusOnMount]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen && !busy) onChoose(chosen);
  };

  if (!day) return null;
  return (
    // min-w-0 throughout: a long day name in the list must not widen the grid past its box.
    <form onSubmit={onSubmit} className="grid min-w-0 gap-3" aria-describedby={`${id}-zone`}>
      {notice && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {notice}
        </p>
      )}
      <p id={`${id}-zone`} className="text-xs text-slate-700">
        {differs
          ? `Horários no seu fuso (${zoneName(timeZone)}), com o horário de Brasília entre parênteses.`
          : 'Horários de Brasília.'}{' '}
        Cada conversa dura {answer.slotMinutes} minutos.
      </p>
      <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-800">
        Dia
        <select
          value={day.date}
          onChange={(event) => {
            const next = days.find((d) => d.date === event.target.value);
            setDayDate(event.target.value);
            if (next && !next.slots.some((s) => s.start === chosen)) setChosen(next.slots[0]?.start);
          }}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.short} ({d.slots.length} {d.slots.length === 1 ? 'horário' : 'horários'})
            </option>
          ))}
        </select>
      </label>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-800">Horário</legend>
        {/* One day's times at most (18): no scrolling box of its own inside Gê's scrolling log. */}
        <div ref={list} className="grid grid-cols-3 gap-2 p-0.5" data-testid="slot-list">
          {day.slots.map((slot) => (
            <label key={slot.start} className="relative">
              <input
                type="radio"
                name={`${id}-slot`}
                value={slot.start}
                checked={chosen === slot.start}
                onChange={() => setChosen(slot.start)}
                className="peer sr-only"
              />
              <span className="grid cursor-pointer place-items-center rounded-lg border border-brand-200 px-2 py-1.5 text-sm font-semibold text-brand-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50 peer-checked:hover:bg-brand-700">
                {slot.time}
                {slot.brasilia && (
                  <span className="text-[11px] font-normal">
                    ({slot.brasilia})<span className="sr-only"> em Brasília</span>
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy || !chosen} className="btn btn-primary w-full">
        {busy ? 'Reservando...' : submitLabel}
      </button>
    </form>
  );
}
