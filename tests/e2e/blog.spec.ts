import { readdirSync } from 'node:fs';
import { allLeads } from './db.ts';
import { expect, type Page, test } from './fixtures.ts';
import { expectTone, headValue, holdRequests, SITE_ORIGIN } from './helpers.ts';

const cards = (page: Page) => page.getByTestId('blog-cards').locator('li');

async function readyList(page: Page) {
  await page.goto('/blog');
  const search = page.getByRole('searchbox', { name: 'Buscar artigos' });
  await search.hover();
  await expect(page.locator('[data-island]', { has: search })).toHaveAttribute('data-hydrated', '');
  return search;
}

test('the first page is in the static HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get('/blog')).text();
  expect(html).toContain('/blog/como-reduzir-fila-de-atendimento-com-ia');
  expect((html.match(/href="\/blog\/[a-z0-9-]+"/g) ?? []).length).toBeGreaterThanOrEqual(6);
});

test('every article is linked from the prerendered list pages, with no script and no webhook', async ({ request }) => {
  const slugs = readdirSync('content/blog')
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''));
  const linked = new Set<string>();
  const pages = ['/blog'];
  for (let i = 0; i < pages.length; i++) {
    const html = await (await request.get(pages[i] ?? '')).text();
    for (const [, slug] of html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)) if (slug) linked.add(slug);
    for (const [, n] of html.matchAll(/href="\/blog\/pagina\/(\d+)"/g)) {
      if (!pages.includes(`/blog/pagina/${n}`)) pages.push(`/blog/pagina/${n}`);
    }
  }
  expect(pages).toHaveLength(Math.ceil(slugs.length / 6));
  for (const slug of slugs) expect(linked, slug).toContain(slug);
});

test('without the webhook, "Carregar mais artigos" opens the next prerendered page', async ({ page }) => {
  await readyList(page);
  await page.route('**/webhook/blogs?*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
  await expect(page).toHaveURL(/\/blog\/pagina\/2$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Páginas do blog' }).getByRole('link', { name: 'Página 2' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a card whose image cannot be shown (a host the policy does not allow) shows the placeholder', async ({
  page,
}) => {
  const search = await readyList(page);
  await page.route('**/webhook/blogs?*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([
        {
          id: 'capa-bloqueada',
          slug: 'capa-bloqueada',
          title: 'Capa em outro servidor',
          excerpt: 'A imagem vem de um host que a política não permite.',
          image: 'https://outro-host.example/capa.png',
          category: 'Gestão',
          date: '2024-12-20T10:15:30-03:00',
          author: 'Equipe GVP.Digital',
          readTime: 4,
        },
      ]),
    }),
  );
  await search.fill('capa');
  await search.press('Enter');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByTestId('image-placeholder')).toHaveText('Imagem indisponível');
});

test('load more appends a page and is shown only while more exist', async ({ page }) => {
  await readyList(page);
  await expect(cards(page)).toHaveCount(6);
  const more = page.getByRole('button', { name: 'Carregar mais artigos' });
  const answer = await holdRequests(page, '**/webhook/blogs?root=true&page=2*');
  await more.click();
  await expect(page.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
  answer.release();
  // Page 2 holds the last 3 of the 9 articles: nothing more to load.
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('button', { name: /Carregar mais artigos|Carregando/ })).toHaveCount(0);
});

test('a search after "load more" says it is loading, and replaces the list', async ({ page }) => {
  const search = await readyList(page);
  await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
  await expect(cards(page)).toHaveCount(9);
  const answer = await holdRequests(page, '**/webhook/blogs?root=true&page=1&search=*');
  await search.fill('WhatsApp');
  await search.press('Enter');
  await expect(page.getByText('Carregando artigos...', { exact: true }).first()).toBeVisible();
  answer.release();
  await expect(cards(page).first()).toContainText('WhatsApp');
  await expect(page.getByText('Carregando artigos...', { exact: true })).toHaveCount(0);
});

test('typing searches after a 500 ms pause; Enter searches at once', async ({ page }) => {
  const search = await readyList(page);
  const calls: number[] = [];
  page.on('request', (r) => r.url().includes('search=') && calls.push(Date.now()));
  const typedAt = Date.now();
  await search.fill('ura inteligente');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('URA inteligente x URA tradicional');
  await expect(page.getByRole('button', { name: 'Carregar mais artigos' })).toHaveCount(0);
  expect(calls[0] ?? 0).toBeGreaterThanOrEqual(typedAt + 450);

  calls.length = 0;
  await search.fill('whatsapp');
  await search.press('Enter');
  const enterAt = Date.now();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect((calls[0] ?? 0) - enterAt).toBeLessThan(400);
  await expect(cards(page).first()).toContainText('WhatsApp');
});

test('a failing list call shows "Erro ao buscar artigos" full-page in red', async ({ page }) => {
  const search = await readyList(page);
  await page.route('**/webhook/blogs?*', (route) => route.fulfill({ status: 500, body: '' }));
  await search.fill('crm');
  await search.press('Enter');
  const error = page.getByRole('alert').filter({ hasText: 'Erro ao buscar artigos' });
  await expect(error).toBeVisible();
  await expectTone(error, 'error');
});

test('a card opens the article, with its chips and date, and back returns to the list', async ({ page }) => {
  await page.goto('/blog');
  await cards(page).filter({ hasText: 'URA inteligente x URA tradicional' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/ura-inteligente-x-ura-tradicional$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'URA inteligente x URA tradicional: o fim do “digite\u00a01”',
  );
  await expect(page.getByRole('list', { name: 'Categorias' }).getByRole('listitem')).toHaveText([
    'Tecnologia',
    'Automação',
  ]);
  await expect(page.locator('article time')).toHaveText('12/11/24 16:00:00');
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(6);
});

test('a prerendered article whose cover fails: the image hidden, the placeholder block shown', async ({ page }) => {
  await page.route('**/blog/*.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/blog/crm-integrado-ao-atendimento');
  const cover = page.locator('article img').first();
  await expect(cover).toBeHidden();
  await expect(page.locator('article').getByText('Imagem indisponível', { exact: true })).toBeVisible();
});

test('prerendered articles carry their metadata without JavaScript', async ({ request }) => {
  const html = await (await request.get('/blog/crm-integrado-ao-atendimento')).text();
  expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(
    'GVP.Digital - Por que o CRM precisa estar integrado ao atendimento',
  );
  expect(headValue(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
    `${SITE_ORIGIN}/blog/crm-integrado-ao-atendimento`,
  );
  // Networks show raster images only: the article's own PNG card, not its SVG cover.
  expect(headValue(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
    `${SITE_ORIGIN}/og/blog/crm-integrado-ao-atendimento.png`,
  );
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('<meta property="og:type" content="article">');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain(`${SITE_ORIGIN}/blog/crm-integrado-ao-atendimento</loc>`);
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toContain('<title>Por que o CRM precisa estar integrado ao atendimento</title>');
  expect((rss.match(/<item>/g) ?? []).length).toBe(9);
  // Each item links to the article's canonical address, not to a redirect that adds a slash.
  expect(rss).toContain(`<link>${SITE_ORIGIN}/blog/crm-integrado-ao-atendimento</link>`);
  expect(rss).not.toMatch(/<link>[^<]+\/<\/link>\s*<guid/);
  // Every page names the feed in its head, where readers and browsers look for it.
  for (const path of ['/', '/blog', '/blog/crm-integrado-ao-atendimento', '/contact']) {
    const head = (await (await request.get(path)).text()).split('</head>')[0] ?? '';
    expect(head, path).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Blog GVP.Digital" href="/blog/rss.xml">',
    );
  }
});

test.describe('the client view (articles published after the build)', () => {
  const fresh = {
    slug: 'atendimento-omnichannel-na-pratica',
    title: 'Atendimento omnichannel na prática',
    meta_description: 'Um artigo publicado depois do build.',
    excerpt: 'Publicado depois do build.',
    image: '/nao-existe.png',
    category: 'Estratégia, Gestão',
    date: '2024-12-20T10:15:30-03:00',
    author: 'Equipe GVP.Digital',
    readtime: 3,
    content:
      '<h2>Na prática</h2><p>Texto.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned=3">link</a><iframe src="/"></iframe>',
  };

  test('an accented slug loads, is replaced by its normalised form, runs no injected code, and shows the image placeholder', async ({
    page,
  }) => {
    await page.route('**/webhook/blogs?slug=*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([fresh]) }),
    );
    await page.goto('/blog/Atendimento-Omnichânnel-na-Prática');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atendimento omnichannel na prática');
    await expect(page).toHaveURL(/\/blog\/atendimento-omnichannel-na-pratica$/);
    await expect(page.locator('article time')).toHaveText('20/12/24 10:15:30');
    await expect(page.getByTestId('image-placeholder')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await expect(page.locator('.prose-article script, .prose-article iframe, .prose-article [onerror]')).toHaveCount(0);
    expect(await page.locator('.prose-article a').getAttribute('href')).toBeNull();
  });

  test('"Carregando artigo..." first; a failed call shows the error state with a way back', async ({ page }) => {
    const answer = await holdRequests(page, '**/webhook/blogs?slug=*', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto('/blog/qualquer-artigo');
    await expect(page.getByText('Carregando artigo...')).toBeVisible();
    answer.release();
    await expect(page.getByText('Artigo não encontrado na base de dados...')).toBeVisible();
    await expect(page.getByText('Nenhum artigo carregado ou slug inválido.')).toBeVisible();
    await expect(page.getByText('Artigo não localizado')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar para o blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a missing slug asks the blog webhook for it (call 10) and lands on /blog', async ({ page }) => {
    const slug = `inteligencia-artificial-no-varejo-${Date.now()}`;
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(() => allLeads('blog_create').find((lead) => lead.slug === slug))
      .toEqual({
        autor: 'Equipe GVP.Digital',
        Tema: slug.replace(/-/g, ' '),
        publico: 'Gestores de atendimento, vendas e relacionamento com o cliente',
        Categoria: 'Blog',
        slug,
      });
    // A second visit to the same missing slug does not ask again.
    const asks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/webhook/create-blog')) asks.push(request.url());
    });
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(/\/blog$/);
    expect(asks).toEqual([]);
    expect(allLeads('blog_create').filter((lead) => lead.slug === slug)).toHaveLength(1);
  });
});

test('back from an article after "load more" brings back every card and the place', async ({ page }) => {
  const articles = readdirSync('content/blog').filter((file) => file.endsWith('.md')).length;
  await readyList(page);
  await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
  const loaded = Math.min(articles, 12);
  await expect(cards(page)).toHaveCount(loaded);
  const last = cards(page).last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const title = (await last.getByRole('heading').textContent()) ?? '';
  // An unload handler keeps the browser from freezing the page in its back-forward cache:
  // going back loads it anew, as it does on many phones.
  await page.evaluate(() => addEventListener('unload', () => {}));
  await last.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(last).toBeInViewport();
});
