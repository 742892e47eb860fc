/**
 * Page content may name the company's settings (src/config/site.ts) instead of copying them:
 * `{phone}` in a text, `tel:{phoneTel}` in a link. A phone number changed in the settings then
 * changes on every page, and an editor never types one. Other braces stay as written: the
 * product pages' mock-ups show template fields such as `{nome}`.
 */
import { accessibility, brazilianDate } from '../config/accessibility.ts';
import { site, whatsappLink } from '../config/site.ts';

export const SETTINGS_TEXT = {
  phone: site.phone.display,
  phoneTel: site.phone.tel,
  email: site.email,
  whatsappLink: whatsappLink(),
  privacyEmail: site.privacyEmail,
  siteHost: new URL(site.origin).host,
  /** The accessibility statement's facts (config/accessibility.ts). */
  a11yStandard: accessibility.standard,
  a11yReviewed: brazilianDate(accessibility.reviewed),
  a11yReplyDays: String(accessibility.replyBusinessDays),
  /** The trust page's commitments (site.trust). */
  dataLocation: site.trust.dataLocation,
  dpa: site.trust.dpa,
  requestReplyDays: String(site.trust.requestReplyDays),
} as const;

const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** One text with its settings filled in. */
export function fillSettings(text: string): string {
  return text.replace(TOKEN, (token, name: string) =>
    Object.hasOwn(SETTINGS_TEXT, name) ? SETTINGS_TEXT[name as keyof typeof SETTINGS_TEXT] : token,
  );
}

/** Every text of a value (a page's sections), at any depth, with its settings filled in. */
export function withSettings<T>(value: T): T {
  if (typeof value === 'string') return fillSettings(value) as T;
  if (Array.isArray(value)) return value.map(withSettings) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withSettings(item)])) as T;
  return value;
}
