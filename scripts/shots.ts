/**
 * `npm run shots`: screenshots of every route at 390 px and 1280 px into shots/.
 * Usage: npm run shots [-- /path /other-path]   (default: every sitemap page, /pricing and a 404)
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/browser.ts';
import { capture, viewportFor, WIDTHS } from '../tests/e2e/paint.ts';
import { routeFileName, sitemapPaths, startSite } from './serve.ts';

const site = await startSite(4411);
try {
  const requested = process.argv.slice(2);
  const paths = requested.length ? requested : [...(await sitemapPaths(site.url)), '/pricing', '/pagina-inexistente'];
  mkdirSync('shots', { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: viewportFor(width), locale: 'pt-BR' });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      // A full-page capture never brings the deferred sections and the footer near the viewport:
      // render them as a deep link does (styles/global.css .defer-rendering), so nothing is blank.
      await page.evaluate(() => {
        document.documentElement.dataset.deepLink = '';
      });
      await capture(page, { path: `shots/${routeFileName(path)}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
  await browser.close();
  console.log(`${paths.length * WIDTHS.length} screenshots in shots/`);
} finally {
  site.stop();
}
