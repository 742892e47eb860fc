/**
 * The critical sheet (integrations/critical-css.ts) may keep a rule no first screen uses,
 * never drop one that a first screen does: a dropped rule shows as a page that jumps when
 * the full stylesheet arrives.
 */
import { describe, expect, it } from 'vitest';
import { criticalCss, inlineFirstScreen, mayMatch, reducedSelector } from '../../integrations/critical-css.ts';

const page = (body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self'"><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;

describe('reducedSelector', () => {
  it('drops state, pseudo-classes and pseudo-elements, keeping escaped characters', () => {
    expect(reducedSelector('.hover\\:bg-brand:hover')).toBe('.hover\\:bg-brand');
    expect(reducedSelector('.btn[aria-expanded="true"]::after')).toBe('.btn');
    expect(reducedSelector('.w-\\[calc\\(100\\%-2rem\\)\\]')).toBe('.w-\\[calc\\(100\\%-2rem\\)\\]');
    expect(reducedSelector('.menu:not(.open, [hidden]) > li')).toBe('.menu > li');
  });

  it('reads a selector left with nothing, or ending at a combinator, as any element', () => {
    expect(reducedSelector(':root')).toBe('*');
    expect(reducedSelector('.card > :first-child')).toBe('.card > *');
  });
});

describe('mayMatch', () => {
  const shown = {
    classes: new Set(['btn', 'md:flex', 'w-1/2']),
    ids: new Set(['ge-launcher']),
    tags: new Set(['a', 'div']),
  };

  it('keeps a selector whose classes, ids and tags are all on a first screen', () => {
    expect(mayMatch('.md\\:flex', shown)).toBe(true);
    expect(mayMatch('.w-1\\/2', shown)).toBe(true);
    expect(mayMatch('#ge-launcher .btn:focus-visible', shown)).toBe(true);
    expect(mayMatch('div > a.btn', shown)).toBe(true);
  });

  it('drops one that names anything no first screen has', () => {
    expect(mayMatch('.btn .footer-link', shown)).toBe(false);
    expect(mayMatch('#roi-result', shown)).toBe(false);
    expect(mayMatch('table td', shown)).toBe(false);
  });
});

describe('criticalCss', () => {
  const css = `@layer theme{:root{--color-brand:#0b5;--color-unused:#f00;--spacing:.25rem}}
@layer base{h1{margin:0}}
@layer utilities{.hero{color:var(--color-brand)}.lower{padding:calc(var(--spacing)*4)}.unseen{color:var(--color-unused)}}`;

  it('keeps the first two blocks of main, the shell and what a page marks, and the variables they use', () => {
    const out = criticalCss(css, [
      page(
        '<header class="hero"></header><main><section></section><section></section><section><p class="unseen"></p></section><div data-first-screen><p class="lower"></p></div></main>',
      ),
    ]);
    expect(out).toContain('.hero{');
    expect(out).toContain('.lower{');
    expect(out).toContain('h1{margin:0}');
    expect(out).toContain('--color-brand');
    expect(out).toContain('--spacing');
    expect(out).not.toContain('.unseen');
    expect(out).not.toContain('--color-unused');
  });
});

describe('inlineFirstScreen', () => {
  it('inlines the sheet, keeps the full one for after the first paint, and names its hash in the policy', () => {
    const out = inlineFirstScreen(page('<main></main>'), '.a{color:red}', "'sha256-x'");
    expect(out).toContain('<style>.a{color:red}</style>');
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('<link rel="stylesheet"');
    expect(out).toContain('<template data-after-paint><link rel="stylesheet" href="/_astro/site.css"></template>');
    expect(out).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript></body>');
    expect(out).toContain("style-src 'sha256-x' 'self'");
  });
});
