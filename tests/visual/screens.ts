/**
 * How the screenshot suite opens a page: the same settled state as the paint checks
 * (tests/e2e/paint.ts), with every image loaded and decoded and nothing fetched from outside
 * the local site, so that two runs draw the same pixels.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { animationsDone } from '../e2e/animations.ts';
import { openSettled } from '../e2e/paint.ts';

/** Only the local site answers: a request elsewhere (a video service's thumbnail) fails at once. */
export async function offline(context: BrowserContext, baseURL: string): Promise<void> {
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => route.abort('internetdisconnected'),
  );
}

/** Every image of the page loaded and decoded, lazy ones included. */
export async function imagesIn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
  // A thumbnail that failed swaps to the favicon (client/shell.ts) after its 'error': that one
  // must be in too, or the screenshot catches the swap half-way.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Opens `path` settled, with its images in: ready for a screenshot. */
export async function openForScreenshot(page: Page, path: string): Promise<void> {
  await openSettled(page, path);
  await imagesIn(page);
  await animationsDone(page);
}
