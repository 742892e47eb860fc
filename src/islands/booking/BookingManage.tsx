/**
 * /agendamento?token=…: one booked demo, opened by the link of its confirmation or its
 * calendar invite (docs/behaviour.md §10). It shows the booking and offers 'Remarcar'
 * (the same slot picker) and 'Cancelar'. A token opens only its own booking; an unknown or
 * cancelled one gets a clear page, never an error.
 */
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
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

/** The booking's state and what the visitor can do with it: open, cancel, move. */
function useManagedBooking() {
  const [state, setState] = useState<State>({ kind: 'loading' });
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

  /** Back to the booking as it is, from confirming a cancel or choosing a new slot. */
  const keep = (booking: BookingAnswer) => setState({ kind: 'booked', booking });
  const confirmCancel = (booking: BookingAnswer) => setState({ kind: 'confirm-cancel', booking, busy: false });

  return { state, cancel, confirmCancel, keep, startMove, move };
}

type Manager = ReturnType<typeof useManagedBooking>;
type Of<K extends State['kind']> = Extract<State, { kind: K }>;

const WHATSAPP = <WhatsAppLink topic="Quero falar sobre a minha demonstração." />;

/** The page's heading: each new state is announced by it taking focus (the page's one live change). */
function Title({ text, headingRef }: { text: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
      {text}
    </h1>
  );
}

function Booked({ state, manager, timeZone }: { state: Of<'booked'>; manager: Manager; timeZone: string }) {
  return (
    <>
      {state.notice && (
        <p role="status" className="font-medium text-green-800">
          {state.notice}
        </p>
      )}
      <BookingDetails booking={state.booking} timeZone={timeZone} withName large />
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => manager.startMove(state.booking)} className="btn btn-primary">
          Remarcar
        </button>
        <button type="button" onClick={() => manager.confirmCancel(state.booking)} className="btn btn-secondary">
          Cancelar
        </button>
      </div>
    </>
  );
}

function ConfirmCancel({
  state,
  manager,
  timeZone,
}: {
  state: Of<'confirm-cancel'>;
  manager: Manager;
  timeZone: string;
}) {
  return (
    <>
      <BookingDetails booking={state.booking} timeZone={timeZone} withName large />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={state.busy}
          onClick={() => manager.cancel(state.booking)}
          className="btn bg-red-700 text-white hover:bg-red-800"
        >
          {state.busy ? 'Cancelando...' : 'Sim, cancelar'}
        </button>
        <button
          type="button"
          disabled={state.busy}
          onClick={() => manager.keep(state.booking)}
          className="btn btn-secondary"
        >
          Manter o horário
        </button>
      </div>
    </>
  );
}

function Moving({ state, manager, timeZone }: { state: Of<'moving'>; manager: Manager; timeZone: string }) {
  return (
    <>
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
            onChoose={(start) => state.slots && manager.move(state.booking, state.slots, start)}
          />
        </div>
      ) : (
        <p role="status" className="text-slate-700">
          {MANAGE_TEXTS.loadingSlots}
        </p>
      )}
      <button type="button" onClick={() => manager.keep(state.booking)} className="btn btn-ghost justify-self-start">
        Voltar
      </button>
    </>
  );
}

/** Each state's heading and body; the states that show the booking sit further apart. */
function view(state: State, manager: Manager, timeZone: string): { title: string; wide?: boolean; body: ReactNode } {
  switch (state.kind) {
    case 'loading':
      return {
        title: 'Seu agendamento',
        body: (
          <p role="status" className="text-slate-700">
            {MANAGE_TEXTS.loading}
          </p>
        ),
      };
    case 'unreachable':
      return {
        title: 'Seu agendamento',
        body: (
          <>
            <p role="alert" className="text-red-700">
              {MANAGE_TEXTS.unreachable}
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={state.retry} className="btn btn-primary">
                Tentar novamente
              </button>
              {WHATSAPP}
            </div>
          </>
        ),
      };
    case 'not-found':
      return {
        title: 'Agendamento não encontrado',
        body: (
          <>
            <p className="text-slate-700">{BOOKING_MESSAGES.notFound}</p>
            <div className="flex flex-wrap gap-3">
              {WHATSAPP}
              <a href="/" className="btn btn-secondary">
                Ir para o início
              </a>
            </div>
          </>
        ),
      };
    case 'cancelled':
      return {
        title: 'Agendamento cancelado',
        body: (
          <>
            <p className="text-slate-700">
              {BOOKING_MESSAGES.cancelled} Quando quiser, peça uma nova demonstração pela Gê ou pelo WhatsApp.
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" data-action="chat" className="btn btn-primary">
                Conversar com a Gê
              </button>
              {WHATSAPP}
            </div>
          </>
        ),
      };
    case 'booked':
      return {
        title: 'Sua demonstração está marcada',
        wide: true,
        body: <Booked state={state} manager={manager} timeZone={timeZone} />,
      };
    case 'confirm-cancel':
      return {
        title: MANAGE_TEXTS.cancelConfirm,
        wide: true,
        body: <ConfirmCancel state={state} manager={manager} timeZone={timeZone} />,
      };
    case 'moving':
      return {
        title: 'Escolha o novo horário',
        wide: true,
        body: <Moving state={state} manager={manager} timeZone={timeZone} />,
      };
  }
}

export default function BookingManage() {
  const manager = useManagedBooking();
  const heading = useRef<HTMLHeadingElement>(null);
  const timeZone = typeof window === 'undefined' ? 'America/Sao_Paulo' : visitorTimeZone();
  const { kind } = manager.state;
  useEffect(() => {
    if (kind !== 'loading') heading.current?.focus();
  }, [kind]);
  const { title, wide, body } = view(manager.state, manager, timeZone);
  return (
    <div className={wide ? 'grid gap-6' : 'grid gap-4'}>
      <Title text={title} headingRef={heading} />
      {body}
    </div>
  );
}
