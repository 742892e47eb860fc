/**
 * The script inline at the start of every page's <body> (layouts/BaseLayout.astro), after
 * the Content-Security-Policy's <meta>, which governs only what follows it: PAGE_START_SCRIPT,
 * the consent gate, the first actions' keeper and what waits for the first paint, in one tag
 * (one gzip stream is smaller than two, inside the 6 KB budget). It is a build-time string,
 * so no page's bundled code carries it, and its text is hashed into the policy
 * (astro.config.mjs): it is emitted exactly as written, in plain ES2017 with short names, its
 * comments here rather than in it.
 */
import { ACTION_CONTROL, AFTER_PAINT_ATTRIBUTE } from './page-markup.ts';
import { CONSENT_STORAGE_KEY, PRIVACY_POLICY_VERSION } from './privacy.ts';

/**
 * The cookie banner shows from the first paint for a visitor who still has to choose: this
 * script reads the stored choice before anything is drawn and marks `<html data-consent-due>`
 * (not `data-consent`, which names the banner's buttons), on which the banner's CSS shows it.
 * A choice counts as runtime/consent.ts readConsent counts it: made under this policy's
 * version, with its date. Without JavaScript the banner stays hidden, as nothing could record
 * a choice.
 */
export const CONSENT_GATE_SCRIPT = `try{var c=JSON.parse(localStorage[${JSON.stringify(CONSENT_STORAGE_KEY)}]);if(c.version!==${JSON.stringify(PRIVACY_POLICY_VERSION)}||typeof c.date!="string")throw 0}catch(e){document.documentElement.dataset.consentDue=""}`;

/**
 * An address that points into a page (`/#demonstracao`, a search result, a link someone
 * shared) marks `<html data-deep-link>`, on which the deferred sections render from the
 * start (styles/global.css `.defer-rendering`): the browser scrolls to the target once its
 * place is known, which on the sections' 900 px estimates was up to 2,300 px off. Only that
 * view renders everything; the others keep the deferral. (A CSS-only `:has(~ :target)` rule
 * did the same on every page, with `:has` invalidation over every section's siblings; one A/B
 * measured it slower, within this machine's noise.) It ends in `;`: the keeper after it starts
 * with `(`, which would otherwise call this line's value (and never run).
 */
export const DEEP_LINK_SCRIPT = `location.hash&&(document.documentElement.dataset.deepLink="");`;

/**
 * The page answers from its first paint. Its first script comes at the end of the page, and
 * on a slow phone the page is painted a round trip or more before that script is there; a tap
 * then did nothing. Until the first script is there, this keeps a click on a control
 * (ACTION_CONTROL; links work without it) and a form sent (their default prevented, so the
 * browser sends no form without the site's checks), each control once however often it is
 * pressed (a second tap is the same action), marked `aria-busy` meanwhile, as an island's
 * held control is (client/islands.ts).
 * `window.gvpFirstActions()`, which the first script calls last, once its listeners are in
 * place, stops keeping, deletes itself and does what was kept, in order: a control is clicked
 * again, a form sent again. Keys are not kept ('/' for the search): the budget of 6 KB of
 * JavaScript before the first action has no room left for them.
 */
export const FIRST_ACTIONS_SCRIPT = `(function(d,w){var k=[],L="addEventListener",R="removeEventListener";
function f(e){var c=e.type=="submit"?e.target:e.target.closest(${JSON.stringify(ACTION_CONTROL)});if(c){e.preventDefault();k.indexOf(c)<0&&k.push(c)&&c.setAttribute("aria-busy","true")}}
d[L]("click",f,!0);d[L]("submit",f,!0);
w.gvpFirstActions=function(){d[R]("click",f,!0);d[R]("submit",f,!0);delete w.gvpFirstActions;k.forEach(function(c){c.removeAttribute("aria-busy");c.tagName=="FORM"?c.requestSubmit():c.click()})}})(document,window)`;

/**
 * What the page needs only once its first screen is on the screen waits in <template
 * data-after-paint> elements (AFTER_PAINT_ATTRIBUTE), which fetch nothing: the first script
 * and the rest of the stylesheet (the first screen needs only the inlined sheet,
 * integrations/critical-css.ts, and the keeper above answers a tap meanwhile) and the web app
 * manifest. This adds their content to <head> once the page is parsed and its first paint
 * has been presented: the browser reports that paint (a `paint` performance entry) only
 * after it shows, while a requestAnimationFrame callback runs before it, so what started
 * there still shared the slow link, and the main thread, with the first screen. A browser
 * without paint timing waits for the frame after the first. A page opened in a background
 * tab paints, and so loads its script, once it is shown.
 */
export const AFTER_PAINT_SCRIPT = `;(()=>{let n=2,d=document,P=window.PerformanceObserver,s=()=>--n||d.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]").forEach(t=>d.head.append(t.content.cloneNode(!0)));
d.addEventListener("DOMContentLoaded",s);
(P&&P.supportedEntryTypes||[]).includes("paint")?new P((l,o)=>{o.disconnect();s()}).observe({type:"paint",buffered:!0}):requestAnimationFrame(()=>setTimeout(s))})()`;

/**
 * The one script at the start of every page's <body>: is a cookie choice due, does the
 * address point into the page, the first actions, then what waits for the first paint. (The keeper ends in an expression, hence
 * the `;` that starts the next part.)
 */
export const PAGE_START_SCRIPT = `${CONSENT_GATE_SCRIPT}\n${DEEP_LINK_SCRIPT}\n${FIRST_ACTIONS_SCRIPT}\n${AFTER_PAINT_SCRIPT}`;

declare global {
  interface Window {
    /** Set by FIRST_ACTIONS_SCRIPT until the first script calls it. */
    gvpFirstActions?: () => void;
  }
}
