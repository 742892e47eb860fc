/** The demo modal's flow as a store (logic/flows/demo.ts runs here); loads with its island. */

import { demoReducer, initialDemo } from '../logic/flows/demo.ts';
import { DEMO_MESSAGES } from '../logic/messages.ts';
import { sendLead } from '../runtime/api/calls.ts';
import { flowStore } from './flow.ts';
import { closeDemo } from './overlays.ts';

export const { $state: $demo, dispatch: dispatchDemo } = flowStore(initialDemo, demoReducer, (effect, dispatch) => {
  switch (effect.kind) {
    case 'send':
      sendLead('demoRequest', effect.values, effect.honeypot).then(
        () => dispatch({ type: 'sent' }),
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
  }
});
