/**
 * Serves the built site (dist/) as a static host would: correct content types,
 * precompressed bodies, long-lived caching for fingerprinted assets, the `_redirects`
 * rules (301 redirects, 200 rewrites), and the not-found page with status 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { matchRule, parseRedirects } from './redirects.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControl(path: string): string {
  if (path.includes('/_astro/')) return IMMUTABLE;
  if (/\.html(\.(br|gz))?$/.test(path)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

export function siteRoutes(distDir: string): Hono {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
  }
  const redirectsFile = join(distDir, '_redirects');
  const rules = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [];
  const notFoundPage = readFileSync(join(distDir, '404.html'), 'utf8');
  const app = new Hono();

  // Redirects answer before files: Astro also writes a fallback page at each source path.
  app.use('*', async (c, next) => {
    const rule = matchRule(rules, c.req.path);
    if (rule && rule.status >= 300 && rule.status < 400) {
      const url = new URL(c.req.url);
      return c.redirect(`${rule.to}${url.search}`, rule.status as 301 | 302 | 307 | 308);
    }
    await next();
  });

  // One URL per page: '/about/' answers with a permanent redirect to '/about'.
  app.use('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    // Only to a path of this site: '//evil.example/' must not become '//evil.example',
    // which a browser reads as another host.
    if (pathname.length > 1 && pathname.endsWith('/'))
      return c.redirect(`/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 301);
    await next();
  });

  const staticFiles = serveStatic({
    root: distDir,
    precompressed: true,
    // Pages are built as '/about.html' and served at '/about'; a file keeps its extension
    // (the search index's own include an underscore: .pf_meta, .pf_index, .pf_fragment).
    rewriteRequestPath: (path) => (path === '/' || /\.[a-z0-9_]+$/i.test(path) ? path : `${path}.html`),
    onFound: (path, c) => {
      c.header('Cache-Control', cacheControl(path));
      c.header('Vary', 'Accept-Encoding');
    },
  });
  app.use('*', staticFiles);

  // Rewrites (status 200): a fallback page for a pattern, like the blog's article view.
  app.use('*', async (c, next) => {
    const rule = matchRule(rules, c.req.path);
    if (rule?.status !== 200) return next();
    return serveStatic({
      root: distDir,
      path: rule.to.endsWith('.html') ? rule.to : `${rule.to}.html`,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'public, max-age=0, must-revalidate');
      },
    })(c, next);
  });

  // Anything else is the not-found page, with a real 404 status.
  app.on(['GET', 'HEAD'], '*', (c) => c.html(notFoundPage, 404, { 'Cache-Control': 'no-cache' }));
  return app;
}
