/**
 * /agendamento?token=…: one booked demo, opened by the link of its confirmation or its
 * calendar invite (docs/behaviour.md §10). It shows the booking and offers 'Remarcar'
 * (the same slot picker) and 'Cancelar'. A token opens only its own booking; an unknown or
 * cancelled one gets a clear page, never an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKING_MESSAGES, BOOKING_TOKEN, type BookingAnswer, type SlotsAnswer } from '../../contracts/booking.ts';
import { visitorTimeZone, whenWithZone } from '../../logic/booking.ts';
import { trackChatbot } from '../../runtime/analytics.ts';
import { cancelBooking, fetchSlots, type ManageResult, moveBooking, readBooking } from '../../runtime/api/booking.ts';
import { BookingDetails, WhatsAppLink } from './parts.tsx';
import { SlotPicker } from './SlotPicker.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'unreachable'; retry: () => void }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  | { kind: 'booked'; booking: BookingAnswer; notice?: string }
  | { kind: 'confirm-cancel'; booking: BookingAnswer; busy: boolean }
  | { kind: 'moving'; booking: BookingAnswer; slots?: SlotsAnswer; notice?: string; busy: boolean };

export const MANAGE_TEXTS = {
  loading: 'Carregando o seu agendamento...',
  unreachable: 'Não conseguimos falar com o nosso sistema agora. Verifique a sua conexão e tente de novo.',
  cancelConfirm: 'Quer mesmo cancelar esta demonstração?',
  moved: 'Pronto! Sua demonstração foi remarcada.',
  loadingSlots: 'Buscando os horários livres...',
} as const;

const tokenFromAddress = () => new URLSearchParams(location.search).get('token') ?? '';

export default function BookingManage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const timeZone = typeof window === 'undefined' ? 'America/Sao_Paulo' : visitorTimeZone();
  // Each attempt of one cancel or move reuses its key: a retry is the same request.
  const keys = useRef(new Map<string, string>());
  const keyFor = (what: string) => {
    let key = keys.current.get(what);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(what, key);
    }
    return key;
  };

  const settle = useCallback((result: ManageResult, notice?: string) => {
    if (result.kind === 'ok') {
      setState(
        result.booking.status === 'cancelled'
          ? { kind: 'cancelled' }
          : { kind: 'booked', booking: result.booking, notice },
      );
    } else if (result.kind === 'taken') {
      setState({ kind: 'not-found' });
    } else {
      setState({ kind: result.kind });
    }
  }, []);

  const open = useCallback(() => {
    const token = tokenFromAddress();
    if (!BOOKING_TOKEN.test(token)) {
      setState({ kind: 'not-found' });
      return;
    }
    setState({ kind: 'loading' });
    readBooking(token).then(settle, () => setState({ kind: 'unreachable', retry: open }));
  }, [settle]);
  useEffect(open, [open]);

  // Each new state is announced by its heading taking focus (the page's one live change).
  useEffect(() => {
    if (state.kind !== 'loading') heading.current?.focus();
  }, [state.kind]);

  const cancel = (booking: BookingAnswer) => {
    setState({ kind: 'confirm-cancel', booking, busy: true });
    cancelBooking(booking.token, keyFor(`cancel ${booking.token}`)).then(
      (result) => {
        if (result.kind === 'ok') trackChatbot('booking_cancel', 'manage');
        settle(result);
      },
      () => setState({ kind: 'unreachable', retry: () => setState({ kind: 'confirm-cancel', booking, busy: false }) }),
    );
  };

  const startMove = (booking: BookingAnswer, notice?: string) => {
    setState({ kind: 'moving', booking, notice, busy: false });
    fetchSlots().then(
      (slots) => setState({ kind: 'moving', booking, slots, notice, busy: false }),
      () => setState({ kind: 'unreachable', retry: () => startMove(booking) }),
    );
  };

  const move = (booking: BookingAnswer, slots: SlotsAnswer, start: string) => {
    setState({ kind: 'moving', booking, slots, busy: true });
    moveBooking(booking.token, start, keyFor(`move ${booking.token} ${start}`)).then(
      (result) => {
        if (result.kind === 'taken') {
          const notice = result.unavailable ? BOOKING_MESSAGES.slotUnavailable : BOOKING_MESSAGES.slotTaken;
          setState({ kind: 'moving', booking, slots: result.slots, notice, busy: false });
          return;
        }
        if (result.kind === 'ok') trackChatbot('booking_move', 'manage');
        settle(result, result.kind === 'ok' ? MANAGE_TEXTS.moved : undefined);
      },
      () => setState({ kind: 'unreachable', retry: () => startMove(booking) }),
    );
  };

  const title = (text: string) => (
    <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
      {text}
    </h1>
  );
  const whatsapp = <WhatsAppLink topic="Quero falar sobre a minha demonstração." />;
  const details = (booking: BookingAnswer) => <BookingDetails booking={booking} timeZone={timeZone} withName large />;

  switch (state.kind) {
    case 'loading':
      return (
        <div className="grid gap-4">
          {title('Seu agendamento')}
          <p role="status" className="text-slate-700">
            {MANAGE_TEXTS.loading}
          </p>
        </div>
      );
    case 'unreachable':
      return (
        <div className="grid gap-4">
          {title('Seu agendamento')}
          <p role="alert" className="text-red-700">
            {MANAGE_TEXTS.unreachable}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={state.retry} className="btn btn-primary">
              Tentar novamente
            </button>
            {whatsapp}
          </div>
        </div>
      );
    case 'not-found':
      return (
        <div className="grid gap-4">
          {title('Agendamento não encontrado')}
          <p className="text-slate-700">{BOOKING_MESSAGES.notFound}</p>
          <div className="flex flex-wrap gap-3">
            {whatsapp}
            <a href="/" className="btn btn-secondary">
              Ir para o início
            </a>
          </div>
        </div>
      );
    case 'cancelled':
      return (
        <div className="grid gap-4">
          {title('Agendamento cancelado')}
          <p className="text-slate-700">
            {BOOKING_MESSAGES.cancelled} Quando quiser, peça uma nova demonstração pela Gê ou pelo WhatsApp.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" data-action="chat" className="btn btn-primary">
              Conversar com a Gê
            </button>
            {whatsapp}
          </div>
        </div>
      );
    case 'booked':
      return (
        <div className="grid gap-6">
          {title('Sua demonstração está marcada')}
          {state.notice && (
            <p role="status" className="font-medium text-green-800">
              {state.notice}
            </p>
          )}
          {details(state.booking)}
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => startMove(state.booking)} className="btn btn-primary">
              Remarcar
            </button>
            <button
              type="button"
              onClick={() => setState({ kind: 'confirm-cancel', booking: state.booking, busy: false })}
              className="btn btn-secondary"
            >
              Cancelar
            </button>
          </div>
        </div>
      );
    case 'confirm-cancel':
      return (
        <div className="grid gap-6">
          {title(MANAGE_TEXTS.cancelConfirm)}
          {details(state.booking)}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={state.busy}
              onClick={() => cancel(state.booking)}
              className="btn bg-red-700 text-white hover:bg-red-800"
            >
              {state.busy ? 'Cancelando...' : 'Sim, cancelar'}
            </button>
            <button
              type="button"
              disabled={state.busy}
              onClick={() => setState({ kind: 'booked', booking: state.booking })}
              className="btn btn-secondary"
            >
              Manter o horário
            </button>
          </div>
        </div>
      );
    case 'moving':
      return (
        <div className="grid gap-6">
          {title('Escolha o novo horário')}
          <p className="text-slate-700">Horário atual: {whenWithZone(state.booking.start, timeZone)}.</p>
          {state.slots ? (
            <div className="max-w-md">
              <SlotPicker
                key={state.slots.slots.map((s) => s.start).join()}
                answer={state.slots}
                timeZone={timeZone}
                notice={state.notice}
                busy={state.busy}
                submitLabel="Confirmar novo horário"
                onChoose={(start) => state.slots && move(state.booking, state.slots, start)}
              />
            </div>
          ) : (
            <p role="status" className="text-slate-700">
              {MANAGE_TEXTS.loadingSlots}
            </p>
          )}
          <button
            type="button"
            onClick={() => setState({ kind: 'booked', booking: state.booking })}
            className="btn btn-ghost justify-self-start"
          >
            Voltar
          </button>
        </div>
      );
  }
}
