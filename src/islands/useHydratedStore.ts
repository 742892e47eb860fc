/**
 * useStore for islands that hydrate after their store changed (client:intent): the first
 * render matches the server's HTML, the store's value follows right after hydration.
 * Without it React keeps the server's attributes (a `hidden` panel, say) on mismatch.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : serverValue;
}
