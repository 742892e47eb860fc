/**
 * Cookie consent (LGPD and the ANPD's cookie guidance) and Google Consent Mode v2.
 *
 * The choice is kept in localStorage with its date and the policy version; a record made
 * under another version does not count, so the visitor is asked again. Nothing but an
 * explicit click is consent.
 */
import { CONSENT_STORAGE_KEY, PRIVACY_POLICY_VERSION } from '../config/privacy.ts';

export const CONSENT_KEY = CONSENT_STORAGE_KEY;
export const POLICY_VERSION = PRIVACY_POLICY_VERSION;

/** The optional categories; necessary storage is always on. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  version: string;
  /** ISO date and time of the choice. */
  date: string;
}

/** Consent Mode v2 signals. */
export type ConsentState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage',
  'granted' | 'denied'
>;

export const ALL_DENIED: ConsentState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice, or null when there is none, it is unreadable, or it is for another policy. */
export function readConsent(storage: KeyValueStore | null, version: string = POLICY_VERSION): ConsentRecord | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const record = JSON.parse(raw) as Partial<ConsentRecord>;
    if (record.version !== version || typeof record.date !== 'string') return null;
    return { version, date: record.date, analytics: record.analytics === true, marketing: record.marketing === true };
  } catch {
    return null;
  }
}

export function saveConsent(
  storage: KeyValueStore | null,
  choice: ConsentChoice,
  now: Date = new Date(),
): ConsentRecord {
  const record: ConsentRecord = { ...choice, version: POLICY_VERSION, date: now.toISOString() };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the choice still applies to this page view.
  }
  return record;
}

/** The Consent Mode signals of a choice: marketing drives the three ad signals. */
export function consentState(choice: ConsentChoice | null): ConsentState {
  if (!choice) return ALL_DENIED;
  const ads = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** The tag manager carries analytics and marketing tags: it loads only when one of them is allowed. */
export function allowsTags(choice: ConsentChoice | null): boolean {
  return Boolean(choice && (choice.analytics || choice.marketing));
}
