import { describe, expect, it } from 'vitest';
import { redirectsFile } from '../../integrations/static-host.ts';
import { matchRule, parseRedirects } from '../../server/redirects.ts';

describe('_redirects, written at build and read by the server', () => {
  const text = redirectsFile({
    redirects: { '/produtos/omni-zap': '/omni-zap' },
  });

  it('writes each redirect with and without the trailing slash, and never a rewrite', () => {
    expect(text).toBe('/produtos/omni-zap /omni-zap 301\n/produtos/omni-zap/ /omni-zap 301\n');
  });

  it('reads back what it wrote and matches exact paths and splats', () => {
    const rules = parseRedirects(`# comment\n${text}/blog/* /blog/artigo 200\n`);
    expect(rules).toHaveLength(3);
    expect(matchRule(rules, '/produtos/omni-zap/')).toEqual({
      from: '/produtos/omni-zap/',
      to: '/omni-zap',
      status: 301,
    });
    expect(matchRule(rules, '/produtos/omni-zapx')).toBeUndefined();
    expect(matchRule(rules, '/blog/um-artigo')?.status).toBe(200);
    expect(matchRule(rules, '/blog/')).toBeUndefined();
  });
});
