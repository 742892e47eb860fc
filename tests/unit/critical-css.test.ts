/**
 * The critical sheet (integrations/critical-css.ts) may keep a rule no first screen uses,
 * never drop one that a first screen does: a dropped rule shows as a page that jumps when
 * the rest of the stylesheet arrives. The two sheets together cascade as the whole one does.
 */
import { describe, expect, it } from 'vitest';
import {
  inlineFirstScreen,
  mayMatch,
  propertyKeys,
  reducedSelector,
  splitCss,
} from '../../integrations/critical-css.ts';

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

describe('propertyKeys', () => {
  /** Whether two properties, as the split sees them, set something in common. */
  const share = (a: string, b: string) => propertyKeys(a).some((key) => propertyKeys(b).includes(key));

  it('gives a shorthand and its longhands, logical or physical, a name in common', () => {
    expect(share('padding', 'padding-left')).toBe(true);
    expect(share('margin-inline-start', 'margin-left')).toBe(true);
    expect(share('inset', 'top')).toBe(true);
    expect(share('border-width', 'border-top-width')).toBe(true);
    expect(share('place-items', 'align-items')).toBe(true);
    expect(share('gap', 'row-gap')).toBe(true);
    expect(share('font', 'line-height')).toBe(true);
    expect(share('--tw-ring-color', '--tw-ring-color')).toBe(true);
  });

  it('keeps apart what does not overlap', () => {
    expect(share('font-size', 'font-weight')).toBe(false);
    expect(share('color', 'background-color')).toBe(false);
    expect(share('border-radius', 'border-color')).toBe(false);
    expect(share('--tw-ring-color', '--tw-shadow-color')).toBe(false);
  });
});

describe('splitCss', () => {
  const css = `@layer theme, base, utilities;
@layer theme{:root,:host{--color-brand:#0b5;--color-unused:#f00;--color-late:#123;--spacing:.25rem}}
@layer base{h1{margin:0}}
@layer utilities{.hero{color:var(--color-brand)}.lower{padding:calc(var(--spacing)*4)}.unseen{color:var(--color-late)}.faq{outline:0}}
.theme-yellow{--color-brand:#fd0}`;
  const shell = (main: string) =>
    page(`<header class="hero"></header><main><section></section><section></section><section>${main}</section></main>`);

  it('inlines the first two blocks of main, the shell and what a page marks, and the variables they use', () => {
    const { critical } = splitCss(css, [
      page(
        '<header class="hero"></header><main><section></section><section></section><section><p class="unseen"></p></section><div data-first-screen><p class="lower"></p></div></main>',
      ),
    ]);
    expect(critical).toContain('.hero{');
    expect(critical).toContain('.lower{');
    expect(critical).toContain('h1{margin:0}');
    expect(critical).toContain('--color-brand');
    expect(critical).toContain('--spacing');
    expect(critical).toContain('@layer theme, base, utilities;');
    expect(critical).not.toContain('.unseen');
    expect(critical).not.toContain('--color-unused');
  });

  it('leaves for later only what no first screen uses, with the theme values it needs written in', () => {
    const { critical, rest } = splitCss(css, [shell('<p class="unseen"></p>')]);
    expect(rest).toContain('.unseen{color:#123}');
    expect(rest).toContain('.faq{outline:0}');
    // Nothing on :root, no base rules, no layer order statement: they would restyle every element.
    expect(rest).not.toContain(':root');
    expect(rest).not.toContain('h1{');
    expect(rest).not.toContain('@layer theme, base');
    expect(critical).not.toContain('--color-late');
  });

  it('does not write in a variable another rule defines again (a theme class recolours it)', () => {
    const { critical, rest } = splitCss(
      `@layer theme{:root,:host{--color-brand:#0b5}}@layer utilities{.hero{color:red}.later{color:var(--color-brand)}}.theme-yellow{--color-brand:#fd0}`,
      [shell('')],
    );
    expect(rest).toContain('.later{color:var(--color-brand)}');
    expect(critical).toContain('--color-brand:#0b5');
  });

  it('repeats later an inlined rule that came after a later one setting the same property at the same specificity', () => {
    // .pad (later) comes before .md-pad (inlined): an element with both took .md-pad's padding.
    const { rest } = splitCss(
      `@layer utilities{.hero{color:red}.pad{padding-left:1rem}@media (width>=48rem){.md-pad{padding:2rem}}.tint:hover{padding:3rem}.ink{color:blue}}`,
      [page('<header class="hero md-pad tint ink"></header><main></main>')],
    );
    expect(rest).toBe('@layer utilities{.pad{padding-left:1rem}@media (width>=48rem){.md-pad{padding:2rem}}}');
  });

  it('repeats nothing across layers: a later layer wins whatever the order', () => {
    const { rest } = splitCss(
      `@layer components, utilities;@layer components{.card{padding:1rem}}@layer utilities{.p-2{padding:.5rem}}`,
      [page('<header class="p-2"></header><main></main>')],
    );
    expect(rest).toBe('@layer components{.card{padding:1rem}}');
  });
});

describe('inlineFirstScreen', () => {
  it('inlines the sheet, links the rest for after the first paint, the whole sheet without JavaScript, and names its hash in the policy', () => {
    const out = inlineFirstScreen(
      page('<main></main>'),
      '.a{color:red}',
      "'sha256-x'",
      '/_astro/site.rest.1234abcd.css',
    );
    expect(out).toContain('<style>.a{color:red}</style>');
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('<link rel="stylesheet"');
    expect(out).toContain(
      '<template data-after-paint><link rel="stylesheet" href="/_astro/site.rest.1234abcd.css"></template>',
    );
    expect(out).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript></body>');
    expect(out).toContain("style-src 'sha256-x' 'self'");
  });

  it('links nothing for later when the whole sheet is inlined', () => {
    const out = inlineFirstScreen(page('<main></main>'), '.a{color:red}', "'sha256-x'", undefined);
    expect(out).not.toContain('<template');
    expect(out).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript></body>');
  });
});
