/** The window event every global opener fires; the `client:intent` directive listens for it. */
export const INTENT_EVENT = 'gvp:intent';

/** Overlays that have been asked for on this page, for islands that arrive after the ask. */
export const PENDING_INTENTS = '__gvpIntents';
