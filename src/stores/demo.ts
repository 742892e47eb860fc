/** The demo modal's flow as a store (lib/flows/demo.ts runs here); loads with its island. */
import { atom } from 'nanostores';
import { submitDemoRequest } from '../lib/api/calls.ts';
import { type DemoEffect, type DemoEvent, demoReducer, initialDemo } from '../lib/flows/demo.ts';
import { DEMO_MESSAGES } from '../lib/messages.ts';
import { closeDemo } from './overlays.ts';

export const $demo = atom(initialDemo);

function run(effect: DemoEffect): void {
  switch (effect.kind) {
    case 'send':
      submitDemoRequest(effect.values, effect.honeypot).then(
        () => dispatchDemo({ type: 'sent' }),
        (error: unknown) => {
          console.error(DEMO_MESSAGES.error, error);
          dispatchDemo({ type: 'failed' });
        },
      );
      return;
    case 'later':
      setTimeout(() => dispatchDemo(effect.event), effect.ms);
      return;
    case 'close':
      closeDemo();
      return;
  }
}

export function dispatchDemo(event: DemoEvent): void {
  const { state, effects } = demoReducer($demo.get(), event);
  $demo.set(state);
  for (const effect of effects) run(effect);
}
