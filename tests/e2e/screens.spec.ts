/**
 * The illustrated screens keep every word inside its box, on every page that draws one
 * (found in the build, so a page an editor adds is measured too). SVG lengths are in the
 * drawing's own units, so one width measures every width.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

function pagesWithScreens(dir = 'dist'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return pagesWithScreens(file);
    if (!name.endsWith('.html') || !readFileSync(file, 'utf8').includes('data-screen=')) return [];
    return [`/${file.slice('dist/'.length).replace(/(\/?index)?\.html$/, '')}`];
  });
}

const paths = pagesWithScreens();

test('some pages draw product screens', () => {
  expect(paths.length).toBeGreaterThan(0);
});

for (const path of paths) {
  test(`the screens of ${path} keep their words inside their boxes`, async ({ page }) => {
    await page.goto(path);
    const overflowing = await page
      .locator('svg[data-screen]')
      .evaluateAll((screens) =>
        screens.flatMap((screen) =>
          [...screen.querySelectorAll<SVGTextElement>('text[data-fit]')]
            .filter((text) => text.getComputedTextLength() > Number(text.dataset.fit))
            .map((text) => `${screen.getAttribute('aria-label')}: "${text.textContent}"`),
        ),
      );
    expect(overflowing).toEqual([]);
  });
}
