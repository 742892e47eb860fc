import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, type Route } from '@playwright/test';
import { restOfStylesheetIn } from './paint.ts';

/** The site origin the build used (canonical and share-image URLs start with it). */
export const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'https://www.gvp.digital';

/** Every path listed in the built sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1] ?? '').pathname);
  }
  return paths;
}

/**
 * The paths of the built sitemap (dist/), read when the tests are collected, in groups of
 * `size`: a sweep over every page becomes one test per group, so the groups share the
 * workers and none comes near its time limit, however many pages editors add.
 */
export function builtSitemapGroups(size: number, dir = 'dist'): string[][] {
  const xml = readdirSync(dir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const groups: string[][] = [];
  for (let i = 0; i < paths.length; i += size) groups.push(paths.slice(i, i + size));
  return groups;
}

/**
 * The paths of the built pages (dist/) whose HTML contains `marker`: tests that find their
 * pages in the build also cover a page an editor adds.
 */
export function builtPagesWith(marker: string, dir = 'dist'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return builtPagesWith(marker, file);
    if (!name.endsWith('.html') || !readFileSync(file, 'utf8').includes(marker)) return [];
    return [`/${file.slice('dist/'.length).replace(/(\/?index)?\.html$/, '')}`];
  });
}

/** Reads one attribute of the first tag matching a selector-ish regex from raw HTML. */
export function headValue(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

/**
 * Holds every request matching `url` until `release()` is called, then lets it through (or
 * answers it with `answer`), so a test can see the sending or loading state for certain. A fixed delay races the test on a busy machine: the answer can
 * arrive, and the state go, before the first check runs.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return { release };
}

/** Calls matching `pattern` that the page has sent and not yet seen answered. */
export function pendingRequests(page: Page, pattern: RegExp): () => number {
  let pending = 0;
  const settle = (request: { url: () => string }) => {
    if (pattern.test(request.url())) pending--;
  };
  page.on('request', (request) => {
    if (pattern.test(request.url())) pending++;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => pending;
}

// Lives beside the first visit (tests/browser.ts), which npm run bench loads without the paint checks.
export { firstScriptIn, shellIn } from '../browser.ts';

/** Resolves after the page has rendered two more frames (what changed is laid out and painted). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Scrolls to the end of the page as it stays. The rest of the stylesheet comes after the
 * first paint (client/inline/page-start.ts), and sections below the fold lay out only as they near the screen
 * (`content-visibility: auto`): a page scrolled once to its bottom grows under the scroll, and a
 * box measured at once is stale. Scrolls to the bottom again until the height holds over two frames.
 */
export async function scrollToSettledEnd(page: Page): Promise<void> {
  await restOfStylesheetIn(page);
  const atSettledEnd = async () => {
    const height = await page.evaluate(() => {
      const bottom = document.documentElement.scrollHeight;
      window.scrollTo({ top: bottom, behavior: 'instant' });
      return bottom;
    });
    await nextFrames(page);
    return page.evaluate(
      (bottom) => document.documentElement.scrollHeight === bottom && window.scrollY + window.innerHeight >= bottom - 1,
      height,
    );
  };
  await expect.poll(atSettledEnd, { message: 'the end of the page, scrolled to, holds still' }).toBe(true);
}

/**
 * The colour a message is shown in, as the visitor sees it: green for success, red for an
 * error (the spec's rule), read from the rendered text colour rather than a class name.
 */
export async function expectTone(message: Locator, tone: 'success' | 'error' | 'kept'): Promise<void> {
  // The computed colour may be any CSS colour (Tailwind's are oklch): a canvas turns it into RGB.
  const [red = 0, green = 0, colour] = await message.evaluate((el) => {
    const css = getComputedStyle(el).color;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [0, 0, css] as const;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, css] as const;
  });
  // Green for a success, red for an error, amber (red first, green half of it) for a kept send.
  const expected = {
    success: green > red,
    error: red > green && green < red / 3,
    kept: red > green && green >= red / 3,
  };
  expect(expected[tone], `${tone} colour, got ${colour}`).toBe(true);
}

/** Reaches for a form's island as a visitor does (pointer over it), waits until it has hydrated, and returns the form. */
export async function readyForm(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('form', { name });
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await expect(page.locator('[data-island]', { has: form })).toHaveAttribute('data-hydrated', '');
  return form;
}
