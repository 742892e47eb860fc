/**
 * The illustrated screens keep every word inside its box, on every page that draws one
 * (found in the build, so a page an editor adds is measured too). SVG lengths are in the
 * drawing's own units, so one width measures every width.
 */
import { expect, test } from './fixtures.ts';
import { builtPagesWith } from './helpers.ts';

const paths = builtPagesWith('data-screen=');

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
