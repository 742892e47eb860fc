import type { PageEntry } from '../config/routes.ts';
import { site } from '../config/site.ts';

/**
 * The one URL path of a page: no '.html' (pages are built as files), no '/index', no
 * trailing slash, and '/home' is the root.
 */
export function normalisePath(pathname: string): string {
  const clean = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return clean === '' || clean === '/home' ? '/' : clean;
}

/**
 * The current section of the site, derived from the path (docs/behaviour.md §2):
 * the root gives 'home', a path under /blog/ gives 'blog', otherwise the path
 * without its leading slash (and without a trailing one).
 */
export function currentSection(pathname: string): string {
  const path = normalisePath(pathname);
  if (path === '/') return 'home';
  if (path.startsWith('/blog/')) return 'blog';
  return path.slice(1);
}

/** 'GVP.Digital - {label}', or just 'GVP.Digital' without a label. */
export function pageTitle(label: string | null | undefined): string {
  return label ? `${site.name} - ${label}` : site.name;
}

/** Makes a site-relative path absolute with the given origin; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, origin: string = site.origin): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, origin).href;
}

/** The canonical URL of a path: no trailing slash except the root. */
export function canonicalUrl(pathname: string, origin: string = site.origin): string {
  return absoluteUrl(normalisePath(pathname), origin);
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  noindex: boolean;
}

/** Metadata of a page entry; the share image falls back to the site's default. */
/** Where a page's share image is served: a 1200 x 630 PNG made at build time (pages/og/). */
export function ogImagePath(pathname: string): string {
  // The build sees pages at '/about.html'; the card is named after the page's address.
  const clean = pathname.replace(/\.html$/, '').replace(/\/(index)?$/, '');
  return `/og${clean === '' ? '/index' : clean}.png`;
}

export function metaForEntry(entry: PageEntry, pathname: string, origin: string = site.origin): PageMeta {
  return {
    title: pageTitle(entry.label),
    description: entry.description,
    canonical: canonicalUrl(pathname, origin),
    // A raster image the page names, or the page's own generated card (an SVG cover is not shared).
    image: absoluteUrl(
      entry.image && /\.(png|jpe?g)$/i.test(entry.image) ? entry.image : ogImagePath(pathname),
      origin,
    ),
    noindex: entry.noindex ?? false,
  };
}

/**
 * The first path segments the site's own pages hold, from the page files under src/pages
 * (as import.meta.glob names them: './contact.astro', './blog/[slug].astro'). Dynamic and
 * private files ('[product].astro', '_HomePage.astro') hold none.
 */
export function pageSegments(pageFiles: string[]): Set<string> {
  const segments = pageFiles.map((file) => {
    const [first = '', ...rest] = file.replace(/^\.\//, '').split('/');
    return rest.length > 0 ? first : first.replace(/\.(astro|ts|md)$/, '');
  });
  return new Set(segments.filter((segment) => segment && !/^[[_]/.test(segment)));
}

/**
 * What the build writes at the top of dist/ besides the pages of src/pages and the files of
 * public/: Astro's assets, Pagefind's index (integrations/search-index.ts), the studio's
 * uploads, the sitemap, the host's rules (integrations/static-host.ts). A product page
 * (served at /<slug>) must not take one of these names; tests/e2e/routes.spec.ts checks that
 * every name a build writes is known here or is a page.
 */
export const BUILD_OUTPUTS = [
  '_astro',
  'pagefind',
  'uploads',
  'sitemap-index.xml',
  'sitemap-0.xml',
  '_headers',
  '_redirects',
] as const;

/**
 * Every top-level address a product page could collide with: the site's pages, the names
 * in public/ (with and without their extension), the build's own outputs and the first
 * segment of every redirect.
 */
export function takenAddresses(pageFiles: string[], publicNames: string[], redirectSources: string[]): Set<string> {
  return new Set([
    ...pageSegments(pageFiles),
    ...publicNames.flatMap((name) => [name, name.replace(/\.[^.]+$/, '')]),
    ...BUILD_OUTPUTS.flatMap((name) => [name, name.replace(/\.[^.]+$/, '')]),
    ...redirectSources.map((path) => path.split('/')[1] ?? '').filter(Boolean),
  ]);
}

/**
 * Fails the build when a content page would take an address the site already uses
 * (content/products/contact.md against /contact, a product named 'pagefind' against the search
 * index): the other would win and the menus would list a page nobody can reach.
 */
export function assertFreeSlugs(folder: string, slugs: string[], taken: ReadonlySet<string>): void {
  const clashes = slugs.filter((slug) => taken.has(slug));
  if (clashes.length > 0) {
    throw new Error(
      clashes
        .map((slug) => `${folder}/${slug}.md takes /${slug}, an address the site already uses: rename the file.`)
        .join('\n'),
    );
  }
}
