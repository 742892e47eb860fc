/** Where the outbox keeps leads that are waiting to be delivered (localStorage). */
export const OUTBOX_KEY = 'gvp:outbox';
