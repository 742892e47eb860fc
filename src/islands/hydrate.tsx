/**
 * Hydrates a page island: its HTML was rendered at build time (components/Island.astro),
 * and React adopts it as it is, so what the visitor typed meanwhile stays.
 */
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrate<P extends object>(root: HTMLElement, Component: ComponentType<P>, props: P): void {
  hydrateRoot(root, createElement(Component, props), {
    // A mismatch would make React render the island again, losing typed text: say so loudly.
    onRecoverableError: (error) => console.error('Island hydration mismatch', root.dataset.island, error),
  });
}
