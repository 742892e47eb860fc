// @ts-check

import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { sha256Source } from './integrations/built-pages.ts';
import contentCheck from './integrations/content-check.ts';
import firstScreenCss from './integrations/critical-css.ts';
import devContentErrors from './integrations/dev-content-errors.ts';
import firstScript from './integrations/first-script.ts';
import optimiseUploads from './integrations/optimise-uploads.ts';
import pagePolicies from './integrations/page-policy.ts';
import searchIndex from './integrations/search-index.ts';
import staticHost from './integrations/static-host.ts';
import studioDrafts from './integrations/studio-drafts.ts';
import { PAGE_START_SCRIPT } from './src/build/page-start-script.ts';
import { cspDirectives, SCRIPT_SOURCES } from './src/config/content-security.ts';
import { pages, redirects } from './src/config/routes.ts';
import { site } from './src/config/site.ts';
import { SPECULATION_RULES } from './src/config/speculation.ts';
import { SECURITY_HEADERS } from './src/contracts/headers.ts';

const origin = process.env.SITE_ORIGIN ?? site.origin;
/** Set by `npm run dev` (scripts/dev.ts): the local service the dev server passes calls to. */
const devService = process.env.GVP_DEV_SERVICE;

/** Paths kept out of the sitemap: noindex pages of the table, and every redirect source. */
/** @type {Set<string | null>} */
const notIndexed = new Set(
  Object.values(pages)
    .filter((page) => 'noindex' in page && page.noindex && page.path)
    .map((page) => page.path),
);

export default defineConfig({
  site: origin,
  output: 'static',
  // One URL per page, without a trailing slash: sitemap, canonical and server agree.
  trailingSlash: 'never',
  build: { format: 'file' },
  redirects: Object.fromEntries(
    Object.entries(redirects).map(([from, to]) => [from, { status: 301, destination: to }]),
  ),
  // No prefetch script: Speculation Rules in every page's <head> (src/config/speculation.ts).
  prefetch: false,
  // No code blocks to colour, and Shiki's inline styles would need 'unsafe-inline' under CSP.
  markdown: { syntaxHighlight: false },
  // Content-Security-Policy in every page's <meta>, with the hash of each script and style.
  security: {
    csp: {
      directives: cspDirectives({
        webhookBase: process.env.PUBLIC_WEBHOOK_BASE,
        productApiBase: process.env.PUBLIC_PRODUCT_API_BASE,
        blogImageHosts: process.env.BLOG_IMAGE_HOSTS ?? site.blogImageHosts.join(','),
      }),
      scriptDirective: {
        resources: SCRIPT_SOURCES,
        hashes: [SPECULATION_RULES, PAGE_START_SCRIPT].map(
          (inline) => /** @type {`sha256-${string}`} */ (sha256Source(inline)),
        ),
      },
      styleDirective: { resources: ["'self'"] },
    },
  },
  integrations: [
    // First: a build of content the studio would refuse stops before anything is built.
    contentCheck(),
    react(),
    sitemap({
      filter: (url) => {
        const path = new URL(url).pathname.replace(/\/$/, '') || '/';
        // '/home' is the same page as the root, whose URL is the canonical one.
        return path !== '/home' && !notIndexed.has(path) && !(path in redirects) && !path.startsWith('/produtos/');
      },
    }),
    // Before the static host's step, which compresses what is built.
    optimiseUploads(),
    // Before the static host's step, which merges the pages' policies and compresses them.
    firstScreenCss(),
    pagePolicies(),
    // Before the static host's step, which compresses the index's code and entry file too.
    searchIndex(),
    // Articles published after the build open in the blog's client view.
    staticHost({ redirects, headers: SECURITY_HEADERS }),
    // In dev only: a content edit the build would refuse shows in the browser.
    devContentErrors(),
    // In the studio's live site only: its saved drafts, previewed with the site's look.
    studioDrafts(),
  ],
  env: {
    schema: {
      PUBLIC_WEBHOOK_BASE: envField.string({ context: 'client', access: 'public', default: '' }),
      PUBLIC_PRODUCT_API_BASE: envField.string({ context: 'client', access: 'public', default: '' }),
      PUBLIC_GTM_ID: envField.string({
        context: 'client',
        access: 'public',
        default: 'GTM-5XK7QHP',
      }),
    },
  },
  vite: {
    server: {
      // No page of another origin reads the dev server (Vite lets any localhost port): its
      // modules are the checkout's files, and /_inbox the leads. Foreign Host names (DNS
      // rebinding) are refused by Vite's own `allowedHosts`, left at its default.
      cors: false,
      // `npm run dev` runs the local service beside Astro's dev server and sends the calls to it.
      ...(devService ? { proxy: Object.fromEntries(['/webhook', '/api', '/_inbox'].map((p) => [p, devService])) } : {}),
    },
    plugins: [tailwindcss(), ...firstScript()],
  },
});
