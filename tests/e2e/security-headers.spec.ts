import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const EXPECTED = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

for (const path of ['/', '/omni-zap', '/nao-existe', '/robots.txt', '/webhook/blogs?root=true&page=1']) {
  test(`the running server sends the security headers on ${path}`, async ({ request }) => {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], name).toBe(value);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
  });
}

test('static hosts get the same headers from _headers', () => {
  const file = readFileSync('dist/_headers', 'utf8');
  expect(file.startsWith('/*\n')).toBe(true);
  expect(file).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
  expect(file).toContain("  Content-Security-Policy: frame-ancestors 'none'");
});

test('each page also gets its whole policy as a header: its meta tag plus frame-ancestors', async ({ request }) => {
  for (const path of ['/', '/omni-agent', '/blog', '/verticals/varejo']) {
    const response = await request.get(path);
    const policies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'content-security-policy')
      // One header may carry several policies, separated by commas; each is enforced.
      .flatMap((h) => h.value.split(/,\s*/));
    const meta =
      (await response.text()).match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
    expect(meta, path).toContain("script-src 'self'");
    expect(policies, path).toEqual([
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      `${meta.replace(/;\s*$/, '')}; frame-ancestors 'none'`,
    ]);
  }
  expect(readFileSync('dist/_headers', 'utf8')).toContain(
    "/omni-agent\n  Content-Security-Policy: default-src 'self';",
  );
});
