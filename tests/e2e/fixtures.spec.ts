/** The suite's own `page` (fixtures.ts): what every other spec relies on when it reads a page. */
import { expect, test } from './fixtures.ts';

test('page.goto resolves with the first script in; with its own waitUntil, as the page stands at that moment', async ({
  page,
}) => {
  await page.goto('/contact');
  // The keeper's hand-over function is gone: the first script has taken over.
  expect(await page.evaluate(() => 'gvpFirstActions' in window)).toBe(false);
  await page.reload();
  expect(await page.evaluate(() => 'gvpFirstActions' in window)).toBe(false);

  // Its code held back, a page stays with the inline keeper, and a goto that says when it is
  // done does not wait for a script that never comes.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/about', { waitUntil: 'load' });
  expect(await page.evaluate(() => 'gvpFirstActions' in window)).toBe(true);
});
