/**
 * A store over a pure reducer that returns effects: the shape of every overlay's flow
 * (chat, demo, trial). Each event goes through the reducer; the new state is set, then
 * `run` performs the effects, dispatching whatever they bring back.
 */
import { atom, type ReadableAtom } from 'nanostores';

export function flowStore<State, Event, Effect>(
  initial: State,
  reduce: (state: State, event: Event) => { state: State; effects: Effect[] },
  run: (effect: Effect, dispatch: (event: Event) => void) => void,
): { $state: ReadableAtom<State>; dispatch: (event: Event) => void } {
  const $state = atom(initial);
  const dispatch = (event: Event): void => {
    const { state, effects } = reduce($state.get(), event);
    $state.set(state);
    for (const effect of effects) run(effect, dispatch);
  };
  return { $state, dispatch };
}
