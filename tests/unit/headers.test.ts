/** The `_headers` file as server/main.ts reads it (server/headers.ts) and the build writes it. */
import { describe, expect, it } from 'vitest';
import { headersFile, pagePath } from '../../integrations/static-host.ts';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';

describe('_headers', () => {
  const file = headersFile(
    { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "frame-ancestors 'none'" },
    { '/about': "script-src 'self' 'sha256-abc'; frame-ancestors 'none'", '/': "script-src 'self'" },
  );

  it('round-trips: the server reads back what the build wrote', () => {
    expect(parseHeadersFile(file)).toEqual([
      {
        path: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Content-Security-Policy', "frame-ancestors 'none'"],
        ],
      },
      {
        path: '/about',
        headers: [['Content-Security-Policy', "script-src 'self' 'sha256-abc'; frame-ancestors 'none'"]],
      },
      { path: '/', headers: [['Content-Security-Policy', "script-src 'self'"]] },
    ]);
  });

  it('gives every path the global block and a page its own block, by exact path only', () => {
    const rules = parseHeadersFile(file);
    expect(headersFor(rules, '/about').map(([n]) => n)).toEqual([
      'X-Content-Type-Options',
      'Content-Security-Policy',
      'Content-Security-Policy',
    ]);
    expect(headersFor(rules, '/about/')).toHaveLength(3);
    expect(headersFor(rules, '/about/team')).toHaveLength(2);
    expect(headersFor(rules, '/webhook/lead')).toHaveLength(2);
  });

  it('maps built files to the paths they are served at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('about.html')).toBe('/about');
    expect(pagePath('verticals/varejo.html')).toBe('/verticals/varejo');
    expect(pagePath('blog/index.html')).toBe('/blog');
    expect(pagePath('404.html')).toBeNull();
  });
});
