/** Where the outbox keeps leads that are waiting to be delivered (localStorage). */
export const OUTBOX_KEY = 'gvp:outbox';

/** Fingerprints of leads delivered lately, with their keys, so a resubmission is not a new lead. */
export const SENT_KEY = 'gvp:sent';
