import { expect, test } from './fixtures.ts';

test('each page load pushes a pageview with path and title; no tag manager loads on a local host', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics/.test(request.url())) tagRequests.push(request.url());
  });
  await page.goto('/contact');
  await expect
    .poll(() => page.evaluate(() => window.dataLayer))
    .toContainEqual({ event: 'pageview', path: '/contact', title: 'GVP.Digital - Contato' });
  await page.goto('/omni-zap');
  await expect
    .poll(() => page.evaluate(() => window.dataLayer))
    .toContainEqual({ event: 'pageview', path: '/omni-zap', title: 'GVP.Digital - Omni Zap' });
  expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
  expect(tagRequests).toEqual([]);
});

test('the pricingPageAB flag is chosen once and survives a reload', async ({ page }) => {
  await page.goto('/');
  const first = await page.evaluate(() => localStorage.getItem('pricingPageAB'));
  expect(first === 'true' || first === 'false').toBe(true);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('pricingPageAB'))).toBe(first);
  await page.goto('/about');
  expect(await page.evaluate(() => localStorage.getItem('pricingPageAB'))).toBe(first);
});
