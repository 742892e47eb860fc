/**
 * The built site as Cloudflare Pages serves it (its local runtime applies `_redirects` before
 * files, and `_headers`): every page, every redirect, one policy per response, and the blog
 * and the site search with no webhook behind it. Paths come from the build's own sitemap and rule files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const redirects = readFileSync('dist/_redirects', 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter((parts) => parts.length === 3);
const articles = readdirSync('content/blog')
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));

test('every page of the sitemap answers 200, with the security headers and exactly one policy', async ({ request }) => {
  expect(pages.length).toBeGreaterThan(20);
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headersArray();
    const policies = headers.filter((h) => h.name.toLowerCase() === 'content-security-policy');
    expect(policies, path).toHaveLength(1);
    expect(policies[0]?.value, path).toContain("frame-ancestors 'none'");
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('every rule of _redirects answers 301 to its target', async ({ request }) => {
  expect(redirects.length).toBeGreaterThan(0);
  for (const [from = '', to = '', status] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(Number(status));
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }
});

test('prerendered articles, the feed and the covers are served as files, never rewritten', async ({ request }) => {
  for (const slug of articles) {
    const html = await (await request.get(`/blog/${slug}`)).text();
    expect(html, slug).toContain('<article');
    expect(html, slug).not.toContain('Carregando artigo...');
  }
  const feed = await request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<rss');
  const cover = [
    ...(await (await request.get(`/blog/${articles[0]}`)).text()).matchAll(/src="(\/[^"]+\.(?:webp|png|jpg|svg))"/g),
  ][0]?.[1];
  if (cover) expect((await request.get(cover)).status()).toBe(200);
});

test('the blog without its webhook: every page of the list is there, and "Carregar mais" opens the next', async ({
  page,
}) => {
  await page.goto('/blog');
  const cards = page.getByTestId('blog-cards').locator('li');
  await expect(cards).toHaveCount(Math.min(6, articles.length));
  await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
  await expect(page).toHaveURL(/\/blog\/pagina\/2$/);
  await expect(cards).toHaveCount(Math.min(6, articles.length - 6));
});

test('the site search on the host alone, by keyboard: Pagefind\'s files are served and "VTEX" finds its sector', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Buscar no site' });
  await dialog.getByRole('searchbox', { name: 'O que você procura?' }).fill('VTEX');
  await expect(dialog.getByRole('status')).toContainText('para “VTEX”');
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', '/verticals/ecommerce');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verticals\/ecommerce$/);
});

test('an article published after the build: a 404 from the host, then the article view at its own address', async ({
  page,
}) => {
  const response = await page.request.get('/blog/publicado-depois-do-build', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  await page.goto('/blog/publicado-depois-do-build');
  // No webhook behind this host: the view says the article cannot be read, at the article's address.
  await expect(page.getByText('Artigo não localizado')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/publicado-depois-do-build$/);
});
