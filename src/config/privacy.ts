/**
 * The privacy and cookie policy's version (its date). Its own module, so the consent
 * script that ships on every page does not carry the rest of the company constants.
 * A consent given under another version is asked again.
 */
export const PRIVACY_POLICY = { version: '2024-12-15', updated: '15 de dezembro de 2024' } as const;
