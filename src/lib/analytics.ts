/**
 * Tag-manager data layer and gtag (SPEC sections 2 and 7.16).
 *
 * The real tag manager loads only on https, non-local hosts. Elsewhere the data layer is
 * a plain array and gtag a no-op, so the site runs offline and tests can read every event.
 */
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
 * Sets up the data layer and gtag. On a real host it also loads the tag manager
 * container `gtmId`; elsewhere gtag stays a no-op (a mock).
 */
export function initTags(win: Window, gtmId: string): void {
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  if (!shouldLoadTags(win.location)) {
    win.gtag ??= () => {};
    return;
  }
  win.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the gtag.js contract needs `arguments`.
    dataLayer.push(arguments);
  };
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  win.document.head.append(script);
}

/** Pushes one event to the data layer. */
export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** The pageview of SPEC section 2: path and title. */
export function trackPageview(path: string, title: string): void {
  pushEvent({ event: 'pageview', path, title });
}

/** A chatbot event (SPEC 7.16): to the data layer and to gtag, category 'chatbot'. */
export function trackChatbot(action: string, label: string, value?: number): void {
  const params = { event_category: 'chatbot', event_label: label, ...(value === undefined ? {} : { value }) };
  pushEvent({ event: action, ...params });
  if (typeof window !== 'undefined') window.gtag?.('event', action, params);
}
