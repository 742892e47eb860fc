/**
 * Path of each call (SPEC section 7) below its host. In production the hosts are the
 * provider's (src/config/endpoints.ts); locally server/ answers at these same paths.
 */
export const CALL_PATHS = {
  /** Calls 1 and 3: the demo webhook (modal form and the chat's final submit). */
  demo: '/webhook/demo',
  /** Call 2: each chat message. */
  chatMessage: '/webhook/chat-message',
  /** Call 4: the home contact form's product-named webhook. */
  homeContact: '/webhook/omni-contato',
  /** Calls 5, 6 and 7: CV, contact and proposal forms. */
  gvpomni: '/webhook/gvpomni',
  /** Call 8: partner registration. */
  partner: '/webhook/cadastro-parceiro',
  /** Calls 9 and 11: blog article and list (GET). */
  blogs: '/webhook/blogs',
  /** Call 10: ask for a missing article. */
  createBlog: '/webhook/create-blog',
  /** Call 12: trial step 1. */
  trial: '/webhook/trial',
  /** Call 13: trial step 2, on the product's API host. */
  accessCreate: '/api/access/create',
  /** Call 14: the `email` query parameter. */
  emailParam: '/webhook/email-url',
} as const;

export type CallName = keyof typeof CALL_PATHS;

/** Milliseconds a call may take before it is abandoned with a clear error. */
export const CALL_TIMEOUT_MS = 8_000;
/**
 * A lead's attempt waits longer: a workflow that does its work before answering may take
 * more than 8 s, and an attempt abandoned early may still be delivered.
 */
export const LEAD_TIMEOUT_MS = 20_000;
