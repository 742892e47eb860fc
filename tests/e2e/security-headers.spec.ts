import { readFileSync } from 'node:fs';
import { MAX_HEADER_LINE } from '../../integrations/static-host.ts';
import { expect, test } from './fixtures.ts';

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

test('static hosts get the same headers from _headers: one rule, whatever the number of pages', () => {
  const file = readFileSync('dist/_headers', 'utf8');
  expect(file.startsWith('/*\n')).toBe(true);
  expect(file.match(/^\S/gm)).toHaveLength(1);
  expect(file).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
  expect(file.match(/Content-Security-Policy:/g)).toHaveLength(1);
  // Cloudflare Pages drops a longer line, and with it the header (the policy is the longest).
  const longest = Math.max(...file.split('\n').map((line) => line.length));
  expect(longest).toBeLessThanOrEqual(MAX_HEADER_LINE);
});

test('every response carries exactly one policy, which allows each page its own scripts and styles', async ({
  request,
}) => {
  for (const path of ['/', '/omni-agent', '/blog', '/verticals/varejo', '/blog/pagina/2', '/nao-existe']) {
    const response = await request.get(path);
    const policies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'content-security-policy')
      // One header may carry several policies, separated by commas; each is enforced.
      .flatMap((h) => h.value.split(/,\s*/));
    expect(policies, path).toHaveLength(1);
    const header = new Map(
      (policies[0] ?? '').split(';').map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/);
        return [name, new Set(sources)] as const;
      }),
    );
    expect(header.get('frame-ancestors'), path).toEqual(new Set(["'none'"]));
    // Every source of the page's own meta policy is in the header's: nothing the page needs is blocked.
    const meta =
      (await response.text()).match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
    for (const directive of meta.split(';')) {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      for (const source of sources) expect(header.get(name)?.has(source), `${path} ${name} ${source}`).toBe(true);
    }
  }
});
