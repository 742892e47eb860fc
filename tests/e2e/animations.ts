import type { Page } from '@playwright/test';

/**
 * Every animation with an end has ended. A page read during an entry animation is read half
 * drawn: a screenshot caught one of Gê's messages still in its entry delay (a burst is
 * staggered 0.1 s apart) in about one run of ten, and axe measured the contrast of a message
 * still fading in. Endless ones (the typing dots, a spinner) never end, and are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || !Number.isFinite(a.effect?.getComputedTiming().endTime)),
  );
}
