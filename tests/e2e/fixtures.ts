/**
 * The end-to-end suite's `test`: `page.goto` and `page.reload` resolve once the page's first
 * script has run (helpers.ts `firstScriptIn`), not at `load`. The first script loads after the
 * first paint (client/inline/page-start.ts), so at `load` the page shows but
 * its keys, timers, `window.openChatbot` and the consent signals are not there yet: tests that
 * read or used them right after `load` failed now and then, one at a time, each fixed alone.
 *
 * A test about the moments before the first script (a tap kept by the inline keeper, an
 * island's code held back, a connection lost early) says so by passing `waitUntil` itself:
 * then `goto` and `reload` resolve as Playwright's do. A page the test opens itself
 * (`context.newPage()`) is Playwright's own.
 */
import { test as base } from '@playwright/test';
import { firstScriptIn } from './helpers.ts';

export type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await firstScriptIn(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await firstScriptIn(page);
      return response;
    };
    await use(page);
  },
});
