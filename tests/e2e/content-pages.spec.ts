/**
 * Issue 6: the modules page, the ten product pages, the sector overview and the eight
 * sector pages, as a visitor sees them in a real browser against the built site.
 */
import { expect, type Page, test } from '@playwright/test';
import { site, whatsappLink } from '../../src/config/site.ts';
import { CHAT_TEXTS, interestMessage } from '../../src/logic/chat/texts.ts';
import { contentPages, inOrder, SPEC_SECTORS } from '../fixtures/content.ts';
import { storedEvents } from './db.ts';
import { nextFrames, sitemapPaths } from './helpers.ts';

/**
 * The sections SPEC section 2 names for each page, as the headings (h2, or h3 for
 * screenshot blocks and audio players) a visitor finds on it.
 */
const SECTIONS: Record<string, { h2: string[]; h3?: string[] }> = {
  '/ura-inteligente': {
    h2: [
      'Resultados de quem trocou a URA de menus',
      'Empresas que atendem com a URA Inteligente',
      'Tudo o que uma central de voz moderna precisa',
      'Ouça duas ligações de exemplo, ativa e receptiva',
      'O que muda na sua operação',
      'URA de menus ou URA Inteligente?',
      'A voz integrada aos outros canais',
      'Dados protegidos em cada ligação',
      'Troque o "digite 1" por uma conversa',
    ],
    h3: ['URA Ativa', 'URA Receptiva'],
  },
  '/omni-agent': {
    h2: [
      'Três agentes, três rotinas que sua equipe não precisa mais repetir',
      'Ouça o agente atendendo uma ligação',
      'Por que um agente resolve o que um chatbot de menus não resolve',
      'Os melhores modelos, escolhidos para cada tarefa',
      'Mercados onde o Omni Agent já trabalha',
      'Educação e indústria com atendimento que não para',
      'Como o agente entra no seu telefone',
      'Três formas de integrar',
      'Empresas que já têm agentes trabalhando',
      'O que o agente faz no seu setor',
      'Para o cliente, é só uma conversa no WhatsApp',
      'Cinco etapas do primeiro contato ao agente no ar',
      'Perguntas frequentes',
      'Coloque o primeiro agente de IA para trabalhar esta semana',
    ],
    h3: [
      'Pré-qualificação de vendas',
      'Atendimento ao cliente',
      'Financeiro e cobrança',
      'Educação',
      'Indústria',
      // Steps carry their number for screen readers.
      'Passo 1: Ligação recebida',
      'Passo 2: Agente de IA atende',
      'Passo 3: Transferência inteligente para humano',
      'URA inteligente',
      'Atendimento direto',
      'Híbrido',
      'Passo 1: Entender',
      'Passo 2: Desenhar',
      'Passo 3: Criar',
      'Passo 4: Acompanhar',
      'Passo 5: Melhorar',
      'Cronograma',
    ],
  },
  '/omni-talk': {
    h2: [
      'Veja o Omni Talk em um minuto',
      'Uma central telefônica completa, sem hardware',
      'O que vem junto com o Omni Talk',
      'Como soa o atendimento com o Omni Talk',
    ],
  },
  '/omni-ticket': {
    h2: ['Quatro telas para controlar todo o pós-venda', 'SLA, escalonamento e histórico'],
    h3: [
      'Dashboards',
      'Estatísticas',
      'Relatórios',
      'Workflow',
      'SLA por prioridade',
      'Escalonamento automático',
      'Histórico completo',
    ],
  },
  '/omni-crm': {
    h2: ['Oito telas que o seu time comercial vai usar todos os dias', 'Do primeiro contato ao faturamento'],
    h3: [
      'BI',
      'Agenda',
      'Dashboards',
      'Estatísticas de vendas',
      'Formulários',
      'Relatórios',
      'Personalização',
      'Workflow',
      'Funil de vendas',
      'Integração com ERP',
    ],
  },
  '/omni-survey': {
    h2: ['Uma pesquisa do envio ao alerta', 'NPS, alertas e envio em todos os canais'],
    h3: ['NPS', 'Alertas de insatisfação', 'Envio multicanal'],
  },
  '/omni-zap': {
    h2: [
      'O que nossos clientes medem depois do Omni Zap',
      'Quem atende com o Omni Zap',
      'O WhatsApp organizado como uma central de atendimento',
      'Quatro jeitos de conectar o seu número',
      'WhatsApp Business no celular ou Omni Zap?',
      'O WhatsApp junto com os outros canais',
      'Conversas protegidas e auditáveis',
    ],
    h3: ['QR Code', 'Coexistência', 'API Cloud', 'Brokers oficiais'],
  },
  '/omni-mail': {
    h2: [
      'O Omni Mail em ação',
      'Sete telas para nunca mais perder um e-mail',
      'Tudo o que a sua caixa de entrada não faz sozinha',
      'Por que escolher o Omni Mail',
      'Conecta com o que você já usa',
      'Organize os e-mails da sua empresa esta semana',
    ],
    h3: ['Centralização total', 'Automação inteligente', 'Segurança e integração'],
  },
  '/omni-voice': {
    h2: [
      'URA Ativa e URA Receptiva',
      'Uma campanha de voz do início ao fim',
      'Campanhas de voz sob controle',
      'Por que escolher o Omni Voice',
    ],
    h3: ['URA Ativa', 'URA Receptiva'],
  },
  '/omni-sales': {
    h2: [
      'O funil e as propostas em uma tela',
      'Seis recursos para vender mais rápido',
      'O que o seu time comercial ganha',
      'Propostas em todos os canais',
    ],
  },
  '/verticals/callcenter': {
    h2: [
      'Tudo o que a supervisão precisa ver',
      'A URA com IA atendendo uma central de cobrança',
      'O que muda em uma operação de call center',
    ],
    h3: ['Dashboard por operação', 'E-mail na mesma fila', 'Workflow', 'Tickets', 'Estatísticas'],
  },
  '/verticals/ecommerce': {
    h2: ['Da conversa ao pedido, tudo registrado', 'Conectada à plataforma da sua loja', 'O que as lojas medem'],
    h3: ['Dashboard', 'E-mail', 'Workflow', 'Tickets', 'Estatísticas'],
  },
  '/verticals/financeira': {
    h2: [
      'Atendimento e cobrança na mesma plataforma',
      'Feita para as exigências do setor financeiro',
      'Quatro canais, um histórico',
      'O que as financeiras medem',
    ],
    h3: ['Atendimento por voz e texto', 'Segunda via e extratos', 'Workflow', 'Tickets', 'Dashboard'],
  },
  '/verticals/industrias': {
    h2: [
      'Do chamado à visita técnica',
      'Pensada para a operação industrial',
      'Conectada aos sistemas da fábrica',
      'O que a indústria mede',
    ],
    h3: [
      'Assistência técnica via WhatsApp',
      'Portal de autoatendimento para parceiros',
      'Gestão de assistência técnica',
      'Tickets',
      'Dashboard',
    ],
  },
  '/verticals/cosmeticos': {
    h2: ['Seis cartões, seis momentos da jornada da cliente', 'O que as marcas de cosméticos medem'],
  },
  '/verticals/varejo': {
    h2: [
      'Campanhas e vendas de todas as lojas',
      'Duas ligações da IA de voz no varejo',
      'Conectada ao seu ecossistema de vendas',
      'O que o varejo mede',
    ],
    h3: ['Dashboard', 'Campanhas de WhatsApp', 'Campanhas de e-mail', 'Automação', 'Gestão de vendas', 'Estatísticas'],
  },
  '/verticals/hotelaria': {
    h2: [
      'Recepção, reservas e eventos na mesma tela',
      'A IA de voz atendendo o hotel',
      'Conectada aos sistemas do hotel',
      'O que os hotéis medem',
    ],
    h3: ['Dashboard', 'WhatsApp', 'E-mail ao hóspede', 'Área de eventos', 'Tickets', 'Estatísticas'],
  },
  '/verticals/servicos': {
    h2: [
      'Atendimento e agenda sob controle',
      'Conectada aos sistemas que você já usa',
      'O que as empresas de serviços medem',
    ],
    h3: ['Dashboard'],
  },
};

const SECTORS = Object.keys(SECTIONS).filter((p) => p.startsWith('/verticals/'));

async function headings(page: Page, level: 'h2' | 'h3'): Promise<string[]> {
  // textContent, not innerText: sections far below the fold are not rendered yet
  // (content-visibility: auto), yet their headings are in the page and the accessibility tree.
  return (await page.locator(`main ${level}`).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

for (const [path, expected] of Object.entries(SECTIONS)) {
  test(`${path} lists the sections the spec names for it`, async ({ page }) => {
    await page.goto(path);
    expect(await headings(page, 'h2')).toEqual(expect.arrayContaining(expected.h2));
    if (expected.h3) expect(await headings(page, 'h3')).toEqual(expect.arrayContaining(expected.h3));
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

test('audio demos load nothing until played, then play a real file with a duration', async ({ page }) => {
  const audioRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/audio/')) audioRequests.push(r.url());
  });
  await page.goto('/omni-voice');
  const players = page.locator('#audios audio');
  await expect(players).toHaveCount(2);
  await expect(page.locator('#audios h3')).toHaveText(['URA Ativa', 'URA Receptiva']);
  await expect(players.first()).toHaveAttribute('aria-label', 'Ouvir: URA Ativa');
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
    expect(duration).toBeGreaterThan(10);
  }
  expect(audioRequests.some((u) => u.endsWith('/audio/ura-ativa-saas.mp3'))).toBe(true);
});

test('every audio file a page names exists and is audio', async ({ page, request }) => {
  const sources = new Set<string>();
  for (const path of Object.keys(SECTIONS)) {
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
    await page.evaluate(() => {
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
  for (const path of Object.keys(SECTIONS)) {
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

/** SPEC section 9: each sector's result figures, as the spec lists them. */
const SECTOR_FIGURES: Record<string, string[]> = {
  industrias: ['80%', '150%', '60%', '95%'],
  cosmeticos: ['60%', '45%', '80%'],
  varejo: ['70%', '50%', '80%'],
  hotelaria: ['60%', '85%', '50%'],
  servicos: ['45%', '70%', '35%'],
};

for (const [sector, figures] of Object.entries(SECTOR_FIGURES)) {
  test(`/verticals/${sector} shows the spec's result figures`, async ({ request }) => {
    const html = await (await request.get(`/verticals/${sector}`)).text();
    for (const figure of figures) expect(html, figure).toMatch(new RegExp(`>\\s*${figure}\\s*<`));
  });
}

test("every 'Ver Demonstração' opens Gê through the global opener (SPEC section 2), never a scroll", async ({
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
