/**
 * The script inline at the start of every page's <body> (layouts/BaseLayout.astro), right after
 * the Content-Security-Policy's <meta>. It is compiled and minified at build time
 * (build/page-start-script.ts) and its hash goes into the policy, so it runs before any file
 * arrives: it reads the cookie choice before the first paint, marks how the page was opened,
 * keeps the visitor's first actions until the shell's code is there, and brings in what waits
 * for the first paint. One tag: one gzip stream is smaller than two.
 */
import { ACTION_CONTROL, AFTER_PAINT_ATTRIBUTE, LIVE_ATTRIBUTE, OPEN_DEMO_EVENT } from '../../config/page-markup.ts';
import { CONSENT_STORAGE_KEY, PRIVACY_POLICY_VERSION } from '../../config/privacy.ts';

declare global {
  interface Window {
    /** Set here until the shell calls it (client/shell-install.ts). */
    gvpFirstActions?: () => void;
    /** What the keeper keeps until then; the first script reads it (something kept: the visitor waits). */
    gvpKept?: unknown[];
  }
}

// Short local names for what every part uses: the minifier cannot shorten a global.
const doc = document;
const win = window;
const listen = (target: EventTarget, type: string, handler: (event: Event) => void, capture?: boolean) =>
  target.addEventListener(type, handler, capture);
const marks = doc.documentElement.dataset;
/** Controls to click or send again, and opener calls to make again. */
const kept: (Element | (() => void))[] = [];
win.gvpKept = kept;
let keeping = true;

/**
 * The cookie banner shows from the first paint for a visitor who still has to choose (its CSS
 * shows it on <html data-consent-due>). A choice counts as runtime/consent.ts readConsent counts
 * it: made under this policy's version, with its date. Storage blocked counts as no choice.
 */
try {
  // Read by its key (undefined when missing, which JSON.parse refuses like a broken value).
  const choice = JSON.parse(localStorage[CONSENT_STORAGE_KEY]) as { version?: unknown; date?: unknown };
  if (choice.version !== PRIVACY_POLICY_VERSION || typeof choice.date !== 'string') throw 0;
} catch {
  marks.consentDue = '';
}

/**
 * An address that points into a page (a shared link, a search result) renders the deferred
 * sections from the start (styles/global.css `.defer-rendering`): on their size estimates the
 * browser scrolled up to 2,300 px off its target.
 */
if (location.hash) marks.deepLink = '';

/**
 * A keyboard visitor's first Tab renders the deferred sections too, or focus moved to a control
 * whose section, drawn just after, pushed it off the screen. A mark set once: a CSS
 * `:has(:focus-visible)` rule restyled the whole page on every Tab (9.4 against 2.1 ms).
 */
listen(
  doc,
  'keydown',
  (event) => {
    if ((event as KeyboardEvent).key === 'Tab') marks.keyboard = '';
  },
  true,
);

/**
 * The keeper. The shell's code comes at the visitor's first action (client/first-action.ts),
 * a round trip or more after a tap on a slow phone, and a tap meanwhile did nothing. Until the
 * shell is there, a click on a control (ACTION_CONTROL; links work on their own) or a form sent
 * is kept, once however often it is pressed, its default prevented (no form leaves without the
 * site's checks) and the control marked `aria-busy`. Parts whose code is already here
 * (LIVE_ATTRIBUTE: islands, the cookie banner) answer for themselves.
 */
const keep = (event: Event): void => {
  const target = event.target as Element;
  const control = keeping && (event.type === 'submit' ? target : target.closest(ACTION_CONTROL));
  if (control && !control.closest(`[${LIVE_ATTRIBUTE}]`)) {
    event.preventDefault();
    if (!kept.includes(control)) {
      kept.push(control);
      control.setAttribute('aria-busy', 'true');
    }
  }
};
listen(doc, 'click', keep, true);
listen(doc, 'submit', keep, true);
// The two global openers a tag manager or a page's script may call at `load`: lost, they
// opened nothing. The shell defines the real `openChatbot` (stores/overlays.ts).
listen(win, OPEN_DEMO_EVENT, () => {
  if (keeping) kept.push(() => win.dispatchEvent(new Event(OPEN_DEMO_EVENT)));
});
win.openChatbot = (question) => {
  kept.push(() => win.openChatbot?.(question));
};
/**
 * Called by the shell last, once its listeners and openers are in place: stops keeping and does
 * what was kept, in order. The listeners stay, switched off: removing them costs more bytes than
 * it saves time.
 */
win.gvpFirstActions = () => {
  keeping = false;
  delete win.gvpFirstActions;
  for (const item of kept) {
    if (typeof item === 'function') item();
    else {
      item.removeAttribute('aria-busy');
      // A form is sent again (with the site's checks), any other control clicked again.
      const again = item instanceof HTMLFormElement ? item.requestSubmit : (item as HTMLElement).click;
      again.call(item);
    }
  }
};

/**
 * What the page needs only after its first screen (the first script, the rest of the
 * stylesheet, the manifest) waits in <template data-after-paint> elements, which fetch nothing.
 * Their content moves into <head> once the page is parsed and its first paint is presented:
 * the `paint` entry comes after the paint shows, while a requestAnimationFrame callback runs
 * before it and so shared the slow link with the first screen. Without paint timing, the frame
 * after the first. A background tab paints, and so loads, once it is shown.
 */
let waiting = 2;
const afterPaint = (): void => {
  if (--waiting) return;
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`))
    doc.head.append(template.content);
};
listen(doc, 'DOMContentLoaded', afterPaint);
if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    afterPaint();
  }).observe({ type: 'paint', buffered: true });
else requestAnimationFrame(() => setTimeout(afterPaint));
