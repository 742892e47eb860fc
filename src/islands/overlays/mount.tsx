/**
 * Renders an overlay's island into its frame's body (the frame itself is static HTML that
 * the page's runtime already shows). flushSync: the body is in the page when mount returns,
 * so the runtime can move focus into it at once.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export function mountInto(body: HTMLElement, node: ReactNode): void {
  const root = createRoot(body);
  flushSync(() => root.render(node));
}
