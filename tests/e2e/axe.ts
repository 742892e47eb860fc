/** The axe checks the suite runs: WCAG 2.2 AA, and two rules axe keeps outside its tags. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone } from './animations.ts';

/** WCAG 2.2 AA, as the issues require. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Label in Name is experimental in axe, so not among the tags: it is switched on by name, as is
// the rule that a region that scrolls must take focus.
const NAMES_AND_SCROLLING = ['label-content-name-mismatch', 'scrollable-region-focusable'];

/**
 * axe as the suite runs it: in the page itself ("legacy" mode). The default mode opens a blank
 * page for every analysis to merge the results of each frame, which cost about 0.4 s a call,
 * half of a sweep's time; our pages have no frame at rest (a video's player is another site's,
 * which no mode can look into).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** The whole of WCAG 2.2 AA, with names and scrolling. */
export const wcag = (page: Page) =>
  axeOn(page)
    .options({ rules: Object.fromEntries(NAMES_AND_SCROLLING.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS);

/** What changes with the layout: names that hold their visible text, and scrolling regions. */
export const namesAndScrolling = (page: Page) => axeOn(page).withRules(NAMES_AND_SCROLLING);

/**
 * The violations axe finds, one line each, naming the page and the elements. Once the entry
 * animations have ended: axe measures a message still fading in as text of too little contrast.
 */
export async function violationsOf(page: Page, where: string, builder: (page: Page) => AxeBuilder): Promise<string[]> {
  await animationsDone(page);
  const { violations } = await builder(page).analyze();
  return violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
