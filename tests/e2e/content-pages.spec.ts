/**
 * Issue 6: the modules page, the ten product pages, the sector overview and the eight
 * sector pages, as a visitor sees them in a real browser against the built site.
 */
import { site, whatsappLink } from '../../src/config/site.ts';
import { CHAT_TEXTS, interestMessage } from '../../src/logic/chat/texts.ts';
import { contentPages, inOrder, pageOutline } from '../fixtures/content.ts';
import { SECTOR_FIGURES, SPEC_SECTORS } from '../fixtures/spec.ts';
import { storedEvents } from './db.ts';
import { expect, type Page, test } from './fixtures.ts';
import { nextFrames, sitemapPaths } from './helpers.ts';

/** Every product and sector page, from the content: a page an editor adds is checked too. */
const PAGES = (['products', 'sectors'] as const).flatMap((folder) =>
  contentPages(folder).map(({ slug, path }) => ({ folder, slug, path })),
);
const PATHS = PAGES.map((p) => p.path);
const SECTORS = PAGES.filter((p) => p.folder === 'sectors').map((p) => p.path);

async function headings(page: Page, level: 'h2' | 'h3'): Promise<string[]> {
  // textContent, not innerText: sections far below the fold are not rendered yet
  // (content-visibility: auto), yet their headings are in the page and the accessibility tree.
  return (await page.locator(`main ${level}`).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

for (const { folder, slug, path } of PAGES) {
  test(`${path} shows every section of its content file, in order, with its heading`, async ({ page }) => {
    const expected = pageOutline(folder, slug);
    expect(expected.h2.length, 'a page with sections').toBeGreaterThan(1);
    await page.goto(path);
    const h2 = await headings(page, 'h2');
    const h3 = await headings(page, 'h3');
    expect(inOrder(h2, expected.h2), `h2 ${JSON.stringify(h2)}`).toBe(true);
    expect(inOrder(h3, expected.h3), `h3 ${JSON.stringify(h3)}`).toBe(true);
  });
}

test('every sector page: the hero chat ends in the 0-10 scale, six AI cards, results and both closing calls', async ({
  page,
}) => {
  for (const path of SECTORS) {
    await page.goto(path);
    const hero = page.locator('main > div > section').first();
    const scale = hero.getByRole('list', { name: 'Escala de satisfação de 0 a 10' });
    await expect(scale.getByRole('listitem'), path).toHaveText(
      Array.from({ length: 11 }, (_, i) => new RegExp(`^${i}`)),
    );
    await expect(page.locator('#ia h3'), path).toHaveCount(6);
    await expect(page.locator('#resultados dd').first(), path).toBeVisible();
    const closing = page.locator('main section').last();
    await expect(closing.getByRole('button', { name: 'Solicitar Demonstração' }), path).toBeVisible();
    await expect(closing.getByRole('button', { name: 'Agendar Consultoria' }), path).toBeVisible();
  }
});

test('the call center and e-commerce demo chats offer up to 6 instalments interest-free', async ({ page }) => {
  for (const path of ['/verticals/callcenter', '/verticals/ecommerce']) {
    await page.goto(path);
    await expect(page.locator('main figure').first()).toContainText('6x sem juros');
  }
});

test('e-commerce names its six store platforms', async ({ page }) => {
  await page.goto('/verticals/ecommerce');
  await expect(page.locator('#integracoes li .font-semibold')).toHaveText([
    'Shopify',
    'WooCommerce',
    'Magento',
    'Nuvemshop',
    'VTEX',
    'Wake',
  ]);
});

test('the expandable sector list of omni-agent starts with health open, the others closed; a click toggles', async ({
  page,
}) => {
  await page.goto('/omni-agent');
  const items = page.locator('#setores details');
  await expect(items).toHaveCount(5);
  await expect(items.first().locator('summary')).toHaveText('Saúde');
  expect(await items.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open))).toEqual([
    true,
    false,
    false,
    false,
    false,
  ]);
  await expect(items.first().getByText('Confirmação automática na véspera')).toBeVisible();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1).getByText('Segunda via de boletos')).toBeVisible();
  await items.first().locator('summary').click();
  await expect(items.first().getByText('Confirmação automática na véspera')).toBeHidden();
});

test('audio demos load nothing until played, say how long they are, then play a real file of that length', async ({
  page,
}) => {
  const audioRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/audio/')) audioRequests.push(r.url());
  });
  await page.goto('/omni-voice');
  const players = page.locator('#audios audio');
  await expect(players).toHaveCount(2);
  await expect(page.locator('#audios h3')).toHaveText(['URA Ativa', 'URA Receptiva']);
  await expect(players.first()).toHaveAttribute('aria-label', 'Ouvir: URA Ativa');
  // Before anything is fetched the browser's control says 0:00; the card says the real length.
  const lengths = page.locator('#audios [data-audio-length]');
  await expect(lengths).toHaveText(['Duração: 0:43', 'Duração: 0:45']);
  await expect(lengths.first().locator('time')).toHaveAttribute('datetime', 'PT43S');
  await page.waitForLoadState('networkidle');
  expect(audioRequests).toEqual([]);

  for (const index of [0, 1]) {
    const duration = await players.nth(index).evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          audio.muted = true;
          audio.addEventListener('playing', () => resolve(audio.duration), { once: true });
          audio.addEventListener('error', () => reject(new Error(`cannot play ${audio.currentSrc}`)), { once: true });
          void audio.play();
        }),
    );
    // The browser's own reading of the file agrees with the card, to the second.
    const [minutes, seconds] = ((await lengths.nth(index).locator('time').textContent()) ?? '').split(':').map(Number);
    expect(Math.round(duration)).toBe((minutes ?? 0) * 60 + (seconds ?? 0));
  }
  expect(audioRequests.some((u) => u.endsWith('/audio/ura-ativa-saas.mp3'))).toBe(true);
});

test('every audio file a page names exists and is audio', async ({ page, request }) => {
  const sources = new Set<string>();
  for (const path of PATHS) {
    await page.goto(path);
    for (const src of await page.locator('audio').evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? '')))
      sources.add(src);
  }
  expect(sources.size).toBeGreaterThanOrEqual(9);
  for (const src of sources) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toContain('audio/mpeg');
    expect((await response.body()).length, src).toBeGreaterThan(20_000);
  }
});

test('the video embed is 16:9, loads nothing before a click, then plays the recorded demo', async ({ page }) => {
  const mediaRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|googlevideo|\.(webm|mp4|vtt)$/.test(r.url())) mediaRequests.push(r.url());
  });
  await page.goto('/omni-talk');
  const frame = page.locator('#video [data-embed-frame]');
  const box = await frame.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
  await page.waitForLoadState('networkidle');
  expect(mediaRequests).toEqual([]);

  await page.getByRole('button', { name: /^Assistir: Demonstração do Omni Talk/ }).click();
  const video = frame.locator('video');
  await expect(video).toHaveAttribute('aria-label', 'Demonstração do Omni Talk');
  await expect(video).toBeFocused();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/\/video\/omni-talk\.(webm|mp4)$/);
  expect(mediaRequests.filter((url) => /youtube|ytimg|googlevideo/.test(url))).toEqual([]);
});

test.describe('the modules page', () => {
  test('scrolls to the products after 100 ms, with the nine modules, Omni CRM first as the main one', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.locator('#omni-brain')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('produtos')?.getBoundingClientRect().top ?? 999))
      .toBeLessThan(100);
    const modules = page.locator('#produtos article');
    await expect(modules.locator('h3')).toHaveText([
      'Omni CRM',
      'Omni Mail',
      'Omni Zap',
      'Omni Survey',
      'Omni Talk',
      'Omni Ticket',
      'Omni Insta',
      'Omni Agent',
      'Omni Linken',
    ]);
    await expect(modules.first()).toContainText('Módulo principal');
    for (const module of await modules.all()) await expect(module.locator('ul li')).toHaveCount(6);
    await expect(page.locator('#integracoes li')).toHaveCount(16);
    await expect(page.getByRole('link', { name: /Ver a playlist de novidades/ })).toHaveAttribute(
      'href',
      site.social.youtubePlaylist,
    );
  });

  test('a link to #omni-brain is not overridden by the scroll to the products', async ({ page }) => {
    await page.clock.install();
    await page.goto('/products#omni-brain');
    // Past the 100 ms after which the page would scroll to the products.
    await page.clock.runFor(400);
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test("'Saber mais' opens Gê and asks her about the module; Gê answers and asks the name", async ({ page }) => {
    test.setTimeout(45_000);
    // A slow phone: Gê's island arrives well after the click; the question waits in her
    // store and goes, once, when she has greeted.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/products#produtos');
    await page.getByRole('button', { name: 'Saber mais sobre o Omni Zap' }).click();
    const panel = page.locator('#ge-panel');
    await expect(panel).toBeVisible({ timeout: 10_000 });
    const log = panel.getByRole('log');
    await expect(log.locator('[data-from="user"] p')).toHaveText(interestMessage('Omni Zap'), { timeout: 15_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(log.locator('[data-from="bot"] p').last()).toHaveText(CHAT_TEXTS.askName);
    await expect(log).toContainText(CHAT_TEXTS.interestAck('Omni Zap'));

    const sessionId = await page.evaluate(() => sessionStorage.getItem('gvp:chatSessionId'));
    await expect
      .poll(() => storedEvents(sessionId ?? ''))
      .toEqual([{ step: 'collecting_name', field: 'interest', message: interestMessage('Omni Zap') }]);
  });

  test("'Saber mais' opens WhatsApp with the interest message when the chat is missing", async ({ page, context }) => {
    // wa.me is outside this machine: answer it locally so the new tab settles.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' }),
    );
    await page.goto('/products#produtos');
    // Gê missing: the opener is gone once the shell, which defines it, is in.
    await page.evaluate(async () => {
      await window.gvpShell?.();
      delete window.openChatbot;
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Saber mais sobre o Omni Mail' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(whatsappLink(interestMessage('Omni Mail')));
    await expect(page.locator('#ge-panel')).toBeHidden();
    // Only the new tab goes to WhatsApp: the visitor's page stays where it was.
    expect(new URL(page.url()).pathname).toBe('/products');
  });
});

test.describe('the sector overview', () => {
  test('a card with "Saiba mais" for every sector page', async ({ page }) => {
    await page.goto('/verticals');
    const sectors = contentPages('sectors');
    const cards = page.locator('#setores article');
    await expect(cards.locator('h3')).toHaveText(sectors.map((s) => s.title));
    expect(
      inOrder(
        sectors.map((s) => s.title),
        SPEC_SECTORS,
      ),
    ).toBe(true);
    for (const [i, sector] of sectors.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: `Saiba mais sobre ${sector.title}` })).toHaveAttribute(
        'href',
        `/verticals/${sector.slug}`,
      );
    }
    await cards.getByRole('link', { name: 'Saiba mais sobre Varejo' }).click();
    await expect(page).toHaveURL(/\/verticals\/varejo$/);
  });

  test("'Solicitar Demonstração' fires openDemoModal and the demo modal opens", async ({ page }) => {
    await page.goto('/verticals');
    await page.evaluate(() => {
      window.addEventListener('openDemoModal', () => document.body.setAttribute('data-demo-fired', ''));
    });
    await page.locator('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
    await expect(page.locator('body')).toHaveAttribute('data-demo-fired', '');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test("omni-zap's specialist button opens WhatsApp in a new tab, asking about the WhatsApp product", async ({
  page,
}) => {
  await page.goto('/omni-zap');
  const link = page
    .locator('main section')
    .first()
    .getByRole('link', { name: /Falar com Especialista/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/${site.whatsapp.number}?text=`)).toBe(true);
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('Omni Zap');
});

test('the e-commerce hero button opens Gê through the global opener without any error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/verticals/ecommerce');
  await page.locator('main section').first().getByRole('button', { name: 'Falar com a Gê' }).click();
  await expect(page.locator('#ge-panel')).toBeVisible();
  expect(errors).toEqual([]);
});

test('omni-sales wears the yellow theme while the other products stay blue', async ({ page }) => {
  const primary = (p: Page) =>
    p
      .locator('main section')
      .first()
      .getByRole('button', { name: 'Teste Grátis' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto('/omni-sales');
  expect(await primary(page)).toBe('rgb(161, 98, 7)');
  await page.goto('/omni-ticket');
  expect(await primary(page)).toBe('rgb(27, 94, 227)');
});

test('product pages carry Product and sector pages Service JSON-LD, each with its BreadcrumbList', async ({
  request,
}) => {
  for (const path of PATHS) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
      const data = JSON.parse(m[1] ?? '[]') as unknown;
      return (Array.isArray(data) ? data : [data]) as { '@type': string; itemListElement?: { name: string }[] }[];
    });
    const types = blocks.map((b) => b['@type']);
    expect(types, path).toContain(path.startsWith('/verticals/') ? 'Service' : 'Product');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name);
    expect(crumbs?.slice(0, 2), path).toEqual([
      'Início',
      path.startsWith('/verticals/') ? 'Soluções por Setor' : 'Produtos',
    ]);
  }
});

for (const [sector, figures] of Object.entries(SECTOR_FIGURES)) {
  test(`/verticals/${sector} shows the spec's result figures`, async ({ request }) => {
    const html = await (await request.get(`/verticals/${sector}`)).text();
    for (const figure of figures) expect(html, figure).toMatch(new RegExp(`>\\s*${figure}\\s*<`));
  });
}

test("every 'Ver Demonstração' opens Gê through the global opener (docs/behaviour.md §2), never a scroll", async ({
  request,
}) => {
  const paths = (await sitemapPaths(request)).filter((p) => !p.startsWith('/blog/'));
  let seen = 0;
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const [tag] of html.matchAll(/<(?:a|button)\b[^>]*>(?:(?!<\/(?:a|button)>)[\s\S])*?Ver Demonstração/g)) {
      seen++;
      expect(tag, path).toContain('data-action="chat"');
    }
  }
  expect(seen).toBeGreaterThan(0);
});
