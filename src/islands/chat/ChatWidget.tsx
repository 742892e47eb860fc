/**
 * Gê, the chat assistant (SPEC section 2): the 384 x 500 px panel (full screen on phones)
 * that the avatar button opens. The conversation is the reducer of src/lib/chat.
 */
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { placeholderFor } from '../../lib/chat/reducer.ts';
import { CHAT_TEXTS } from '../../lib/chat/texts.ts';
import { CONTACT_TIME_OPTIONS, EMPLOYEE_OPTIONS } from '../../lib/options.ts';
import { $chatOpen, $chatStartDelay, closeChat } from '../../stores/overlays.ts';
import { CloseIcon } from '../CloseIcon.tsx';
import { useHydratedStore } from '../useHydratedStore.ts';
import { useChat } from './useChat.ts';

const TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

function Avatar({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#1b5ee3" />
      <circle cx="24" cy="27" r="3.2" fill="#fff" />
      <circle cx="40" cy="27" r="3.2" fill="#fff" />
      <path d="M22 38c5 6 15 6 20 0" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export default function ChatWidget() {
  const open = useHydratedStore($chatOpen, false);
  const startDelay = useStore($chatStartDelay);
  const { state, dispatch } = useChat(typeof location === 'undefined' ? '/' : location.pathname);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  // Opening greets (after 500 ms from the popup); the conversation starts as soon as it loaded.
  useEffect(() => {
    if (!open || state.messages.length) return;
    const timer = setTimeout(() => dispatch({ type: 'start', path: location.pathname }), startDelay);
    return () => clearTimeout(timer);
  }, [open, startDelay, state.messages.length, dispatch]);

  // Focus into the input on open, back to the avatar on close.
  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) document.getElementById('ge-launcher')?.focus();
    wasOpen.current = open;
  }, [open]);

  // The newest message in view.
  const count = state.messages.length + (state.typing ? 1 : 0) + (state.submitting ? 1 : 0);
  useEffect(() => {
    if (count) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  // Back to the input when the bot has answered.
  useEffect(() => {
    if (open && !state.typing && !state.picker) input.current?.focus();
  }, [open, state.typing, state.picker]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const busy = state.typing || state.submitting;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      dispatch({ type: 'send' });
    }
  };

  // 0.1 s between the messages of one burst from the same sender.
  let burst = 0;
  const delays = state.messages.map((m, i) => {
    burst = i > 0 && state.messages[i - 1]?.type === m.type ? burst + 1 : 0;
    return burst * 0.1;
  });

  return (
    <section
      id="ge-panel"
      ref={panel}
      hidden={!open}
      // Scripts that type into Gê (the modules' 'Saber mais') wait for a step past 'greeting':
      // the server-rendered input exists before the island hydrates, and text typed there is lost.
      data-step={state.step}
      aria-label="Gê - Assistente Digital"
      className="fixed inset-0 z-[60] flex flex-col overflow-hidden bg-white shadow-2xl sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[500px] sm:w-[384px] sm:rounded-2xl sm:border sm:border-slate-200"
    >
      <header className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <Avatar className="size-10 shrink-0" />
        <div className="flex-1 leading-tight">
          <p className="font-semibold">Gê - Assistente Digital</p>
          <p className="text-xs text-brand-100">Demonstração Gratuita</p>
        </div>
        <button
          type="button"
          onClick={closeChat}
          className="rounded-full p-2 hover:bg-white/15"
          aria-label="Fechar conversa"
        >
          <CloseIcon />
        </button>
      </header>

      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label="Conversa com a Gê"
        className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        {state.messages.map((m, i) => (
          <div
            key={m.id}
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
        {state.typing && (
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

      <div className="border-t border-slate-200 bg-white p-3">
        {state.step === 'completed' ? (
          <button
            type="button"
            onClick={() => dispatch({ type: 'restart' })}
            className="w-full rounded-full bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
          >
            Reiniciar Conversa
          </button>
        ) : state.step === 'error' ? (
          <button
            type="button"
            onClick={() => dispatch({ type: 'retry' })}
            className="w-full rounded-full bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-800"
          >
            Tentar Novamente
          </button>
        ) : state.picker ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">
              {state.picker === 'contactTime' ? CHAT_TEXTS.contactTimeLabel : CHAT_TEXTS.employeesLabel}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {(state.picker === 'contactTime' ? CONTACT_TIME_OPTIONS : EMPLOYEE_OPTIONS).map((option) => (
                <button
                  key={option}
                  type="button"
                  onClick={() => dispatch({ type: 'pick', value: option })}
                  className="rounded-full border border-brand-200 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {option}
                </button>
              ))}
            </div>
          </fieldset>
        ) : (
          <div className="flex items-center gap-2">
            <label htmlFor="ge-input" className="sr-only">
              Sua resposta para a Gê
            </label>
            <input
              id="ge-input"
              ref={input}
              type="text"
              inputMode={
                state.step === 'collecting_phone' ? 'tel' : state.step === 'collecting_email' ? 'email' : 'text'
              }
              autoComplete="off"
              value={state.input}
              placeholder={placeholderFor(state.step)}
              onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
              onKeyDown={onKeyDown}
              disabled={state.submitting}
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
            />
            <button
              type="button"
              onClick={() => dispatch({ type: 'send' })}
              data-chat-send
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
        )}
        <p className="mt-2 text-center text-[11px] text-slate-600">
          Transforme seu atendimento com inteligência artificial ✨
        </p>
      </div>
    </section>
  );
}
