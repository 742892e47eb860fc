/**
 * The pages an enterprise buyer and any visitor look for beyond the spec: the site search, the
 * accessibility statement with its barrier report, the trust page with its LGPD request form,
 * and the status link. Forms are checked against the local service: the exact payload stored,
 * the protocol on screen equal to the one the service answered, and exactly once.
 */
import { site } from '../../src/config/site.ts';
import { FORM_MESSAGES } from '../../src/logic/messages.ts';
import { storedLeads, uniqueEmail } from './db.ts';
import { expect, type Page, test } from './fixtures.ts';
import { expectTone, holdRequests, pendingRequests, readyForm, shellIn } from './helpers.ts';

const PROTOCOL = /(ACS|LGPD)-[0-9A-Z]{8}/;

async function fillBarrier(page: Page, email: string) {
  const form = await readyForm(page, 'Relatar uma barreira de acessibilidade');
  await form.getByLabel('Nome').fill('Helena Prates');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByLabel('Página onde encontrou a barreira').fill('/roi-calculator');
  await form.getByLabel('O que aconteceu').fill('O resultado da calculadora não é anunciado pelo NVDA.');
  return form;
}

async function fillPrivacy(page: Page, email: string) {
  const form = await readyForm(page, 'Pedido de titular de dados');
  await form.getByLabel('Nome completo').fill('Otávio Mendes');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByLabel('Sua relação com a GVP.Digital').selectOption('Candidato(a) a uma vaga');
  await form.getByLabel('O que você deseja').selectOption('Eliminação dos dados tratados com o seu consentimento');
  await form.getByLabel('Detalhes do pedido').fill('Enviei meu currículo em 2025 e não quero mais participar.');
  return form;
}

test.describe('the barrier report of /acessibilidade', () => {
  test('stores exactly the fields, once for a double click, and shows the protocol the service answered', async ({
    page,
  }) => {
    const email = uniqueEmail('barreira');
    await page.goto('/acessibilidade');
    const form = await fillBarrier(page, email);
    const answer = page.waitForResponse((r) => r.url().endsWith('/webhook/acessibilidade'));
    await form.getByRole('button', { name: 'Enviar relato' }).dblclick();
    const { protocolo } = (await (await answer).json()) as { protocolo: string };
    expect(protocolo).toMatch(PROTOCOL);
    const message = form.getByText(FORM_MESSAGES.barrierSuccess(protocolo));
    await expect(message).toBeVisible();
    await expectTone(message, 'success');
    const [stored, ...more] = storedLeads('accessibility_report', email);
    expect(more).toEqual([]);
    expect(stored).toEqual({
      nome: 'Helena Prates',
      email,
      pagina: '/roi-calculator',
      descricao: 'O resultado da calculadora não é anunciado pelo NVDA.',
      tipo: 'barreira_acessibilidade',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('states the standard, how the site is tested and the dated limitations; the footer links here', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click();
    await expect(page).toHaveURL(/\/acessibilidade$/);
    await expect(page.getByText('ABNT NBR 17225:2025', { exact: true })).toBeVisible();
    await expect(page.getByText('WCAG 2.2, nível AA', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fluxos completos só com o teclado' })).toBeVisible();
    await expect(page.getByText(/Identificada em \d\d\/\d\d\/\d{4}/).first()).toBeVisible();
  });
});

test.describe('the data subject request of /seguranca-e-privacidade', () => {
  test('stores exactly the fields once and shows the protocol the service answered', async ({ page }) => {
    const email = uniqueEmail('titular');
    await page.goto('/seguranca-e-privacidade');
    const form = await fillPrivacy(page, email);
    const answer = page.waitForResponse((r) => r.url().endsWith('/webhook/lgpd'));
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    const { protocolo } = (await (await answer).json()) as { protocolo: string };
    await expect(form.getByText(FORM_MESSAGES.privacySuccess(protocolo))).toBeVisible();
    expect(storedLeads('privacy_request', email)).toEqual([
      {
        nome: 'Otávio Mendes',
        email,
        relacao: 'Candidato(a) a uma vaga',
        direito: 'Eliminação dos dados tratados com o seu consentimento',
        detalhes: 'Enviei meu currículo em 2025 e não quero mais participar.',
        tipo: 'direitos_titular',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  test('with the service failing: kept with its protocol at once, the values stay, and the success comes by itself', async ({
    page,
  }) => {
    const email = uniqueEmail('titularfalha');
    await page.goto('/seguranca-e-privacidade');
    const form = await fillPrivacy(page, email);
    await page.route('**/webhook/lgpd', (route) => route.fulfill({ status: 500, body: 'erro' }));
    const calls = pendingRequests(page, /\/webhook\/lgpd/);
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    // The protocol is the lead's from the start: shown with the kept message, no second click.
    const message = form.getByText(/^Seu protocolo é LGPD-[0-9A-Z]{8}\. Ainda não conseguimos entregar seu pedido/);
    await expect(message).toBeVisible();
    await expectTone(message, 'kept');
    const protocol = /LGPD-[0-9A-Z]{8}/.exec((await message.textContent()) ?? '')?.[0];
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    expect(storedLeads('privacy_request', email)).toEqual([]);
    await page.unroute('**/webhook/lgpd');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Delivered by the outbox: the open form turns into the success, with the same protocol.
    await expect(form.getByText(FORM_MESSAGES.privacySuccess(protocol ?? ''))).toBeVisible();
    await expect.poll(() => storedLeads('privacy_request', email).length).toBe(1);
    await expect.poll(calls).toBe(0);
    expect(storedLeads('privacy_request', email)).toHaveLength(1);
  });

  test('a filled honeypot sees the same success and nothing is sent', async ({ page }) => {
    const email = uniqueEmail('robo');
    await page.goto('/seguranca-e-privacidade');
    const form = await fillPrivacy(page, email);
    await form.locator('input[name="_gotcha"]').fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(form.getByText(/Pedido enviado com sucesso!/)).toBeVisible();
    expect(storedLeads('privacy_request', email)).toEqual([]);
  });

  test('names the encarregado, the data location and no certification the config does not list', async ({ page }) => {
    await page.goto('/seguranca-e-privacidade');
    await expect(page.getByText(site.dataProtectionOfficer)).toBeVisible();
    await expect(page.getByText(site.trust.dataLocation)).toBeVisible();
    for (const practice of site.trust.practices)
      await expect(page.getByRole('heading', { name: practice.title })).toBeVisible();
    const certifications = page.getByRole('heading', { name: 'Certificações', exact: true });
    await expect(certifications).toHaveCount(site.trust.certifications.length ? 1 : 0);
    await expect(page.getByText(/ISO\s?27001|SOC 2/)).toHaveCount(0);
  });

  test("offers every right of LGPD art. 18, opposition and the review of automated decisions; visitors' data are theirs", async ({
    page,
  }) => {
    await page.goto('/seguranca-e-privacidade');
    const rights = page.getByRole('form', { name: 'Pedido de titular de dados' }).getByLabel('O que você deseja');
    const options = (await rights.locator('option').allTextContents()).slice(1);
    expect(options).toHaveLength(11);
    // Inciso VIII, missing before, between VII and IX.
    expect(
      options.indexOf('Informação sobre a possibilidade de não dar consentimento e as consequências da recusa'),
    ).toBe(options.indexOf('Revogação do consentimento') - 1);
    expect(options).toContain('Oposição a um tratamento feito sem o seu consentimento que descumpra a lei');
    expect(options).toContain('Revisão de uma decisão tomada só por tratamento automatizado');
    await expect(page.getByRole('main')).not.toContainText('são nossos');
  });
});

test('the status page is linked in the footer and on /contact, in a new tab, exactly when it is set', async ({
  page,
}) => {
  await page.goto('/contact');
  const links = [
    page.getByRole('contentinfo').getByRole('link', { name: /Status da plataforma/ }),
    page.getByRole('main').getByRole('link', { name: /página de status/ }),
  ];
  for (const link of links) {
    if (!site.statusPageUrl) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute('href', site.statusPageUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test.describe('the site search', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Buscar no site' });
  const box = (page: Page) => dialog(page).getByRole('searchbox', { name: 'O que você procura?' });
  const results = (page: Page) => dialog(page).getByRole('list', { name: 'Resultados da busca' }).getByRole('link');

  // The terms of the issue, and the page each must find near the top.
  const expected: [string, string, string][] = [
    ['VTEX', '/verticals/ecommerce', 'Setor'],
    ['URA', '/ura-inteligente', 'Produto'],
    ['NPS', '/omni-survey', 'Produto'],
    ['WhatsApp', '/omni-zap', 'Produto'],
  ];

  test('by keyboard alone, with no webhook: "/" opens it, each term finds its page, Enter opens the first result', async ({
    page,
  }) => {
    // The search never calls a webhook: a plain static host is enough.
    await page.route('**/webhook/**', (route) => route.abort());
    await page.goto('/contact');
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    for (const [term, path, section] of expected) {
      await box(page).fill(term);
      await expect(dialog(page).getByRole('status')).toContainText(`para “${term}”`);
      const top = await results(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
      expect(top, term).toContain(path);
      const result = dialog(page).locator(`a[href="${path}"]`);
      await expect(result.first()).toContainText(section);
      await expect(result.first().locator('mark').first()).toBeVisible();
    }
    // The arrows walk the list; Enter on the box opens the first result.
    await box(page).press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box(page)).toBeFocused();
    const first = await results(page).first().getAttribute('href');
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first}$`));
  });

  test('the header button and Ctrl+K open it; Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/omni-zap');
    const button = page.getByRole('banner').getByRole('button', { name: 'Buscar no site' });
    await button.click();
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    // Again while open: nothing breaks, the box keeps the focus.
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await box(page).fill('qqq');
    await expect(dialog(page).getByRole('status')).toHaveText(
      'Nenhum resultado para “qqq”. Tente outra palavra, como WhatsApp, URA ou CRM.',
    );
    expect(errors).toEqual([]);
  });

  test('typed before its code arrived: the box keeps the text and the search runs once the code is in', async ({
    page,
  }) => {
    const code = await holdRequests(page, '**/_astro/search.*.js');
    await page.goto('/about');
    await page.keyboard.press('Control+k');
    await box(page).pressSequentially('NPS');
    await expect(dialog(page).getByRole('status')).toHaveText('');
    code.release();
    await expect(dialog(page).getByRole('status')).toContainText('para “NPS”');
    await expect(box(page)).toHaveValue('NPS');
  });

  test('its code failing to arrive: the dialog says so, and opening it again once online searches', async ({
    page,
  }) => {
    await page.goto('/geeduka');
    // The visitor has moved over the page: the shell, which opens the dialog, is in.
    await shellIn(page);
    await page.route('**/_astro/search.*.js', (route) => route.abort('internetdisconnected'));
    await page.context().setOffline(true);
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Não foi possível carregar a busca. Verifique a sua conexão e abra a busca de novo.',
    );
    await box(page).fill('URA');
    await page.context().setOffline(false);
    await page.unroute('**/_astro/search.*.js');
    // Closed by its button, which needs no script; the box keeps what was typed.
    await dialog(page).getByRole('button', { name: 'Fechar busca' }).click();
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('status')).toContainText('para “URA”');
    await expect(dialog(page).getByRole('alert')).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('opens from the menu, which closes; Escape gives focus to the menu button', async ({ page }) => {
      await page.goto('/parceiros');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page
        .getByRole('navigation', { name: 'Menu móvel' })
        .getByRole('button', { name: 'Buscar no site' })
        .click();
      await expect(box(page)).toBeFocused();
      await expect(page.getByRole('navigation', { name: 'Menu móvel' })).toBeHidden();
      await box(page).fill('WhatsApp');
      await expect(results(page).first()).toBeVisible();
      // Escape from a filled box closes the dialog (the box's own Escape would only clear it).
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(menu).toBeFocused();
    });
  });

  test("the blog's own search keeps the webhook; when it fails, the spec's error shows and the site's index answers", async ({
    page,
  }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Buscar artigos' });
    await search.hover();
    await expect(page.locator('[data-island="blog-list"]')).toHaveAttribute('data-hydrated', '');
    // The webhook works: its answer is the list, and the index is never asked.
    const asked = page.waitForRequest((r) => r.url().includes('/webhook/blogs') && r.url().includes('search=whatsapp'));
    await search.fill('whatsapp');
    await asked;
    await expect(page.getByRole('heading', { name: /Resultados do índice do site/ })).toHaveCount(0);
    // The webhook fails: the error of the spec, then the articles the index finds.
    await page.route('**/webhook/blogs**', (route) => route.fulfill({ status: 500, body: 'erro' }));
    await search.fill('URA');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resultados do índice do site para “URA”' })).toBeVisible();
    await expect(page.getByText(/A busca do blog está fora do ar agora/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'URA inteligente x URA tradicional: o fim do “digite\u00a01”' }),
    ).toHaveAttribute('href', '/blog/ura-inteligente-x-ura-tradicional');
  });
});
