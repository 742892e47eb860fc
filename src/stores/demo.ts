/** The demo modal's flow as a store (logic/flows/demo.ts runs here); loads with its island. */

import type { DemoForm } from '../contracts/payloads.ts';
import { leadKeyOf } from '../contracts/protocol.ts';
import { type DemoEvent, demoReducer, initialDemo } from '../logic/flows/demo.ts';
import { DEMO_MESSAGES } from '../logic/messages.ts';
import { trackChatbot } from '../runtime/analytics.ts';
import { sendLead } from '../runtime/api/calls.ts';
import { followLatest, type SendState } from '../runtime/api/outbox.ts';
import { flowStore } from './flow.ts';
import { $demoOpen, $demoToBook, closeDemo } from './overlays.ts';

/** The dialog shows its latest send. */
const follow = followLatest();

/** The event a send's state is for the dialog: what it shows is the state of its send. */
function eventOf(state: SendState, values: DemoForm, bot: boolean): DemoEvent | undefined {
  switch (state.status) {
    case 'kept':
      return { type: 'kept' };
    case 'delivered':
      // A booking points to the lead itself, also when this send was its correction.
      // A bot's has no key: nothing to book on.
      return { type: 'sent', values, key: bot ? '' : leadKeyOf(state.key) };
    case 'refused':
    case 'failed':
      console.error(DEMO_MESSAGES.error, state);
      return { type: 'failed' };
    case 'sending':
      return undefined;
  }
}

export const { $state: $demo, dispatch: dispatchDemo } = flowStore(initialDemo, demoReducer, (effect, dispatch) => {
  switch (effect.kind) {
    case 'send': {
      const outgoing = sendLead('demoRequest', effect.values, effect.honeypot);
      follow(outgoing.key, (state) => {
        const event = eventOf(state, effect.values, Boolean(outgoing.bot));
        if (event) dispatch(event);
      });
      return;
    }
    case 'later':
      setTimeout(() => dispatch(effect.event), effect.ms);
      return;
    case 'close':
      closeDemo();
      return;
    case 'track':
      // Labelled as the booking's origin: the demo dialog, or a sector's 'Agendar Consultoria'.
      trackChatbot(effect.action, $demoToBook.get() ? 'sector' : 'demo');
      return;
  }
});

// Closed by the visitor after a success: the next opening shows an empty form again.
$demoOpen.listen((open) => {
  if (!open) dispatchDemo({ type: 'closed' });
});
