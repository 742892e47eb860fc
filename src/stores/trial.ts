/** The trial's two steps as a store (logic/flows/trial.ts runs here); loads with its island. */

import { initialTrial, trialReducer } from '../logic/flows/trial.ts';
import { TRIAL_MESSAGES } from '../logic/messages.ts';
import { createAccess, startTrial } from '../runtime/api/calls.ts';
import { flowStore } from './flow.ts';
import { $trialOpen, $trialVariant } from './overlays.ts';

export const { $state: $trialFlow, dispatch: dispatchTrial } = flowStore(
  initialTrial,
  trialReducer,
  (effect, dispatch) => {
    const { session } = effect;
    if (effect.kind === 'start') {
      // A resend's outcome is its own: step 2 stays, with a new code expected.
      startTrial(effect.form, effect.honeypot, { session, fresh: effect.fresh }).then(
        (code) => dispatch({ type: effect.fresh ? 'resent' : 'started', session, code }),
        (error: unknown) => {
          console.error(TRIAL_MESSAGES.startFailed, error);
          dispatch({ type: effect.fresh ? 'resendFailed' : 'startFailed', session });
        },
      );
    } else {
      createAccess(effect.form).then(
        (response) => dispatch({ type: 'created', session, response }),
        (error: unknown) => {
          console.error(TRIAL_MESSAGES.signUpFailed, error);
          dispatch({ type: 'createFailed', session });
        },
      );
    }
  },
);

let connected = false;

/** Each opening of the modal starts the flow over (docs/behaviour.md §4). */
export function connectTrial(): void {
  if (connected) return;
  connected = true;
  let wasOpen = false;
  $trialOpen.subscribe((open) => {
    if (open && !wasOpen) dispatchTrial({ type: 'open', variant: $trialVariant.get() });
    wasOpen = open;
  });
}
