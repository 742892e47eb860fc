import { readdirSync, readFileSync } from 'node:fs';
import { takenAddresses } from '../../src/build/routing.ts';
import { redirects } from '../../src/config/routes.ts';
import { specRoutes } from '../fixtures/spec.ts';
import { expect, test } from './fixtures.ts';
import { headValue, SITE_ORIGIN, sitemapPaths } from './helpers.ts';

test.describe('every route of docs/behaviour.md §2', () => {
  for (const [path, title] of specRoutes) {
    test(`${path} answers 200 with its title, canonical and absolute share image`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(headValue(html, /<html lang="([^"]+)"/)).toBe('pt-BR');
      expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(title);
      const canonical = headValue(html, /<link rel="canonical" href="([^"]+)"/);
      const expectedCanonical = path === '/home' || path === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`;
      // Client-view article slugs point at the blog; every other page at itself.
      expect(canonical).toBe(path.startsWith('/blog/') ? `${SITE_ORIGIN}/blog` : expectedCanonical);
      expect(headValue(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https:\/\/[^/]+\/.+\.png$/);
      expect(headValue(html, /<meta name="twitter:image" content="([^"]+)"/)).toMatch(/^https:\/\//);
      expect(headValue(html, /<meta name="description" content="([^"]{50,})"/)).toBeTruthy();
      expect(html).toContain('"@type":"Organization"');
    });
  }

  test('the home page description and the partners commission are in the metadata', async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(headValue(home, /<meta name="description" content="([^"]+)"/)).toContain(
      'central de relacionamento inteligente',
    );
    const partners = await (await request.get('/parceiros')).text();
    expect(headValue(partners, /<meta name="description" content="([^"]+)"/)).toContain('até 50%');
  });
});

test('/pricing shows the not-found message and a way home', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByText('A página que você está procurando não está disponível.')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path answers 404 with the home metadata, noindex', async ({ request, page }) => {
  const response = await request.get('/esta-pagina-nao-existe');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe('GVP.Digital');
  expect(headValue(html, /<meta name="description" content="([^"]+)"/)).toContain(
    'central de relacionamento inteligente',
  );
  expect(html).toContain('<meta name="robots" content="noindex, follow">');
  await page.goto('/outra/pagina/inexistente');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  // A way on: the main sections, the blog and contact, each one click away.
  const ways = page.getByRole('navigation', { name: 'Ou siga por aqui' });
  await expect(ways.getByRole('link')).toHaveText(['Produtos', 'Soluções por Setor', 'Blog', 'Contato']);
  await ways.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test.describe('redirects answer 301', () => {
  const names = ['ura-inteligente', 'omni-agent', 'omni-talk', 'omni-zap', 'omni-ticket', 'omni-survey', 'omni-crm'];
  for (const name of names) {
    for (const from of [`/produtos/${name}`, `/produtos/${name}/`]) {
      test(`${from} -> /${name}`, async ({ request }) => {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(`/${name}`);
      });
    }
  }
  test('/trial_agent -> /omni-agent', async ({ request }) => {
    const response = await request.get('/trial_agent', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/omni-agent');
  });
});

test('the static host files exist: _redirects, robots.txt naming the sitemap, a sitemap without not-found pages', async ({
  request,
}) => {
  const redirects = readFileSync('dist/_redirects', 'utf8');
  expect(redirects).toContain('/produtos/omni-crm /omni-crm 301');
  // Redirects only: a rewrite rule would shadow prerendered files on hosts that apply rules first.
  expect(redirects.split('\n').filter((line) => line.trim() && !line.trim().endsWith(' 301'))).toEqual([]);
  expect((await request.get('/_redirects')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap-index.xml`);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/omni-zap</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/</loc>`);
  expect(sitemap).not.toContain('/404');
  expect(sitemap).not.toContain('/home<');
  expect(sitemap).not.toContain('/pricing');
  expect(sitemap).not.toContain('/produtos/');
  expect(sitemap).not.toContain('/blog/artigo');
});

test('a path with a trailing slash redirects to the one URL of the page', async ({ request }) => {
  const response = await request.get('/about/?utm_source=x', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/about\?utm_source=x$/);
});

test('fingerprinted assets are cached for a year, pages revalidate', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = headValue(html, /(\/_astro\/[^"]+\.css)/);
  expect(asset).toBeTruthy();
  const css = await request.get(asset ?? '');
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(css.headers()['content-type']).toContain('text/css');
  const page = await request.get('/about');
  expect(page.headers()['cache-control']).toContain('must-revalidate');
});

test('a web app manifest in Portuguese, with icons that exist at the sizes it states', async ({ page, request }) => {
  // Linked once the first screen is painted (client/shell.ts applyAfterPaint).
  await page.goto('/');
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/(manifest\+)?json/);
  const manifest = (await response.json()) as {
    lang: string;
    short_name: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.lang).toBe('pt-BR');
  expect(manifest.short_name).toBe('GVP.Digital');
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const png = await (await request.get(icon.src)).body();
    // The PNG header holds width and height at bytes 16 to 24.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test('every page shares its own 1200 x 630 PNG card, made at build time', async ({ request }) => {
  const paths = [...(await sitemapPaths(request)), '/pricing'];
  const images = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = headValue(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
    expect(image, path).toMatch(/\/og\/.+\.png$/);
    images.add(new URL(image).pathname);
  }
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, image).toBe('1200x630');
  }
  // One card per page: articles and sections do not all share one picture.
  expect(images.size).toBeGreaterThan(paths.length / 2);
});

test('every name at the top of dist/ is one a product page may not take, or a product page itself', () => {
  const pageFiles = readdirSync('src/pages', { recursive: true })
    .map(String)
    .map((file) => `./${file}`);
  const taken = takenAddresses(pageFiles, readdirSync('public'), Object.keys(redirects));
  const products = new Set(readdirSync('content/products').map((file) => file.replace(/\.md$/, '')));
  const unknown = readdirSync('dist')
    .filter((name) => !name.endsWith('.gz') && !name.endsWith('.br'))
    .filter((name) => {
      const bare = name.replace(/\.html$/, '');
      return !taken.has(name) && !taken.has(bare) && !products.has(bare);
    });
  // A name the build writes that is not here would let a product page take it: add it to BUILD_OUTPUTS.
  expect(unknown).toEqual([]);
});
