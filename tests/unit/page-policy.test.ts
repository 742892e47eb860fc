/** Each page's policy names the hashes of its own inline scripts only (integrations/page-policy.ts). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from '../../integrations/page-policy.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (sources: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src ${sources}; style-src 'self'"></head><body>${body}</body></html>`;

describe('pagePolicy', () => {
  const start = 'window.a=1';
  const rules = '{"prefetch":[]}';
  const other = 'window.b=2';
  const sources = `'self' 'wasm-unsafe-eval' https://www.googletagmanager.com ${hash(start)} ${hash(rules)} ${hash(other)}`;

  it('keeps the hashes of the scripts the page has, and every source that is not a hash', () => {
    const out = pagePolicy(
      page(
        sources,
        `<script>${start}</script><script type="speculationrules">${rules}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`,
      ),
    );
    expect(out).toContain(
      `script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com ${hash(start)} ${hash(rules)}; style-src 'self'`,
    );
    expect(out).not.toContain(hash(other));
  });

  it('adds nothing the policy did not allow: a script the build left unhashed stays refused', () => {
    const out = pagePolicy(page(`'self' ${hash(start)}`, `<script>${start}</script><script>${other}</script>`));
    expect(out).toContain(`script-src 'self' ${hash(start)};`);
  });

  it('leaves a page without a policy as it is', () => {
    const html = '<!doctype html><html><body><script>window.a=1</script></body></html>';
    expect(pagePolicy(html)).toBe(html);
  });
});
