import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  assertFreeSlugs,
  canonicalUrl,
  currentSection,
  metaForEntry,
  ogImagePath,
  pageSegments,
  pageTitle,
  takenAddresses,
} from '../../src/build/routing.ts';
import { type PageEntry, pages, redirects } from '../../src/config/routes.ts';

describe('currentSection (docs/behaviour.md §2)', () => {
  it.each([
    ['/', 'home'],
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/blog/como-reduzir-filas', 'blog'],
    ['/about', 'about'],
    ['/omni-zap/', 'omni-zap'],
    ['/verticals/varejo', 'verticals/varejo'],
    ['/about.html', 'about'],
    ['/index.html', 'home'],
    ['/home', 'home'],
  ])('%s is the section %s', (path, section) => {
    expect(currentSection(path)).toBe(section);
  });
});

describe('metadata', () => {
  it("titles pages 'GVP.Digital - {label}' and the home page 'GVP.Digital'", () => {
    expect(pageTitle('Contato')).toBe('GVP.Digital - Contato');
    expect(pageTitle(null)).toBe('GVP.Digital');
    expect(metaForEntry(pages.home, '/').title).toBe('GVP.Digital');
    expect(metaForEntry(pages.about, '/about').title).toBe('GVP.Digital - A GVP.digital');
  });

  it('makes a relative share image absolute with the site origin', () => {
    expect(absoluteUrl('/og/x.png', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/og/x.png');
    expect(absoluteUrl('og/x.png', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/og/x.png');
    expect(absoluteUrl('https://cdn.exemplo.com/a.png', 'https://exemplo.com.br')).toBe(
      'https://cdn.exemplo.com/a.png',
    );
    // Each page shares its own card, made at build time; an SVG cover is never shared.
    expect(metaForEntry(pages.contact, '/contact', 'https://exemplo.com.br').image).toBe(
      'https://exemplo.com.br/og/contact.png',
    );
    expect(metaForEntry(pages.home, '/', 'https://exemplo.com.br').image).toBe('https://exemplo.com.br/og/index.png');
    expect(
      metaForEntry({ ...pages.blog, path: '/blog/a', image: '/blog/a.svg' }, '/blog/a', 'https://exemplo.com.br').image,
    ).toBe('https://exemplo.com.br/og/blog/a.png');
  });

  it('gives /home the root canonical and drops trailing slashes', () => {
    expect(canonicalUrl('/home', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/');
    expect(canonicalUrl('/home/', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/');
    expect(canonicalUrl('/about/', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/about');
    expect(canonicalUrl('/about.html', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/about');
    expect(canonicalUrl('/home.html', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/');
    expect(canonicalUrl('/verticals/index.html', 'https://exemplo.com.br')).toBe('https://exemplo.com.br/verticals');
  });

  it('describes the home page as the intelligent relationship hub and parceiros with commissions up to 50%', () => {
    expect(pages.home.description).toContain('central de relacionamento inteligente');
    expect(pages.parceiros.description).toMatch(/comiss(ão|ões) de até 50%/);
  });

  it('keeps every description within search-engine limits', () => {
    for (const [key, entry] of Object.entries(pages) as [string, PageEntry][]) {
      expect(entry.description.length, key).toBeGreaterThanOrEqual(50);
      expect(entry.description.length, key).toBeLessThanOrEqual(160);
    }
  });

  it('marks the not-found pages noindex', () => {
    expect(metaForEntry(pages.notFound, '/404').noindex).toBe(true);
    expect(metaForEntry(pages.pricing, '/pricing').noindex).toBe(true);
    expect(metaForEntry(pages.about, '/about').noindex).toBe(false);
  });
});

describe('redirects (docs/behaviour.md §2, Routes)', () => {
  it('sends each old /produtos/{name} path to /{name}', () => {
    const names = ['ura-inteligente', 'omni-agent', 'omni-talk', 'omni-zap', 'omni-ticket', 'omni-survey', 'omni-crm'];
    for (const name of names) expect(redirects[`/produtos/${name}`]).toBe(`/${name}`);
    expect(Object.keys(redirects).filter((from) => from.startsWith('/produtos/'))).toHaveLength(names.length);
  });
  it('sends /trial_agent to /omni-agent', () => {
    expect(redirects['/trial_agent']).toBe('/omni-agent');
  });
});

describe('share image paths', () => {
  it('name the card after the page address, whatever form the build sees it in', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/about.html')).toBe('/og/about.png');
    expect(ogImagePath('/about/')).toBe('/og/about.png');
    expect(ogImagePath('/blog/pagina/2')).toBe('/og/blog/pagina/2.png');
    expect(ogImagePath('/index.html')).toBe('/og/index.png');
  });
});

describe('content pages beside the site pages', () => {
  const files = [
    './contact.astro',
    './[product].astro',
    './_HomePage.astro',
    './robots.txt.ts',
    './blog/[slug].astro',
    './verticals/index.astro',
  ];

  it('know the addresses the site pages hold, not the dynamic or private files', () => {
    expect([...pageSegments(files)].sort()).toEqual(['blog', 'contact', 'robots.txt', 'verticals']);
  });

  it('refuse a product named like a page, naming the file', () => {
    const taken = takenAddresses(files, [], []);
    expect(() => assertFreeSlugs('content/products', ['omni-talk', 'contact'], taken)).toThrow(
      'content/products/contact.md takes /contact, an address the site already uses: rename the file.',
    );
    expect(() => assertFreeSlugs('content/products', ['omni-talk', 'omni-zap'], taken)).not.toThrow();
  });

  it('hold as taken the names of public/, the build’s own outputs and the redirects’ first segments', () => {
    const taken = takenAddresses(files, ['favicon.svg', 'audio'], ['/produtos/omni', '/trial_agent']);
    for (const name of [
      'favicon',
      'favicon.svg',
      'audio',
      'pagefind',
      'uploads',
      '_astro',
      'sitemap-index',
      'produtos',
      'trial_agent',
      'contact',
    ])
      expect(taken.has(name), name).toBe(true);
    expect(taken.has('omni-zap')).toBe(false);
  });
});
