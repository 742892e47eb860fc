/**
 * The site's state (the overlays, the menus, the overlays' flows): a value, and the listeners
 * told when it changes; components read it through islands/use-store.ts. Written here rather
 * than taken from nanostores: it ships in every page's first script, whose 6 KB budget this
 * saves about 0.3 KB gzipped of, and nothing here needs more.
 */
export interface ReadableAtom<T> {
  get(): T;
  /** Called on each change, not now; returns the way to stop. */
  listen(listener: (value: T) => void): () => void;
  /** Called now with the value, then on each change; returns the way to stop. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface WritableAtom<T> extends ReadableAtom<T> {
  set(value: T): void;
}

export function atom<T>(initial: T): WritableAtom<T> {
  const listeners = new Set<(value: T) => void>();
  let current = initial;
  const store: WritableAtom<T> = {
    get: () => current,
    set(value) {
      if (value === current) return;
      current = value;
      for (const listener of [...listeners]) {
        // A listener set a newer value, which every listener has been told already.
        if (current !== value) return;
        listener(value);
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(listener) {
      const stop = store.listen(listener);
      listener(current);
      return stop;
    },
  };
  return store;
}
