/**
 * The booking step wherever it is offered (Gê, the demo dialog, a sector page): the free
 * slots, the choice, the booking through the outbox, and the confirmation (docs/behaviour.md
 * §10). Loaded only when the visitor asks for it.
 *
 * - a slot taken meanwhile (another visitor, another tab), or closed by the rules (a picker
 *   left open until the slot came too close): the engine's reason, and the slots as they are
 *   now, on the same day, from the time chosen on;
 * - the engine down or slow: the booking waits in the outbox, is sent once, and the visitor
 *   reads that it is pending; when it goes through, the open step turns into the confirmation
 *   by itself (the send's state, runtime/api/outbox.ts `watchSend`), and the engine sends its
 *   message by WhatsApp or e-mail.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKING_MESSAGES, type BookingAnswer, type BookingOrigin, type SlotsAnswer } from '../../contracts/booking.ts';
import { preferredSlot, visitorTimeZone } from '../../logic/booking.ts';
import { BOOKING_TEXTS } from '../../logic/messages.ts';
import { trackChatbot } from '../../runtime/analytics.ts';
import { bookResultOf, bookSlot, fetchSlots } from '../../runtime/api/booking.ts';
import type { SendState } from '../../runtime/api/outbox.ts';
import { useSend } from '../use-send.ts';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { WhatsAppLink } from './parts.tsx';
import { SlotPicker } from './SlotPicker.tsx';

export interface BookingLead {
  name: string;
  email: string;
  phone: string;
  company: string;
  employees: string;
  mainPoint: string;
}

export interface BookingFlowProps {
  lead: BookingLead;
  /** The Idempotency-Key of the lead just sent. */
  leadKey: string;
  origin: BookingOrigin;
  /** Gê's contact-time answer: the slot chosen first. */
  contactTime?: string;
  /** Told once the booking is settled: booked (with it) or pending. */
  onSettled?: (result: { booking?: BookingAnswer }) => void;
  heading?: 'h2' | 'h3';
  /** A line above the slots while the visitor chooses (gone once booked). */
  intro?: string;
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'picking'; answer: SlotsAnswer; notice?: string; busy: boolean; near?: string }
  | { kind: 'booked'; booking: BookingAnswer }
  | { kind: 'pending' };

/** The first free slot at or after `start`, when there is one. */
const nearSlot = (slots: readonly { start: string }[], start: string | undefined) =>
  start ? slots.map((s) => s.start).find((s) => s >= start) : undefined;

/**
 * The step's stage: the slots fetched, a slot chosen and booked through the outbox, and what
 * the send's state says after (booked, taken or closed, refused, pending).
 */
function useBookingStage(
  { lead, leadKey, origin, onSettled }: Pick<BookingFlowProps, 'lead' | 'leadKey' | 'origin' | 'onSettled'>,
  timeZone: string,
) {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const load = useCallback((notice?: string) => {
    setStage({ kind: 'loading' });
    fetchSlots().then(
      (answer) => live.current && setStage({ kind: 'picking', answer, notice, busy: false }),
      (error: unknown) => {
        console.error('[agendamento] horários', error);
        if (live.current) setStage({ kind: 'unavailable' });
      },
    );
  }, []);
  useEffect(() => load(), [load]);

  /** The booking's send: what the step shows is its state, now and when it changes. */
  const [sendKey, setSendKey] = useState<string>();
  const chosen = useRef('');
  const settled = useRef<'pending' | 'booked' | null>(null);
  const follow = (state: SendState) => {
    const result = bookResultOf(state);
    if (!result || !live.current) return;
    switch (result.kind) {
      case 'booked':
        if (settled.current === 'booked') return;
        settled.current = 'booked';
        trackChatbot('booking_complete', origin);
        setStage({ kind: 'booked', booking: result.booking });
        onSettled?.({ booking: result.booking });
        return;
      case 'taken':
      case 'unavailable':
        settled.current = null;
        setStage({
          kind: 'picking',
          answer: result.slots,
          notice: result.kind === 'taken' ? BOOKING_MESSAGES.slotTaken : BOOKING_MESSAGES.slotUnavailable,
          busy: false,
          near: chosen.current,
        });
        return;
      case 'refused':
        settled.current = null;
        load(BOOKING_TEXTS.refused);
        return;
      case 'pending':
        if (settled.current) return;
        settled.current = 'pending';
        setStage({ kind: 'pending' });
        onSettled?.({});
        return;
    }
  };
  useSend(sendKey, follow);

  const choose = (start: string, answer: SlotsAnswer) => {
    setStage({ kind: 'picking', answer, busy: true });
    chosen.current = start;
    const outgoing = bookSlot({ start, ...lead, origin, leadKey, timeZone, page: location.pathname });
    setSendKey(outgoing.key);
  };

  return { stage, load, choose };
}

export function BookingFlow({ lead, leadKey, origin, contactTime, onSettled, heading, intro }: BookingFlowProps) {
  const timeZone = visitorTimeZone();
  const { stage, load, choose } = useBookingStage({ lead, leadKey, origin, onSettled }, timeZone);

  const whatsapp = <WhatsAppLink topic="Quero agendar uma demonstração." />;
  /** A line that says where things stand, and WhatsApp to go on from there. */
  const standing = (text: string, tone = 'text-slate-800') => (
    <div className="grid gap-2">
      <p role="status" className={`text-sm ${tone}`}>
        {text}
      </p>
      {whatsapp}
    </div>
  );

  switch (stage.kind) {
    case 'loading':
      return (
        <p role="status" className="text-sm font-medium text-brand-800">
          {BOOKING_TEXTS.loading}
        </p>
      );
    case 'unavailable':
      return (
        <div className="grid gap-2">
          <p role="alert" className="text-sm font-medium text-red-700">
            {BOOKING_TEXTS.unavailable}
          </p>
          <button type="button" onClick={() => load()} className="btn btn-secondary">
            Tentar novamente
          </button>
          {whatsapp}
        </div>
      );
    case 'picking':
      if (!stage.answer.slots.length) return standing(BOOKING_TEXTS.none);
      return (
        <div className="grid min-w-0 gap-3">
          {intro && <p className="text-sm font-semibold text-green-800">{intro}</p>}
          <SlotPicker
            // A fresh list (after a taken slot) starts from its own first choice.
            key={stage.answer.slots.map((s) => s.start).join()}
            answer={stage.answer}
            timeZone={timeZone}
            // After a refusal, the nearest time from the one chosen on, on its day: not the list's first.
            preferred={nearSlot(stage.answer.slots, stage.near) ?? preferredSlot(stage.answer.slots, contactTime)}
            notice={stage.notice}
            busy={stage.busy}
            submitLabel={BOOKING_TEXTS.submit}
            onChoose={(start) => void choose(start, stage.answer)}
            focusOnMount
          />
        </div>
      );
    case 'booked':
      return (
        <BookingConfirmation
          booking={stage.booking}
          timeZone={timeZone}
          details={{ company: lead.company, employees: lead.employees, mainPoint: lead.mainPoint }}
          origin={origin}
          heading={heading}
        />
      );
    case 'pending':
      return standing(BOOKING_TEXTS.pending, 'font-medium text-slate-800');
  }
}
