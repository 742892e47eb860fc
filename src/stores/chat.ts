/**
 * Gê's conversation as a store: the pure reducer of logic/chat/reducer.ts, its effects run
 * here (call 2, call 3, delayed replies, analytics). Loads with the chat island; the page
 * talks to it through stores/overlays.ts (open, askGe).
 */

import { leadKeyOf } from '../contracts/protocol.ts';
import {
  type ChatEffect,
  type ChatEventInput,
  chatReducer,
  type HomeDemoAnswers,
  initialChatState,
} from '../logic/chat/reducer.ts';
import { trackChatbot } from '../runtime/analytics.ts';
import { postChatMessage, submitChatLead } from '../runtime/api/calls.ts';
import { followLatest, type SendState } from '../runtime/api/outbox.ts';
import { chatSessionId } from '../runtime/session.ts';
import { safeStorage } from '../runtime/storage.ts';
import { flowStore } from './flow.ts';
import { $chatOpen, $chatQuestion, $chatStartDelay } from './overlays.ts';

const timers = new Set<ReturnType<typeof setTimeout>>();
/** Gê follows her lead's latest send (a retry or a restart makes another). */
const followLead = followLatest();
let sessionId = '';

const flow = flowStore(
  initialChatState(typeof location === 'undefined' ? '/' : location.pathname),
  chatReducer,
  (effect: ChatEffect) => {
    sessionId ||= chatSessionId(safeStorage('session'));
    const context = { page: $chat.get().page, sessionId };
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
      case 'later': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          dispatchChat(effect.event);
        }, effect.ms);
        timers.add(timer);
        return;
      }
      case 'submit': {
        // What Gê says is the state of the lead's send, now and whenever it changes.
        followLead(submitChatLead(effect.lead, context).key, (state: SendState) => {
          if (state.status === 'kept') dispatchChat({ type: 'kept' });
          else if (state.status === 'delivered') {
            dispatchChat({ type: 'submitted', ok: true, leadKey: leadKeyOf(state.key) });
          } else if (state.status !== 'sending') {
            console.error('Erro na resposta da API', state);
            dispatchChat({ type: 'submitted', ok: false });
          }
        });
        return;
      }
      case 'track':
        trackChatbot(effect.action, effect.label, effect.value);
        return;
    }
  },
);

export const $chat = flow.$state;

/** Every change of the conversation goes through here, stamped with the time it happens. */
export function dispatchChat(event: ChatEventInput): void {
  if (event.type === 'restart') {
    // Replies still on their way belong to the old conversation.
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }
  flow.dispatch({ ...event, now: Date.now() });
}

/** The home page's demo form as Gê takes it over: its values, its choices by their labels. */
function homeDemoAnswers(form: HTMLFormElement): HomeDemoAnswers {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLSelectElement) return field.value ? (field.selectedOptions[0]?.text ?? '') : '';
    return field instanceof HTMLInputElement ? field.value : '';
  };
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    company: value('company'),
    revenue: value('revenue'),
    challenge: value('challenge'),
  };
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
    if (typeof question === 'string') dispatchChat({ type: 'ask', text: question });
    else dispatchChat({ type: 'handover', answers: homeDemoAnswers(question) });
  });
}
