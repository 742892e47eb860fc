/**
 * A booked demo (docs/behaviour.md §10): when, how long, the protocol, and where it
 * goes next: the visitor's calendar (.ics or Google Calendar), WhatsApp with the context, and
 * the booking's own page to move or cancel it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { load } from '../../client/load.ts';
import { whatsappLink } from '../../config/site.ts';
import type { BookingAnswer } from '../../contracts/booking.ts';
import { type BookingSummary, googleCalendarUrl, manageUrl, whatsappText } from '../../logic/booking.ts';
import { trackChatbot } from '../../runtime/analytics.ts';
import { BookingDetails } from './parts.tsx';

export interface BookingConfirmationProps {
  booking: BookingAnswer;
  timeZone: string;
  /** The answers that go to WhatsApp with the protocol. */
  details: Omit<BookingSummary, 'protocol' | 'start' | 'minutes' | 'name'>;
  /** Where the booking was made: 'chatbot', 'demo', 'sector' or 'manage'. */
  origin: string;
  /** The heading's level where the card sits. */
  heading?: 'h2' | 'h3';
}

export function BookingConfirmation({ booking, timeZone, details, origin, heading = 'h3' }: BookingConfirmationProps) {
  const id = useId();
  const Heading = heading;
  const summary: BookingSummary = { ...details, ...booking };
  const manage = manageUrl(location.origin, booking.token);
  const [icsFailed, setIcsFailed] = useState(false);
  // The confirmation replaces the button the visitor pressed: its heading takes focus, and is read.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  // The calendar file is made on the click: `ics` and its validator load only then.
  const downloadIcs = async () => {
    try {
      const { bookingIcs } = await load(() => import('../../logic/booking-ics.ts'));
      const url = URL.createObjectURL(new Blob([bookingIcs(summary, manage)], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `demonstracao-${booking.protocol}.ics`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setIcsFailed(false);
    } catch (error) {
      console.error('[agendamento] convite .ics', error);
      setIcsFailed(true);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-green-200">
      <Heading
        id={`${id}-title`}
        ref={title}
        tabIndex={-1}
        className="text-base font-bold text-green-800 focus:outline-none"
      >
        Demonstração agendada ✅
      </Heading>
      <BookingDetails booking={booking} timeZone={timeZone} />
      <details className="rounded-lg ring-1 ring-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-800">Adicionar à agenda</summary>
        <div className="grid gap-2 px-3 pb-3">
          <button type="button" onClick={() => void downloadIcs()} className="btn btn-secondary">
            Baixar convite (.ics)
          </button>
          {icsFailed && (
            <p role="alert" className="text-sm text-red-700">
              Não foi possível gerar o convite. Verifique a sua conexão e tente de novo, ou use o Google Agenda.
            </p>
          )}
          <a
            href={googleCalendarUrl(summary, manage)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-secondary"
          >
            Google Agenda
          </a>
        </div>
      </details>
      <a
        href={whatsappLink(whatsappText(summary))}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn-whatsapp"
        onClick={() => trackChatbot('booking_whatsapp', origin)}
      >
        Continuar no WhatsApp
      </a>
      <a href={manage} className="text-center text-sm font-medium text-brand-800 underline">
        Remarcar ou cancelar
      </a>
    </section>
  );
}
