/** Pieces the booking step and the booking's page share. */
import { site, whatsappLink } from '../../config/site.ts';
import type { BookingAnswer } from '../../contracts/booking.ts';
import { whenParts } from '../../logic/booking.ts';

/** Date, time, length and protocol of a booking (and whose it is, on its own page). */
export function BookingDetails({
  booking,
  timeZone,
  withName = false,
  large = false,
}: {
  booking: BookingAnswer;
  timeZone: string;
  withName?: boolean;
  large?: boolean;
}) {
  const { date, time } = whenParts(booking.start, timeZone);
  return (
    <dl
      className={`grid grid-cols-[auto_1fr] text-slate-800 ${large ? 'gap-x-4 gap-y-2 text-base' : 'gap-x-3 gap-y-1 text-sm'}`}
    >
      {withName && (
        <>
          <dt className="font-semibold">Nome</dt>
          <dd>{booking.name}</dd>
        </>
      )}
      <dt className="font-semibold">Data</dt>
      <dd>{date}</dd>
      <dt className="font-semibold">Horário</dt>
      <dd>{time}</dd>
      <dt className="font-semibold">Duração</dt>
      <dd>{booking.minutes} minutos</dd>
      <dt className="font-semibold">Protocolo</dt>
      <dd data-testid="booking-protocol">{booking.protocol}</dd>
    </dl>
  );
}

/** 'Falar no WhatsApp', to the company's number, with the company's greeting and `topic`. */
export function WhatsAppLink({ topic }: { topic: string }) {
  return (
    <a
      href={whatsappLink(`${site.whatsapp.defaultText} ${topic}`)}
      target="_blank"
      rel="noopener noreferrer"
      className="btn btn-whatsapp"
    >
      Falar no WhatsApp
    </a>
  );
}
