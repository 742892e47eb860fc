/** The tab's icon inline (build/favicon.ts): the same picture as public/favicon.svg, as a data: URL. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl } from '../../src/build/favicon.ts';

describe('faviconDataUrl', () => {
  it('holds the SVG file, escaped only where a URL or a double-quoted attribute needs it', () => {
    const url = faviconDataUrl();
    expect(url.startsWith('data:image/svg+xml,<svg')).toBe(true);
    expect(url).not.toMatch(/["#]/);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(readFileSync('public/favicon.svg', 'utf8').trim().replaceAll('"', "'"));
  });
});
