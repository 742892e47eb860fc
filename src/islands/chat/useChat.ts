/**
 * Runs Gê's reducer in React: keeps the state, delivers later events on timers, and
 * performs the effects (call 2, call 3 through the outbox, analytics).
 */
import { useEffect, useRef, useState } from 'react';
import { trackChatbot } from '../../lib/analytics.ts';
import { postChatMessage, submitChatLead } from '../../lib/api/calls.ts';
import {
  type ChatEffect,
  type ChatEventInput,
  type ChatState,
  chatReducer,
  initialChatState,
} from '../../lib/chat/reducer.ts';
import { chatSessionId } from '../../lib/session.ts';
import { safeStorage } from '../../lib/storage.ts';

export function useChat(page: string) {
  const [state, setState] = useState<ChatState>(() => initialChatState(page));
  const stateRef = useRef(state);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sessionId = useRef<string>('');
  if (!sessionId.current) sessionId.current = chatSessionId(safeStorage('session'));

  // Created once: the functions read the refs, so they never go stale.
  const engine = useRef<{ dispatch: (event: ChatEventInput) => void } | null>(null);
  if (!engine.current) {
    const run = (effect: ChatEffect) => {
      const context = { page: stateRef.current.page, sessionId: sessionId.current };
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
            timers.current.delete(timer);
            dispatch(effect.event);
          }, effect.ms);
          timers.current.add(timer);
          return;
        }
        case 'submit':
          submitChatLead(effect.lead, context).then(
            () => dispatch({ type: 'submitted', ok: true }),
            (error: unknown) => {
              console.error('Erro na resposta da API', error);
              dispatch({ type: 'submitted', ok: false });
            },
          );
          return;
        case 'track':
          trackChatbot(effect.action, effect.label, effect.value);
          return;
      }
    };
    const dispatch = (event: ChatEventInput) => {
      if (event.type === 'restart') {
        // Replies still on their way belong to the old conversation.
        for (const timer of timers.current) clearTimeout(timer);
        timers.current.clear();
      }
      const { state: next, effects } = chatReducer(stateRef.current, { ...event, now: Date.now() });
      stateRef.current = next;
      setState(next);
      for (const effect of effects) run(effect);
    };
    engine.current = { dispatch };
  }
  const { dispatch } = engine.current;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return { state, dispatch };
}
