/**
 * The privacy and cookie policy's version (its date). Its own module, so the consent
 * script that ships on every page does not carry the rest of the company constants.
 * A consent given under another version is asked again.
 */
export const PRIVACY_POLICY = { version: '2024-12-15', updated: '15 de dezembro de 2024' } as const;

/** Where the visitor's cookie choice is kept (localStorage), read before the first paint too. */
export const CONSENT_STORAGE_KEY = 'gvp:consent';

/**
 * The cookie banner shows from the first paint for a visitor who still has to choose: this
 * script, inline at the start of every page's <body> (layouts/BaseLayout.astro: after the
 * Content-Security-Policy's <meta>, which governs only what follows it), reads the stored
 * choice before anything is drawn and marks `<html data-consent-due>` (not
 * `data-consent`, which names the banner's buttons), on which the banner's CSS shows it.
 * A choice counts as runtime/consent.ts readConsent counts it: made
 * under this policy's version, with its date. Without JavaScript the banner stays hidden, as
 * nothing could record a choice. Its text is hashed into the Content-Security-Policy
 * (astro.config.mjs), so it is emitted exactly as written.
 */
export const CONSENT_GATE_SCRIPT = `try{var c=JSON.parse(localStorage[${JSON.stringify(CONSENT_STORAGE_KEY)}]);if(c.version!==${JSON.stringify(PRIVACY_POLICY.version)}||typeof c.date!="string")throw 0}catch(e){document.documentElement.dataset.consentDue=""}`;
