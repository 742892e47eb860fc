/**
 * The script inline at the start of every page's <body> (layouts/BaseLayout.astro), after
 * the Content-Security-Policy's <meta>, which governs only what follows it: PAGE_START_SCRIPT,
 * the consent gate, the deep-link mark, the first actions' keeper and what waits for the
 * first paint, in one tag and one function (one gzip stream is smaller than two, and the
 * parts share their short names, inside the 6 KB budget). It is a build-time string, so no
 * page's bundled code carries it, and its text is hashed into the policy (astro.config.mjs):
 * it is emitted exactly as written, in the JavaScript of the supported browsers
 * (`.browserslistrc`; the first script needs ES2021 anyway) with short names, its comments
 * here rather than in it. The parts below are its lines, in order; they run inside
 * `((d,w)=>{let ...})(document,window)`, with `h` the `<html>` element's dataset.
 */
import { ACTION_CONTROL, AFTER_PAINT_ATTRIBUTE, LIVE_ATTRIBUTE, OPEN_DEMO_EVENT } from './page-markup.ts';
import { CONSENT_STORAGE_KEY, PRIVACY_POLICY_VERSION } from './privacy.ts';

/**
 * The names the parts share: `k` what the keeper keeps (also `window.gvpKept`, which the first
 * script reads: something kept means the visitor is waiting), `o` whether it keeps, `n` the two
 * events the after-paint loader waits for, `h` the root's dataset, `L` and `D` two long names.
 */
const SHARED = `let k=w.gvpKept=[],o=1,n=2,h=d.documentElement.dataset,L="addEventListener",D=${JSON.stringify(OPEN_DEMO_EVENT)},P=w.PerformanceObserver,`;

/**
 * The cookie banner shows from the first paint for a visitor who still has to choose: this
 * reads the stored choice before anything is drawn and marks `<html data-consent-due>`
 * (not `data-consent`, which names the banner's buttons), on which the banner's CSS shows it.
 * A choice counts as runtime/consent.ts readConsent counts it: made under this policy's
 * version, with its date. Without JavaScript the banner stays hidden, as nothing could record
 * a choice.
 */
export const CONSENT_GATE_SCRIPT = `try{let c=JSON.parse(localStorage[${JSON.stringify(CONSENT_STORAGE_KEY)}]);if(c.version!==${JSON.stringify(PRIVACY_POLICY_VERSION)}||typeof c.date!="string")throw 0}catch{h.consentDue=""}`;

/**
 * An address that points into a page (`/#demonstracao`, a search result, a link someone
 * shared) marks `<html data-deep-link>`, on which the deferred sections render from the
 * start (styles/global.css `.defer-rendering`): the browser scrolls to the target once its
 * place is known, which on the sections' 900 px estimates was up to 2,300 px off. Only that
 * view renders everything; the others keep the deferral. (A CSS-only `:has(~ :target)` rule
 * did the same on every page, with `:has` invalidation over every section's siblings; one A/B
 * measured it slower, within this machine's noise.)
 */
export const DEEP_LINK_SCRIPT = `location.hash&&(h.deepLink="");`;

/**
 * A keyboard visitor's first Tab marks `<html data-keyboard>`, on which the deferred sections
 * render too: focus scrolls to where a control is, and a section it had passed, drawn just
 * after, moved the focused control off the screen. A mark set once, rather than a CSS
 * `html:has(:focus-visible)` rule: that rule was re-matched on every focus change and made each
 * Tab restyle the whole page (9.4 ms against 2.1 ms a focus on /omni-agent, desktop CPU). A tap
 * into a text field on a phone sets nothing, and so lays out nothing.
 */
export const KEYBOARD_SCRIPT = `d[L]("keydown",e=>e.key=="Tab"&&(h.keyboard=""),!0);`;

/**
 * The page answers from its first paint. The shell's code (menus, intent buttons, overlays)
 * comes at the visitor's first action (client/first-action.ts), a round trip or more after
 * the tap that asked for it on a slow phone; a tap then did nothing. Until the shell is there,
 * this keeps a click on a control (ACTION_CONTROL; links work without it) and a form sent
 * (their default prevented, so the browser sends no form without the site's checks), each
 * control once however often it is pressed (a second tap is the same action), marked
 * `aria-busy` meanwhile. Inside a part whose code is already here (LIVE_ATTRIBUTE: an
 * island, which holds and replays its own actions, and the cookie banner, from the first
 * script on) it keeps nothing: that code answers the click, once. It keeps the page's two global openers too,
 * which a tag manager or a page's own script may use at `load`: the window event
 * `openDemoModal` (OPEN_DEMO_EVENT) and `window.openChatbot(question?)`, a stand-in until the
 * shell defines the real one (stores/overlays.ts). Lost, they opened nothing. A kept call is a
 * function; a kept control, an element.
 * `window.gvpFirstActions()`, which the shell calls last, once its listeners and openers are
 * in place, stops keeping, deletes itself and does what was kept, in order: a control is
 * clicked again, a form sent again, an opener called again. Its listeners stay, switched off
 * by `o`: removing each cost more bytes than it saves time. A key pressed before the shell is
 * handed to it by the first script (client/first-action.ts).
 */
const KEEPER = `f=e=>{let c=o&&(e.type=="submit"?e.target:e.target.closest(${JSON.stringify(ACTION_CONTROL)}));if(c&&!c.closest("[${LIVE_ATTRIBUTE}]")){e.preventDefault();k.includes(c)||k.push(c)&&c.setAttribute("aria-busy",!0)}},`;
const KEEPER_START = `d[L]("click",f,!0);d[L]("submit",f,!0);w[L](D,()=>o&&k.push(()=>w.dispatchEvent(new Event(D))));w.openChatbot=q=>k.push(()=>w.openChatbot(q));`;
const KEEPER_END = `w.gvpFirstActions=()=>{o=0;delete w.gvpFirstActions;k.forEach(c=>c.call?c():(c.removeAttribute("aria-busy"),(c.requestSubmit||c.click).call(c)))};`;

/**
 * What the page needs only once its first screen is on the screen waits in <template
 * data-after-paint> elements (AFTER_PAINT_ATTRIBUTE), which fetch nothing: the first script
 * and the rest of the stylesheet (the first screen needs only the inlined sheet,
 * integrations/critical-css.ts, and the keeper above answers a tap meanwhile) and the web app
 * manifest. `s` moves their content into <head> once the page is parsed and its first paint
 * has been presented (each template is used once: its content moves, uncloned, and its script
 * runs there): the browser reports that paint (a `paint` performance entry) only after it
 * shows, while a requestAnimationFrame callback runs before it, so what started there still
 * shared the slow link, and the main thread, with the first screen. A browser without paint
 * timing waits for the frame after the first. A page opened in a background tab paints, and
 * so loads its script, once it is shown.
 */
const AFTER_PAINT = `s=()=>--n||d.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]").forEach(t=>d.head.append(t.content));`;
const AFTER_PAINT_START = `d[L]("DOMContentLoaded",s);P?.supportedEntryTypes?.includes("paint")?new P((l,b)=>{b.disconnect();s()}).observe({type:"paint",buffered:!0}):requestAnimationFrame(()=>setTimeout(s))`;

/** The one script at the start of every page's <body>: the parts above, in one function. */
export const PAGE_START_SCRIPT = `((d,w)=>{${SHARED}
${KEEPER}
${AFTER_PAINT}
${CONSENT_GATE_SCRIPT}
${DEEP_LINK_SCRIPT}
${KEYBOARD_SCRIPT}
${KEEPER_START}
${KEEPER_END}
${AFTER_PAINT_START}})(document,window)`;

declare global {
  interface Window {
    /** Set by the inline keeper (PAGE_START_SCRIPT) until the shell calls it. */
    gvpFirstActions?: () => void;
    /** What the inline keeper keeps until then (controls and calls). */
    gvpKept?: unknown[];
  }
}
