/**
 * Hydrates a page island: its HTML was rendered at build time (components/Island.astro),
 * and React adopts it as it is, so what the visitor typed meanwhile stays. Resolves once
 * React has committed the island: only then are held actions replayed, because React
 * hydrates early for a replayed click but not for a submit (a form sent with Enter).
 */
import { type ComponentType, createElement, type ReactNode, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Renders nothing of its own, so the island's markup is unchanged; its effect runs last. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}

export function hydrate<P extends object>(root: HTMLElement, Component: ComponentType<P>, props: P): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(root, createElement(Committed, { onCommit: () => resolve() }, createElement(Component, props)), {
      // A mismatch would make React render the island again, losing typed text: say so loudly.
      onRecoverableError: (error) => console.error('Island hydration mismatch', root.dataset.island, error),
    });
  });
}
