import { useEffect, useRef } from 'react';
import { type SendState, watchSend } from '../runtime/api/outbox.ts';

/**
 * Follows a send (runtime/api/outbox.ts `watchSend`) for as long as the view shows it: each
 * state it takes, now and later (a kept lead delivered by a background flush or another tab),
 * reaches `onState`. The one way a page island learns what became of what it sent.
 */
export function useSend(key: string | undefined, onState: (state: SendState) => void): void {
  const handler = useRef(onState);
  handler.current = onState;
  useEffect(() => (key ? watchSend(key, (state) => handler.current(state)) : undefined), [key]);
}
