/** The trial's two steps as a store (lib/flows/trial.ts runs here); loads with its island. */
import { atom } from 'nanostores';
import { createAccess, startTrial } from '../lib/api/calls.ts';
import { initialTrial, type TrialEffect, type TrialEvent, trialReducer } from '../lib/flows/trial.ts';
import { TRIAL_MESSAGES } from '../lib/messages.ts';
import { $trialOpen, $trialVariant } from './overlays.ts';

export const $trialFlow = atom(initialTrial);

function run(effect: TrialEffect): void {
  const { session } = effect;
  if (effect.kind === 'start') {
    startTrial(effect.form, effect.honeypot).then(
      (code) => dispatchTrial({ type: 'started', session, code }),
      (error: unknown) => {
        console.error(TRIAL_MESSAGES.startFailed, error);
        dispatchTrial({ type: 'startFailed', session });
      },
    );
  } else {
    createAccess(effect.form).then(
      (response) => dispatchTrial({ type: 'created', session, response }),
      (error: unknown) => {
        console.error(TRIAL_MESSAGES.signUpFailed, error);
        dispatchTrial({ type: 'createFailed', session });
      },
    );
  }
}

export function dispatchTrial(event: TrialEvent): void {
  const { state, effects } = trialReducer($trialFlow.get(), event);
  $trialFlow.set(state);
  for (const effect of effects) run(effect);
}

let connected = false;

/** Each opening of the modal starts the flow over (SPEC section 4). */
export function connectTrial(): void {
  if (connected) return;
  connected = true;
  let wasOpen = false;
  $trialOpen.subscribe((open) => {
    if (open && !wasOpen) dispatchTrial({ type: 'open', variant: $trialVariant.get() });
    wasOpen = open;
  });
}
