/**
 * Where a lead path offers the booking (Gê, the demo dialog): the booking code is fetched when
 * the visitor asks for the slots, never with the overlay (docs/behaviour.md §10). A
 * failed fetch says so and tries again on 'Tentar novamente' (client/load.ts makes the retry a
 * real one).
 */
import { type ComponentType, useEffect, useState } from 'react';
import { load, loadIslands } from '../../client/load.ts';
import type { BookingFlowProps } from './BookingFlow.tsx';

export const BOOKING_STEP_TEXTS = {
  loading: 'Buscando os horários livres...',
  failed: 'Não foi possível abrir os horários. Verifique a sua conexão.',
} as const;

export function BookingStep(props: BookingFlowProps) {
  const [Flow, setFlow] = useState<ComponentType<BookingFlowProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchCode = () => {
    setFailed(false);
    loadIslands()
      .then(({ ISLANDS }) => load(ISLANDS['booking-flow'].load))
      .then(
        (module) => setFlow(() => module.BookingFlow),
        (error: unknown) => {
          console.error(error);
          setFailed(true);
        },
      );
  };
  useEffect(fetchCode, []);
  if (failed) {
    return (
      <div className="grid gap-2" role="alert">
        <p className="text-sm font-medium text-red-700">{BOOKING_STEP_TEXTS.failed}</p>
        <button type="button" onClick={fetchCode} className="btn btn-secondary">
          Tentar novamente
        </button>
      </div>
    );
  }
  if (!Flow) {
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        {BOOKING_STEP_TEXTS.loading}
      </p>
    );
  }
  return <Flow {...props} />;
}
