/**
 * Gê's conversation (docs/behaviour.md §2, Chat assistant): the message log and the input, inside
 * the static panel of components/shell/ChatLauncher.astro, which opens at once. The
 * conversation is the store of stores/chat.ts.
 */

import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { whatsappLink } from '../../config/site.ts';
import { CONTACT_TIME_OPTIONS, EMPLOYEE_OPTIONS } from '../../contracts/options.ts';
import { visitorTimeZone, whenWithZone } from '../../logic/booking.ts';
import { type ChatState, placeholderFor } from '../../logic/chat/reducer.ts';
import { BOOKING_CHOICES, CHAT_TEXTS } from '../../logic/chat/texts.ts';
import { $chat, connectChat, dispatchChat } from '../../stores/chat.ts';
import { $chatOpen } from '../../stores/overlays.ts';
import { BookingStep } from '../booking/BookingStep.tsx';
import { mountInto } from './mount.tsx';

const TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The booking step inside the log, after Gê's last message (docs/behaviour.md §10). */
function Booking({ state }: { state: ChatState }) {
  const { formData } = state;
  const lead = {
    name: formData.name ?? '',
    email: formData.email ?? '',
    phone: formData.phone ?? '',
    company: formData.company ?? '',
    employees: formData.employees ?? '',
    mainPoint: formData.mainPoint ?? '',
  };
  return (
    <div className="rounded-xl bg-white p-3 shadow-sm" data-testid="ge-booking">
      <BookingStep
        lead={lead}
        leadKey={state.leadKey}
        origin="chatbot"
        contactTime={formData.contactTime}
        onSettled={({ booking }) =>
          dispatchChat({
            type: 'booked',
            message: booking
              ? CHAT_TEXTS.booked(lead.name, whenWithZone(booking.start, visitorTimeZone()), booking.protocol)
              : CHAT_TEXTS.bookingPending,
          })
        }
      />
    </div>
  );
}

/**
 * Keeps the newest message in view: when one arrives, and when the log shrinks (a picker or a
 * button, taller than the input, takes its place) or a message grows, unless the visitor has
 * scrolled up to read.
 */
function usePinnedToEnd(list: RefObject<HTMLDivElement | null>, count: number): void {
  useEffect(() => {
    if (count) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count, list]);
  useEffect(() => {
    const log = list.current;
    if (!log) return;
    // Only the visitor scrolling up unpins the end. A scroll event can arrive after more
    // content has grown below (our own scroll to the end, then a message): judged by distance
    // alone it unpinned the log, and the booking offer ended up hidden under its buttons.
    let atEnd = true;
    let lastTop = log.scrollTop;
    const onScroll = () => {
      if (log.scrollHeight - log.scrollTop - log.clientHeight < 8) atEnd = true;
      else if (log.scrollTop < lastTop) atEnd = false;
      lastTop = log.scrollTop;
    };
    const pin = new ResizeObserver(() => {
      if (atEnd) log.scrollTo({ top: log.scrollHeight });
    });
    // Content that grows after it arrives (the booking step, once its code and slots are in)
    // keeps the end in view too: every child of the log is watched.
    const watch = () => {
      for (const child of log.children) pin.observe(child);
    };
    const arrivals = new MutationObserver(watch);
    log.addEventListener('scroll', onScroll, { passive: true });
    pin.observe(log);
    watch();
    arrivals.observe(log, { childList: true });
    return () => {
      pin.disconnect();
      arrivals.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, [list]);
}

/** The messages, Gê typing, the booking step and the sending line. */
function MessageLog({ state, list }: { state: ChatState; list: RefObject<HTMLDivElement | null> }) {
  const greeting = state.step === 'greeting';
  // 0.1 s between the messages of one burst from the same sender.
  let burst = 0;
  const delays = state.messages.map((m, i) => {
    burst = i > 0 && state.messages[i - 1]?.type === m.type ? burst + 1 : 0;
    return burst * 0.1;
  });
  return (
    <div
      ref={list}
      role="log"
      aria-live="polite"
      aria-label="Conversa com a Gê"
      data-step={state.step}
      className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      {state.messages.map((m, i) => (
        <div
          key={m.id}
          data-from={m.type}
          className={`ge-message flex ${m.type === 'user' ? 'justify-end' : 'justify-start'}`}
          style={{ animationDelay: `${delays[i]}s` }}
        >
          <div
            className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm ${
              m.type === 'user' ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-white text-slate-800'
            }`}
          >
            <span className="sr-only">{m.type === 'user' ? 'Você: ' : 'Gê: '}</span>
            <p className="whitespace-pre-line">{m.content}</p>
            <time
              dateTime={m.timestamp}
              className={`mt-1 block text-right text-[11px] ${m.type === 'user' ? 'text-brand-100' : 'text-slate-600'}`}
            >
              {TIME_FORMAT.format(new Date(m.timestamp))}
            </time>
          </div>
        </div>
      ))}
      {(state.typing || greeting) && (
        <div className="flex justify-start" data-testid="ge-typing">
          <div className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-sm">
            <span className="sr-only">Gê está digitando</span>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-2 animate-bounce rounded-full bg-slate-500"
                style={{ animationDelay: `${dot * 0.15}s` }}
              />
            ))}
          </div>
        </div>
      )}
      {state.booking === 'choosing' && !state.typing && <Booking state={state} />}
      {state.submitting && (
        <div className="flex items-center gap-2 text-sm font-medium text-brand-800" role="status">
          <span
            className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden="true"
          />
          {CHAT_TEXTS.sending}
        </div>
      )}
    </div>
  );
}

/** Options answered with one tap each: the contact time, the team's size, the booking offer. */
function Choices({ options }: { options: readonly string[] }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          onClick={() => dispatchChat({ type: 'pick', value: option })}
          className="rounded-full border border-brand-200 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {option}
        </button>
      ))}
    </div>
  );
}

/** After the lead is sent: the booking offer (and WhatsApp for 'Agora'), then a new conversation. */
function Completed({ state, picker }: { state: ChatState; picker: RefObject<HTMLFieldSetElement | null> }) {
  return (
    <div className="grid gap-2">
      {state.picker === 'booking' && (
        <fieldset ref={picker}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{CHAT_TEXTS.bookingLabel}</legend>
          <Choices options={BOOKING_CHOICES} />
          {state.formData.contactTime === 'Agora' && (
            <a
              href={whatsappLink(CHAT_TEXTS.whatsappNow(state.formData.name ?? '', state.formData.company ?? ''))}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-whatsapp mt-2 w-full"
            >
              Falar agora no WhatsApp
            </a>
          )}
        </fieldset>
      )}
      <button
        type="button"
        onClick={() => dispatchChat({ type: 'restart' })}
        className="w-full rounded-full bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
      >
        Reiniciar Conversa
      </button>
    </div>
  );
}

/** Where the visitor types an answer, and the send button. */
function Composer({ state, input }: { state: ChatState; input: RefObject<HTMLInputElement | null> }) {
  const busy = state.step === 'greeting' || state.typing || state.submitting;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      dispatchChat({ type: 'send' });
    }
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="ge-input" className="sr-only">
        Sua resposta para a Gê
      </label>
      <input
        id="ge-input"
        ref={input}
        type="text"
        inputMode={state.step === 'collecting_phone' ? 'tel' : state.step === 'collecting_email' ? 'email' : 'text'}
        autoComplete="off"
        value={state.input}
        placeholder={placeholderFor(state.step)}
        onChange={(event) => dispatchChat({ type: 'input', value: event.target.value })}
        onKeyDown={onKeyDown}
        disabled={state.submitting}
        className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
      />
      <button
        type="button"
        onClick={() => dispatchChat({ type: 'send' })}
        disabled={busy || !state.input.trim()}
        aria-label="Enviar mensagem"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}

/** What the visitor answers with at this step: the input, a picker, or a button. */
function Answer({
  state,
  input,
  picker,
}: {
  state: ChatState;
  input: RefObject<HTMLInputElement | null>;
  picker: RefObject<HTMLFieldSetElement | null>;
}) {
  if (state.step === 'completed') return <Completed state={state} picker={picker} />;
  if (state.step === 'error' || state.step === 'kept') {
    // Kept: it goes by itself; the visitor may still try now.
    const kept = state.step === 'kept';
    return (
      <button
        type="button"
        onClick={() => dispatchChat({ type: 'retry' })}
        className={
          kept
            ? 'w-full rounded-full border border-brand-300 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50'
            : 'w-full rounded-full bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-800'
        }
      >
        {kept ? CHAT_TEXTS.retryNow : 'Tentar Novamente'}
      </button>
    );
  }
  if (state.picker) {
    return (
      <fieldset ref={picker}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {state.picker === 'contactTime' ? CHAT_TEXTS.contactTimeLabel : CHAT_TEXTS.employeesLabel}
        </legend>
        <Choices options={state.picker === 'contactTime' ? CONTACT_TIME_OPTIONS : EMPLOYEE_OPTIONS} />
      </fieldset>
    );
  }
  return <Composer state={state} input={input} />;
}

function Conversation() {
  const state = useStore($chat);
  const open = useStore($chatOpen);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLFieldSetElement>(null);
  usePinnedToEnd(list, state.messages.length + (state.typing ? 1 : 0) + (state.submitting ? 1 : 0));

  // Focus where the visitor answers: the input, or the first option of a picker. With neither
  // (a picker answered after the completion), focus was on a button that is gone: the log,
  // where Gê's reply is, takes it rather than the page's <body>.
  useEffect(() => {
    if (!open || state.typing) return;
    if (state.picker) picker.current?.querySelector('button')?.focus();
    else if (input.current) input.current.focus();
    else if (document.activeElement === document.body) list.current?.focus({ preventScroll: true });
  }, [open, state.typing, state.picker]);

  return (
    <>
      <MessageLog state={state} list={list} />
      <div className="border-t border-slate-200 bg-white p-3">
        <Answer state={state} input={input} picker={picker} />
      </div>
    </>
  );
}

export function mount(body: HTMLElement): void {
  connectChat();
  mountInto(body, <Conversation />);
}
