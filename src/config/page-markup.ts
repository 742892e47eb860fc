/**
 * Markup that code written in different places agrees on: the build (integrations/), the
 * layout, the inline script at the start of each page and the first script. One spelling
 * each, so that a rename cannot leave one of them looking for what is no longer there.
 */

/**
 * A <template> whose content the inline script at the start of the page adds once the first
 * screen is painted (client/inline/page-start.ts): the first script
 * (components/shell/FirstScript.astro), the rest of the stylesheet
 * (integrations/critical-css.ts) and the web app manifest, the layout's two through
 * components/shell/AfterPaint.astro.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The controls a visitor's click is kept on until the code that answers it is there: by the
 * inline keeper until the first script (client/inline/page-start.ts), by an island until its
 * own code (client/islands.ts). The site's pages have no control but <button>, intent
 * buttons (`data-action`) included; a `role="button"` or an `<input type="submit">` would
 * have to be named here.
 */
export const ACTION_CONTROL = 'button';

/**
 * On a part of the page whose code is already here and answers its own controls, before the
 * shell: an island once its loader holds its actions (client/islands.ts), the cookie banner and
 * its dialog (client/consent.ts). The inline keeper keeps nothing inside one, so a click is
 * answered once, by that code, not again when the keeper replays what it kept.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/**
 * The window event that opens the demo modal (docs/behaviour.md §2: some buttons, and a tag
 * manager, fire it). The inline keeper holds one fired before the first script listens and
 * fires it again then (client/inline/page-start.ts); stores/overlays.ts listens from there on.
 */
export const OPEN_DEMO_EVENT = 'openDemoModal';

/**
 * The line that says the shell's code could not come (components/shell/ShellOffline.astro):
 * what the visitor pressed waits for the connection (client/first-action.ts).
 */
export const SHELL_OFFLINE_ID = 'shell-offline';

/**
 * On a part of the shell that only a script can show, after the first script and the rest of
 * the stylesheet have been asked for (the shell's offline line): the build leaves its CSS out of
 * the first screen's inlined sheet (integrations/critical-css.ts).
 */
export const LATER_ATTRIBUTE = 'data-later';
