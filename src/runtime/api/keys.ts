/** Where the outbox keeps leads that are waiting to be delivered (localStorage). */
export const OUTBOX_KEY = 'gvp:outbox';

/** Fingerprints of leads delivered lately, with their keys, so a resubmission is not a new lead. */
export const SENT_KEY = 'gvp:sent';

/**
 * Where a lead form's send waits when the form's own code could not load (offline): kept by
 * client/islands.ts, sent by the form once its code is there, or by the next page
 * (runtime/api/held.ts) through the outbox.
 */
export const HELD_KEY = 'gvp:held';

/**
 * What a page reloaded to recover lost code keeps for its next load (sessionStorage): each
 * form's fields and what the visitor was doing (client/recover.ts writes and reads it,
 * client/first-action.ts checks for it on every load).
 */
export const KEPT_WORK_KEY = 'gvp:kept';

export interface HeldLead {
  /** The contract's call of the form (`data-call` on the form). */
  call: string;
  /** The page it was sent from: one kept lead per form and page. */
  path: string;
  /** The form's fields as the visitor left them, honeypot included. */
  values: Record<string, string>;
  /** The page load that kept it (performance.timeOrigin): that page's form sends it itself. */
  owner: string;
}
