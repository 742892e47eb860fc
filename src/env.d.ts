declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrates when the visitor reaches for the island (or at once with the named query
     * parameter), holding clicks and submissions until it is ready: see
     * src/client/directives/interact.ts.
     */
    'client:interact'?: boolean | string;
  }
}

export {};
