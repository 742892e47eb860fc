/** The suite's own `page` (fixtures.ts): what every other spec relies on when it reads a page. */
import { expect, test } from './fixtures.ts';

test('page.goto resolves with the first script in; with its own waitUntil, as the page stands at that moment', async ({
  page,
}) => {
  await page.goto('/contact');
  // The first script's mark is there; the keeper still keeps: the shell comes at the first action.
  expect(await page.evaluate(() => ['gvpShell' in window, 'gvpFirstActions' in window])).toEqual([true, true]);
  await page.reload();
  expect(await page.evaluate(() => 'gvpShell' in window)).toBe(true);

  // Its code held back, a page stays with the inline keeper, and a goto that says when it is
  // done does not wait for a script that never comes.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/about', { waitUntil: 'load' });
  expect(await page.evaluate(() => ['gvpShell' in window, 'gvpFirstActions' in window])).toEqual([false, true]);
});
