/**
 * Gê's conversation as a store: the pure reducer of lib/chat/reducer.ts, its effects run
 * here (call 2, call 3, delayed replies, analytics). Loads with the chat island; the page
 * talks to it through stores/overlays.ts (open, askGe).
 */
import { atom } from 'nanostores';
import { trackChatbot } from '../lib/analytics.ts';
import { postChatMessage, submitChatLead } from '../lib/api/calls.ts';
import {
  type ChatEffect,
  type ChatEventInput,
  type ChatState,
  chatReducer,
  initialChatState,
} from '../lib/chat/reducer.ts';
import { chatSessionId } from '../lib/session.ts';
import { safeStorage } from '../lib/storage.ts';
import { $chatOpen, $chatQuestion, $chatStartDelay } from './overlays.ts';

export const $chat = atom<ChatState>(initialChatState(typeof location === 'undefined' ? '/' : location.pathname));

const timers = new Set<ReturnType<typeof setTimeout>>();

function later(ms: number, event: ChatEventInput): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    dispatchChat(event);
  }, ms);
  timers.add(timer);
}

function run(effect: ChatEffect): void {
  const state = $chat.get();
  const context = { page: state.page, sessionId: chatSessionId(safeStorage('session')) };
  switch (effect.kind) {
    case 'post':
      void postChatMessage({
        message: effect.message,
        field: effect.field,
        step: effect.step,
        formData: effect.formData,
        ...context,
      });
      return;
    case 'later':
      later(effect.ms, effect.event);
      return;
    case 'submit':
      submitChatLead(effect.lead, context).then(
        () => dispatchChat({ type: 'submitted', ok: true }),
        (error: unknown) => {
          console.error('Erro na resposta da API', error);
          dispatchChat({ type: 'submitted', ok: false });
        },
      );
      return;
    case 'track':
      trackChatbot(effect.action, effect.label, effect.value);
      return;
  }
}

/** Every change of the conversation goes through here. */
export function dispatchChat(event: ChatEventInput): void {
  if (event.type === 'restart') {
    // Replies still on their way belong to the old conversation.
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }
  const { state, effects } = chatReducer($chat.get(), { ...event, now: Date.now() } as Parameters<
    typeof chatReducer
  >[1]);
  $chat.set(state);
  for (const effect of effects) run(effect);
}

let started = false;

/**
 * Connects the conversation to the page's overlay store, once: opening greets (after the
 * popup's 500 ms), and a question asked through askGe() is handed to the reducer, which
 * sends it as soon as Gê can take it.
 */
export function connectChat(): void {
  if (started) return;
  started = true;
  let greeting: ReturnType<typeof setTimeout> | undefined;
  $chatOpen.subscribe((open) => {
    if (!open || $chat.get().step !== 'greeting' || greeting) return;
    greeting = setTimeout(() => dispatchChat({ type: 'start', path: location.pathname }), $chatStartDelay.get());
  });
  $chatQuestion.subscribe((question) => {
    if (question === null) return;
    $chatQuestion.set(null);
    dispatchChat({ type: 'ask', text: question });
  });
}
