/**
 * The privacy and cookie policy's version (its date). Its own module, so the consent
 * script that ships on every page does not carry the rest of the company constants.
 * A consent given under another version is asked again.
 */
export const PRIVACY_POLICY_VERSION = '2024-12-15';

/** Where the visitor's cookie choice is kept (localStorage), read before the first paint too. */
export const CONSENT_STORAGE_KEY = 'gvp:consent';
