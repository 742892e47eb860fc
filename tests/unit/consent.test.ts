/** Cookie consent records and Consent Mode v2 (src/runtime/consent.ts, src/runtime/analytics.ts). */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { applyConsent, initTags } from '../../src/runtime/analytics.ts';
import {
  ALL_DENIED,
  allowsTags,
  CONSENT_KEY,
  consentState,
  POLICY_VERSION,
  readConsent,
  saveConsent,
} from '../../src/runtime/consent.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the consent record', () => {
  it('is saved with the policy version and the date, and read back', () => {
    const storage = memoryStorage();
    const record = saveConsent(storage, { analytics: true, marketing: false }, new Date('2026-11-22T15:04:00Z'));
    expect(record).toEqual({
      analytics: true,
      marketing: false,
      version: POLICY_VERSION,
      date: '2026-11-22T15:04:00.000Z',
    });
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(record);
    expect(readConsent(storage)).toEqual(record);
  });

  it('does not count when absent, unreadable, or made under another policy version', () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: '{nope' }))).toBeNull();
    const old = JSON.stringify({
      version: '2023-01-01',
      date: '2025-01-01T00:00:00Z',
      analytics: true,
      marketing: true,
    });
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: old }))).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it('maps to Consent Mode v2: marketing drives the ad signals, analytics the analytics signal', () => {
    expect(consentState(null)).toEqual(ALL_DENIED);
    expect(consentState({ analytics: true, marketing: false })).toEqual({
      ...ALL_DENIED,
      analytics_storage: 'granted',
    });
    expect(consentState({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(allowsTags(null)).toBe(false);
    expect(allowsTags({ analytics: false, marketing: false })).toBe(false);
    expect(allowsTags({ analytics: true, marketing: false })).toBe(true);
  });
});

describe('the tag manager and consent', () => {
  const windowAt = (url: string) => new JSDOM('<!doctype html><head></head>', { url }).window as unknown as Window;
  const commands = (win: Window) =>
    (win.dataLayer ?? []).map((e) => (Array.isArray(e) ? e : Array.from(e as ArrayLike<unknown>)));
  const gtmScripts = (win: Window) =>
    win.document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]').length;

  it('sets every signal to denied before anything else, and loads no tag without consent', () => {
    const win = windowAt('https://www.gvp.digital/');
    initTags(win, 'GTM-TEST', null);
    expect(commands(win)).toEqual([['consent', 'default', { ...ALL_DENIED, wait_for_update: 500 }]]);
    expect(gtmScripts(win)).toBe(0);
  });

  it('with a stored refusal, updates to denied and still loads no tag', () => {
    const win = windowAt('https://www.gvp.digital/');
    initTags(win, 'GTM-TEST', { analytics: false, marketing: false });
    expect(commands(win).at(-1)).toEqual(['consent', 'update', ALL_DENIED]);
    expect(gtmScripts(win)).toBe(0);
  });

  it('with analytics allowed on the real host, loads the container once, after the consent signals', () => {
    const win = windowAt('https://www.gvp.digital/');
    initTags(win, 'GTM-TEST', { analytics: true, marketing: false });
    applyConsent(win, 'GTM-TEST', { analytics: true, marketing: true });
    expect(gtmScripts(win)).toBe(1);
    const layer = win.dataLayer ?? [];
    const start = layer.findIndex((e) => (e as { event?: string }).event === 'gtm.js');
    expect(start).toBeGreaterThan(1);
    expect(commands(win).at(-1)).toEqual(['consent', 'update', consentState({ analytics: true, marketing: true })]);
  });

  it('a consent given later loads the container then; on a local host it never loads', () => {
    const real = windowAt('https://www.gvp.digital/contact');
    initTags(real, 'GTM-TEST', null);
    applyConsent(real, 'GTM-TEST', { analytics: false, marketing: true });
    expect(gtmScripts(real)).toBe(1);

    const local = windowAt('http://127.0.0.1:4321/');
    initTags(local, 'GTM-TEST', { analytics: true, marketing: true });
    expect(gtmScripts(local)).toBe(0);
    expect(commands(local)[0]?.[1]).toBe('default');
  });
});
