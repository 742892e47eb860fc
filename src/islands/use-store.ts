import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from '../stores/atom.ts';

/** A store's value (stores/atom.ts), with a new render whenever it changes. */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(subscribe, store.get, store.get);
}
