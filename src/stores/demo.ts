/** The demo modal's flow as a store (logic/flows/demo.ts runs here); loads with its island. */

import { demoReducer, initialDemo } from '../logic/flows/demo.ts';
import { DEMO_MESSAGES } from '../logic/messages.ts';
import { trackChatbot } from '../runtime/analytics.ts';
import { sendLead } from '../runtime/api/calls.ts';
import { flowStore } from './flow.ts';
import { $demoOpen, $demoToBook, closeDemo } from './overlays.ts';

export const { $state: $demo, dispatch: dispatchDemo } = flowStore(initialDemo, demoReducer, (effect, dispatch) => {
  switch (effect.kind) {
    case 'send':
      sendLead('demoRequest', effect.values, effect.honeypot).then(
        (key) => dispatch({ type: 'sent', values: effect.values, key }),
        (error: unknown) => {
          console.error(DEMO_MESSAGES.error, error);
          dispatch({ type: 'failed' });
        },
      );
      return;
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
