/**
 * Tag-manager data layer and gtag (docs/behaviour.md §2 and §7.16).
 *
 * The real tag manager loads only on https, non-local hosts and with the visitor's consent
 * (consent.ts). Elsewhere the data layer is a plain array that nothing reads, so the site
 * runs offline and tests can read every event, consent signals included.
 */
import { ALL_DENIED, allowsTags, type ConsentChoice, consentState } from './consent.ts';

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0|.+\.local(host)?)$/i;

/** True where the real tag manager may load: https and not a local host. */
export function shouldLoadTags(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol === 'https:' && !LOCAL_HOSTS.test(location.hostname);
}

/**
 * Sets up the data layer and gtag with Google Consent Mode v2: every signal denied by
 * default, before any tag can load, then updated from the stored choice. The tag manager
 * loads only when the visitor allowed analytics or marketing, and only on a real host.
 */
export function initTags(win: Window, gtmId: string, consent: ConsentChoice | null): void {
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  win.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the gtag.js contract needs `arguments`.
    dataLayer.push(arguments);
  };
  win.gtag('consent', 'default', { ...ALL_DENIED, wait_for_update: 500 });
  if (consent) win.gtag('consent', 'update', consentState(consent));
  if (allowsTags(consent)) loadTagManager(win, gtmId);
}

/** A new choice from the banner or the footer link: update the signals, load tags if now allowed. */
export function applyConsent(win: Window, gtmId: string, choice: ConsentChoice): void {
  win.gtag?.('consent', 'update', consentState(choice));
  if (allowsTags(choice)) loadTagManager(win, gtmId);
}

function loadTagManager(win: Window, gtmId: string): void {
  if (!shouldLoadTags(win.location) || win.document.querySelector('script[data-gtm]')) return;
  win.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.dataset.gtm = '';
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  win.document.head.append(script);
}

/** Pushes one event to the data layer. */
export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** The pageview of docs/behaviour.md §2: path and title. */
export function trackPageview(path: string, title: string): void {
  pushEvent({ event: 'pageview', path, title });
}

/** A chatbot event (docs/behaviour.md §7.16): to the data layer and to gtag, category 'chatbot'. */
export function trackChatbot(action: string, label: string, value?: number): void {
  const params = { event_category: 'chatbot', event_label: label, ...(value === undefined ? {} : { value }) };
  pushEvent({ event: action, ...params });
  if (typeof window !== 'undefined') window.gtag?.('event', action, params);
}
