declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates a global island on the visitor's first intent: see src/lib/directives/intent.ts. */
    'client:intent'?: 'chat' | 'demo' | 'trial';
  }
}

export {};
