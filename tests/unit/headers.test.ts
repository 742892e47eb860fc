/** The `_headers` file as server/main.ts reads it (server/headers.ts) and the build writes it. */
import { describe, expect, it } from 'vitest';
import { headersFile, MAX_HEADER_LINE, mergePolicies } from '../../integrations/static-host.ts';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';

describe('_headers', () => {
  const policy = mergePolicies([
    "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'sha256-s1'",
    "default-src 'self'; script-src 'self' 'sha256-def'; style-src 'self' 'sha256-s1'",
    "frame-ancestors 'none'; base-uri 'self'",
  ]);
  const file = headersFile({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': policy });

  it('merges the pages’ policies into one, directive by directive, each source once', () => {
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc' 'sha256-def'; style-src 'self' 'sha256-s1'; frame-ancestors 'none'; base-uri 'self'",
    );
  });

  it('is one rule, whatever the number of pages, and the server reads back what the build wrote', () => {
    expect(parseHeadersFile(file)).toEqual([
      {
        path: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Content-Security-Policy', policy],
        ],
      },
    ]);
  });

  it('gives every path exactly one Content-Security-Policy', () => {
    const rules = parseHeadersFile(file);
    for (const path of ['/', '/about', '/blog/um-artigo', '/webhook/lead']) {
      expect(headersFor(rules, path).filter(([name]) => name === 'Content-Security-Policy')).toHaveLength(1);
    }
  });

  it('refuses to write a line Cloudflare Pages would drop, naming the header', () => {
    const policy = `script-src 'self' ${"'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' ".repeat(45)}`;
    expect(() => headersFile({ 'Content-Security-Policy': policy })).toThrow(
      /the Content-Security-Policy line has \d+ characters; Cloudflare Pages drops lines over 2000/,
    );
    expect(headersFile({ 'Content-Security-Policy': policy.slice(0, MAX_HEADER_LINE - 40) })).toContain('script-src');
  });
});
