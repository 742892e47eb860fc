/**
 * The Content-Security-Policy of every page, as Astro's `security.csp` renders it in a
 * <meta> tag: Astro adds the hashes of every script and style it emits, so no inline
 * script runs unless the build put it there. `frame-ancestors` cannot live in a meta tag;
 * it is in the header of contracts/headers.ts.
 */
import type { AstroUserConfig } from 'astro';
import { site } from './site.ts';

type CspConfig = Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>;
type CspDirective = NonNullable<CspConfig['directives']>[number];

/** Google Tag Manager and the Google tags it loads, once the visitor consents. */
const TAG_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
/** The video service's player, loaded only after a click, and its thumbnails. */
const VIDEO_HOST = site.videoService.player;
const THUMBNAIL_HOST = site.videoService.thumbnails;

const originOf = (base: string | undefined): string[] => {
  if (!base) return [];
  try {
    return [new URL(base).origin];
  } catch {
    return [];
  }
};

/** Directives besides script-src and style-src, which Astro writes with its hashes. */
export function cspDirectives(env: {
  webhookBase?: string | undefined;
  productApiBase?: string | undefined;
  /** Where the blog webhook's article images live (comma-separated origins). */
  blogImageHosts?: string | undefined;
}): CspDirective[] {
  const api = [...new Set([...originOf(env.webhookBase), ...originOf(env.productApiBase)])];
  const images = [...new Set((env.blogImageHosts ?? '').split(',').flatMap((host) => originOf(host.trim())))];
  return [
    "default-src 'self'",
    `img-src ${["'self'", 'data:', ...images, THUMBNAIL_HOST, ...TAG_HOSTS, ...ANALYTICS_HOSTS].join(' ')}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${["'self'", ...api, ...TAG_HOSTS, ...ANALYTICS_HOSTS].join(' ')}`,
    `frame-src ${VIDEO_HOST} ${TAG_HOSTS.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/**
 * script-src sources besides the hashes: our own files, the tag manager, and the compiling of
 * WebAssembly, which the site search (Pagefind) runs its index with. 'wasm-unsafe-eval'
 * allows WebAssembly only, not eval() of JavaScript.
 */
export const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'", ...TAG_HOSTS];
