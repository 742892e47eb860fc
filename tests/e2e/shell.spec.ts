import { site } from '../../src/config/site.ts';
import { contentPages, inOrder } from '../fixtures/content.ts';
import { SPEC_PRODUCTS, SPEC_SECTORS } from '../fixtures/spec.ts';
import { expect, type Page, test } from './fixtures.ts';
import { builtPagesWith, scrollToSettledEnd } from './helpers.ts';
import { FIXED_NOW, geLauncher } from './paint.ts';

const panel = (page: Page, id: string) => page.locator(`#menu-${id}`);
const trigger = (page: Page, id: string) => page.locator(`[data-menu-trigger="${id}"]`);

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists the spec links, every product page with its tagline, the sectors and the resources', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Home', 'A GVP.digital', 'Parceiros', 'Contato']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /GVP.Digital, página inicial/ }).first()).toHaveAttribute('href', '/');
    await trigger(page, 'products').click();
    const products = panel(page, 'products');
    await expect(products).toBeVisible();
    // Every product page of the content, in its order; the spec's ten among them, in the spec's order.
    const expected = contentPages('products');
    const items = products.locator('li a');
    await expect(items).toHaveCount(expected.length);
    for (const [i, product] of expected.entries()) {
      await expect(items.nth(i)).toHaveAttribute('href', `/${product.slug}`);
      await expect(items.nth(i).locator('span').first()).toHaveText(product.label);
      await expect(items.nth(i).locator('span').nth(1)).toHaveText(product.tagline);
    }
    expect(
      inOrder(
        expected.map((p) => p.label),
        SPEC_PRODUCTS,
      ),
    ).toBe(true);
    expect((await products.boundingBox())?.width).toBe(650);

    await trigger(page, 'sectors').click();
    const sectors = contentPages('sectors').map((s) => s.label);
    await expect(panel(page, 'sectors').getByRole('link')).toHaveText([...sectors, 'Ver Todas']);
    expect(inOrder(sectors, SPEC_SECTORS)).toBe(true);
    await trigger(page, 'resources').click();
    await expect(panel(page, 'resources').getByRole('link')).toHaveText([
      'Calculadora de ROI',
      'Blog',
      'Geeduka',
      'Podcasts',
      'Comunidades',
    ]);
    const whatsapp = page.getByRole('banner').getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Ol%C3%A1/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' })).toBeVisible();
  });

  test('menus are mutually exclusive by mouse; a click outside closes them', async ({ page }) => {
    await page.goto('/about');
    await trigger(page, 'products').click();
    await expect(trigger(page, 'products')).toHaveAttribute('aria-expanded', 'true');
    await trigger(page, 'sectors').click();
    await expect(panel(page, 'products')).toBeHidden();
    await expect(panel(page, 'sectors')).toBeVisible();
    await expect(trigger(page, 'products')).toHaveAttribute('aria-expanded', 'false');
    await trigger(page, 'resources').click();
    await expect(panel(page, 'sectors')).toBeHidden();
    await expect(panel(page, 'resources')).toBeVisible();
    await page.locator('main').click({ position: { x: 10, y: 300 } });
    await expect(panel(page, 'resources')).toBeHidden();
  });

  test('menus open by keyboard, stay exclusive, and Escape closes them with focus back on the trigger', async ({
    page,
  }) => {
    await page.goto('/contact');
    await trigger(page, 'products').focus();
    await page.keyboard.press('Enter');
    await expect(panel(page, 'products')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page, 'products')).toBeHidden();
    await expect(trigger(page, 'products')).toBeFocused();

    await trigger(page, 'sectors').focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel(page, 'sectors')).toBeVisible();
    await expect(panel(page, 'sectors').getByRole('link', { name: 'Call Center' })).toBeFocused();
    await trigger(page, 'resources').focus();
    await page.keyboard.press('Space');
    await expect(panel(page, 'sectors')).toBeHidden();
    await expect(panel(page, 'resources')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger(page, 'resources')).toBeFocused();
    await expect(panel(page, 'resources')).toBeHidden();
  });

  test('the current section is highlighted', async ({ page }) => {
    await page.goto('/omni-zap');
    // Highlighted as the visitor sees it: bolder than the other menus.
    await expect(trigger(page, 'products')).toHaveCSS('font-weight', '600');
    await expect(trigger(page, 'resources')).toHaveCSS('font-weight', '500');
    await trigger(page, 'products').click();
    await expect(panel(page, 'products').getByRole('link', { name: /Omni Zap/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/contact');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contato' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the footer has the spec links, contacts and claims', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The spec's links first, in its order; then the trust pages and the status page.
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'A GVP.digital',
      'Soluções',
      'Produtos',
      'Política de Privacidade',
      'Segurança e Privacidade',
      'Acessibilidade',
      ...(site.statusPageUrl ? ['Status da plataforma (abre em nova aba)'] : []),
    ]);
    await expect(footer.getByRole('link', { name: /^\(\d{2}\) \d{4}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+55\d+$/,
    );
    await expect(footer.getByRole('link', { name: /@gvp\.digital/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /wa\.me/);
    // The spec's 2024, run to the year of the build (the suites build on FIXED_NOW's day).
    await expect(footer).toContainText(`© 2024–${FIXED_NOW.getUTCFullYear()} GVP.Digital`);
    await expect(footer).toContainText('mais de 20 anos');
    await expect(footer).toContainText('suporte 100% nacional');
    await expect(footer).toContainText('Grupo GVP');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens with the groups collapsed, a phone link and the two calls to action, and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const burger = trigger(page, 'mobile');
    await burger.click();
    const menu = panel(page, 'mobile');
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const maxHeight = await menu.evaluate((el) => Number.parseFloat(getComputedStyle(el).maxHeight));
    expect(maxHeight).toBeCloseTo(844 * 0.85, 0);

    const productsGroup = menu.locator('summary', { hasText: 'Produtos' });
    await expect(menu.getByRole('link', { name: 'Omni Zap' })).toBeHidden();
    await productsGroup.click();
    await expect(menu.getByRole('link', { name: 'Omni Zap' })).toBeVisible();
    await menu.locator('summary', { hasText: 'Verticais' }).click();
    await expect(menu.getByRole('link', { name: 'Hotelaria' })).toBeVisible();
    await menu.locator('summary', { hasText: 'Recursos' }).click();
    await expect(menu.getByRole('link', { name: 'Calculadora de ROI' })).toBeVisible();

    await expect(menu.getByRole('link', { name: /\(\d{2}\) \d{4}-\d{4}/ })).toHaveAttribute('href', /^tel:/);
    await expect(menu.getByRole('button', { name: 'Teste Grátis' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Solicitar Demonstração' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('a link in the mobile menu navigates and the menu is closed on the new page', async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'mobile').click();
    await panel(page, 'mobile').getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel(page, 'mobile')).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('global openers (the cross-island contracts)', () => {
  test('window.openChatbot exists on every page, and intent buttons never throw', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/verticals');
    expect(await page.evaluate(() => typeof window.openChatbot)).toBe('function');
    const demoFired = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener('openDemoModal', () => resolve(true), { once: true }),
        ),
    );
    await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
    expect(await demoFired).toBe(true);
    await page.evaluate(() => window.openChatbot?.());
    expect(errors).toEqual([]);
  });
});

test('the header fits every width: no entry wraps, nothing is cut, the page never scrolls sideways', async ({
  page,
}) => {
  await page.goto('/verticals');
  // From the narrowest screen WCAG's reflow asks for (320 px) and the common small phones (360,
  // 375): there the logo's wordmark, beside the three buttons, pushed the menu off the screen.
  for (const width of [320, 360, 375, 390, 768, 1024, 1100, 1151, 1152, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const fit = await page.evaluate(() => {
      const header = document.querySelector('header') as HTMLElement;
      const nav = header.querySelector('nav[aria-label="Principal"]') as HTMLElement;
      const entries = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > a, :scope > ul > li > button')];
      const trial = [...header.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Teste Grátis');
      return {
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        navShown: getComputedStyle(nav).display !== 'none',
        // One line each: no entry taller than the tallest single-line entry.
        wrapped: entries.filter((e) => e.getClientRects().length > 1 || e.offsetHeight > 44).map((e) => e.textContent),
        trialInView: trial ? trial.getBoundingClientRect().right <= document.documentElement.clientWidth : false,
        // The skip link waits off screen until it has focus.
        cut: [...header.querySelectorAll<HTMLElement>('a[href]:not([href="#conteudo"]), button')]
          .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < 0 || r.right > document.documentElement.clientWidth;
          })
          .map((el) => el.textContent?.trim() || el.ariaLabel),
      };
    });
    expect(fit.sideways, `${width}px`).toBeLessThanOrEqual(0);
    expect(fit.wrapped, `${width}px`).toEqual([]);
    expect(fit.trialInView, `${width}px`).toBe(true);
    expect(fit.cut, `${width}px`).toEqual([]);
    // The menu button takes over where the whole nav would not fit.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible({
      visible: !fit.navShown,
    });
  }
});

test("/products: the 'Saber mais' buttons of a row line up, with or without a page link", async ({ page }) => {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products');
    const tops = await page.getByRole('button', { name: /^Saber mais/ }).evaluateAll((buttons) =>
      buttons.map((b) => {
        const card = b.closest('article')?.getBoundingClientRect();
        return { cardTop: Math.round(card?.top ?? 0), top: Math.round(b.getBoundingClientRect().top) };
      }),
    );
    // Cards that start on the same line are a row: their buttons share one top.
    const rows = new Map<number, number[]>();
    for (const { cardTop, top } of tops) rows.set(cardTop, [...(rows.get(cardTop) ?? []), top]);
    for (const [row, buttonTops] of rows) expect(new Set(buttonTops).size, `${width}px row at ${row}`).toBe(1);
  }
});

test("Gê's launcher never covers the page's last words, on a phone or a desktop", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    const launcher = geLauncher(page);
    await expect(launcher).toBeVisible();
    await scrollToSettledEnd(page);
    const covered = await page.locator('footer').evaluate((footer) => {
      const l = document.getElementById('ge-launcher')?.getBoundingClientRect();
      if (!l) return ['no launcher'];
      const texts = [...footer.querySelectorAll('p, a, li')].filter(
        (e) => e.children.length === 0 || e.tagName === 'A',
      );
      return texts
        .map((e) => ({ text: e.textContent?.trim() ?? '', r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.right > l.x && r.left < l.x + l.width && r.bottom > l.y && r.top < l.y + l.height)
        .map(({ text }) => text);
    });
    expect(covered, `${width}px`).toEqual([]);
  }
});

test('figure cards are wide enough for their words at 1280 and 390 px: no label overflows its card', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/omni-agent', '/verticals/industrias']) {
      await page.goto(path);
      const cramped = await page.locator('main dl > div').evaluateAll((cards) =>
        cards
          .map((card) => ({ card, label: card.querySelector('dt') }))
          .filter(({ card, label }) => card.clientWidth < 180 || (label && label.scrollWidth > label.clientWidth))
          .map(({ label }) => label?.textContent),
      );
      expect(cramped, `${width}px ${path}`).toEqual([]);
    }
  }
});

test('every font the pages name is one the browser has: no declared web font that never loads', async ({ page }) => {
  await page.goto('/');
  const missing = await page.evaluate(async () => {
    await document.fonts.ready;
    const generic = new Set(['ui-sans-serif', 'system-ui', 'sans-serif', 'serif', 'monospace', '-apple-system']);
    const system = new Set(['Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'Noto Sans']);
    const families = new Set<string>();
    for (const el of document.querySelectorAll('body, body *')) {
      for (const family of getComputedStyle(el).fontFamily.split(','))
        families.add(family.trim().replace(/^"|"$/g, ''));
    }
    const faces = new Set([...document.fonts].map((f) => f.family.replace(/^"|"$/g, '')));
    return [...families].filter((f) => !generic.has(f) && !system.has(f) && !faces.has(f));
  });
  expect(missing).toEqual([]);
});

test('client wordmarks: one type size, and no name wider than its tile, on every page with a logo wall', async ({
  page,
}) => {
  // The pages with a logo wall, found in the build: only those are opened.
  const walls = builtPagesWith('data-wordmark');
  for (const path of walls) {
    await page.goto(path);
    const marks = page.locator('svg[data-wordmark]');
    const report = await marks.evaluateAll((svgs) =>
      svgs.flatMap((svg) =>
        [...svg.querySelectorAll<SVGTextElement>('text:not([text-anchor])')].map((text) => ({
          name: svg.getAttribute('aria-label'),
          size: text.getAttribute('font-size'),
          // The tile's text area runs from x 44 to 152 (viewBox units).
          right:
            text.getStartPositionOfChar(0).x + (text.getAttribute('textLength') ? 108 : text.getComputedTextLength()),
        })),
      ),
    );
    expect(new Set(report.map((r) => r.size)), path).toEqual(new Set(['13']));
    expect(
      report.filter((r) => r.right > 152).map((r) => r.name),
      path,
    ).toEqual([]);
  }
  expect(walls.length).toBeGreaterThan(0);
});
