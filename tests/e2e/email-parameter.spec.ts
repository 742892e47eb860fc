import { storedLeads, uniqueEmail } from './db.ts';
import { expect, test } from './fixtures.ts';

test('an email query parameter is sent at load and on each query change (call 14)', async ({ page }) => {
  const first = uniqueEmail('param');
  const second = uniqueEmail('param2');
  await page.goto(`/omni-crm?email=${encodeURIComponent(first)}`);
  await expect
    .poll(() => storedLeads('email_param', first))
    .toEqual([{ email: first, source: 'url-parameter', page: '/omni-crm', timestamp: expect.stringMatching(/Z$/) }]);
  await page.evaluate((email) => history.pushState(null, '', `?utm=x&email=${encodeURIComponent(email)}`), second);
  await expect.poll(() => storedLeads('email_param', second).length).toBe(1);
});

test('its failure reaches only the console: nothing on screen, no page error', async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route('**/webhook/email-url', (route) => route.fulfill({ status: 500 }));
  await page.goto('/contact?email=visitante%40empresa.com.br');
  await expect.poll(() => warnings.some((w) => w.includes('parâmetro de e-mail'))).toBe(true);
  expect(errors).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
