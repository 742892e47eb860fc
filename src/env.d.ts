declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates a global island on the visitor's first intent: see src/lib/directives/intent.ts. */
    'client:intent'?: 'chat' | 'demo' | 'trial';
    /** Hydrates when the visitor reaches for the island, or at once with the named query parameter: see src/lib/directives/interact.ts. */
    'client:interact'?: boolean | string;
  }
}

export {};
