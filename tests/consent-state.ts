/**
 * A visitor who already answered the cookie banner (rejecting all), as a Playwright storage
 * state: the end-to-end tests and the interaction benchmark start from it, so what they
 * measure is the page, not the banner.
 */
import { CONSENT_KEY, POLICY_VERSION } from '../src/runtime/consent.ts';

export function consentAnswered(origin: string) {
  const record = { version: POLICY_VERSION, date: '2026-11-22T12:00:00.000Z', analytics: false, marketing: false };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: CONSENT_KEY, value: JSON.stringify(record) }] }],
  };
}
