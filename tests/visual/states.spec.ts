/**
 * Every overlay and changing state a visitor meets, at 390 and 1280 px where it exists,
 * against its baseline: the header menus and the mobile menu, the cookie banner and its
 * preferences, Gê (popup, open, each picker, completed with the booking offer, the slots,
 * booked, error), the demo dialog (empty, with errors, send failed, success with the offer,
 * the slots after 'Agendar Consultoria'), the trial's two steps and its phone variant, the
 * video dialog and an ROI result. The blog list, an article and the article view's not-found
 * state are routes (routes.spec.ts). In each state no element id is repeated.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CHAT_TEXTS } from '../../src/logic/chat/texts.ts';
import { KEPT_WHAT, keptMessage } from '../../src/logic/messages.ts';
import { animationsDone } from '../e2e/animations.ts';
import { FIXED_NOW, geLauncher, gePopup, viewportFor, WIDTHS } from '../e2e/paint.ts';
import { offline, openForScreenshot } from './screens.ts';

test.beforeEach(async ({ page, context, baseURL }) => {
  await offline(context, baseURL ?? '');
  await page.clock.install({ time: FIXED_NOW });
});

/** Ids the page repeats in its current state: islands render after the build's gate ran. */
function repeatedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

/** The viewport as the visitor sees it now, compared with its baseline. */
async function shot(page: Page, width: number, name: string, mask: Locator[] = []): Promise<void> {
  expect(await repeatedIds(page), `${name}: repeated ids`).toEqual([]);
  await animationsDone(page);
  await expect(page).toHaveScreenshot(['states', `${width}`, `${name}.png`], { mask });
}

const panel = (page: Page) => page.getByRole('region', { name: 'Gê - Assistente Digital' });
const lastBot = (page: Page) => panel(page).getByRole('log').locator('[data-from="bot"] p').last();

async function say(page: Page, text: string, reply: string): Promise<void> {
  const input = panel(page).getByLabel('Sua resposta para a Gê');
  await input.fill(text);
  await input.press('Enter');
  await expect(lastBot(page)).toHaveText(reply);
}

/** Gê from her greeting to the contact-time picker. */
async function toContactTime(page: Page): Promise<void> {
  await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
  await say(page, 'marina', CHAT_TEXTS.askEmail('Marina'));
  await say(page, 'marina@lojadamarina.com.br', CHAT_TEXTS.askPhone);
  await say(page, '11987654321', CHAT_TEXTS.askCompany);
  await say(page, 'Loja da Marina', CHAT_TEXTS.askContactTime);
}

for (const width of WIDTHS) {
  const phone = width < 500;
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportFor(width), ...(phone ? { isMobile: true, hasTouch: true } : {}) });

    if (phone) {
      test('the mobile menu, closed groups and one group open', async ({ page }) => {
        await openForScreenshot(page, '/');
        await page.locator('[data-menu-trigger="mobile"]').click();
        const menu = page.locator('#menu-mobile');
        await expect(menu).toBeVisible();
        await shot(page, width, 'menu-mobile');
        await menu.locator('summary', { hasText: 'Produtos' }).click();
        await expect(menu.getByRole('link', { name: 'Omni Zap' })).toBeVisible();
        await shot(page, width, 'menu-mobile-products');
      });
    } else {
      test('the header menus: Produtos, Verticais and Recursos', async ({ page }) => {
        await openForScreenshot(page, '/');
        for (const id of ['products', 'sectors', 'resources']) {
          await page.locator(`[data-menu-trigger="${id}"]`).click();
          await expect(page.locator(`#menu-${id}`)).toBeVisible();
          await shot(page, width, `menu-${id}`);
        }
      });
    }

    test.describe('on a first visit', () => {
      test.use({ storageState: { cookies: [], origins: [] } });
      test("the cookie banner, with Gê's popup, then its preferences", async ({ page }) => {
        await openForScreenshot(page, '/');
        const banner = page.getByRole('region', { name: 'Sua privacidade' });
        await expect(banner).toBeVisible();
        await shot(page, width, 'consent-banner');
        // Gê's popup comes 10 s later, the banner still up: beside the launcher on a laptop.
        await page.clock.fastForward(10_000);
        const popup = gePopup(page);
        await expect(popup).toBeVisible();
        await shot(page, width, 'consent-banner-popup');
        await popup.getByRole('button', { name: 'Talvez depois' }).click();
        await expect(popup).toBeHidden();
        await banner.getByRole('button', { name: 'Personalizar' }).click();
        await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible();
        await shot(page, width, 'consent-preferences');
      });
    });

    test('Gê: the popup, open, each picker and completed', async ({ page }) => {
      await openForScreenshot(page, '/omni-zap');
      await page.clock.fastForward(10_000);
      const popup = gePopup(page);
      await expect(popup).toBeVisible();
      await shot(page, width, 'ge-popup');
      await popup.getByRole('button', { name: 'Sim, quero!' }).click();
      await page.clock.runFor(600);
      await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askName);
      await shot(page, width, 'ge-open');
      await toContactTime(page);
      const times = panel(page).getByRole('group', { name: CHAT_TEXTS.contactTimeLabel });
      await expect(times.getByRole('button', { name: 'Agora' })).toBeFocused();
      await shot(page, width, 'ge-picker-contact-time');
      // Each width books its own slot (Tuesday afternoon, Wednesday morning): run in any order,
      // neither takes the other's.
      await times.getByRole('button', { name: phone ? 'Tarde' : 'Manhã' }).click();
      const sizes = panel(page).getByRole('group', { name: CHAT_TEXTS.employeesLabel });
      await expect(sizes.getByRole('button', { name: '1 a 10', exact: true })).toBeFocused();
      await shot(page, width, 'ge-picker-employees');
      await sizes.getByRole('button', { name: '11 a 50' }).click();
      await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askMainPoint);
      await say(page, 'Atender o WhatsApp com vários atendentes', CHAT_TEXTS.newRequest);
      await expect(panel(page).getByRole('button', { name: 'Reiniciar Conversa' })).toBeVisible();
      const offer = panel(page).getByRole('group', { name: CHAT_TEXTS.bookingLabel });
      await expect(offer.getByRole('button', { name: 'Escolher horário' })).toBeFocused();
      await shot(page, width, 'ge-completed');
      await offer.getByRole('button', { name: 'Escolher horário' }).click();
      const booking = panel(page).getByTestId('ge-booking');
      await expect(booking.getByRole('radio', { checked: true })).toBeFocused();
      await shot(page, width, 'ge-booking-slots');
      await booking.getByRole('button', { name: 'Confirmar horário' }).click();
      const booked = booking.getByRole('region', { name: 'Demonstração agendada ✅' });
      await expect(booked.getByRole('heading', { name: 'Demonstração agendada ✅' })).toBeFocused();
      // The protocol counts the service's bookings, which the other width may have made first.
      await shot(page, width, 'ge-booked', [booked.getByTestId('booking-protocol'), lastBot(page)]);
    });

    test('Gê: the lead cannot go now, kept, and "Tentar agora"', async ({ page }) => {
      await openForScreenshot(page, '/contact');
      await page.route('**/webhook/demo', (route) => route.fulfill({ status: 503, body: '' }));
      await geLauncher(page).click();
      await toContactTime(page);
      await panel(page).getByRole('button', { name: 'Manhã' }).click();
      await panel(page).getByRole('button', { name: '1 a 10', exact: true }).click();
      await expect(lastBot(page)).toHaveText(CHAT_TEXTS.askMainPoint);
      await say(page, 'Organizar o atendimento', CHAT_TEXTS.kept);
      await expect(panel(page).getByRole('button', { name: CHAT_TEXTS.retryNow })).toBeVisible();
      await shot(page, width, 'ge-kept');
    });

    test('the demo dialog: empty, with errors, kept and sent', async ({ page }) => {
      await openForScreenshot(page, '/verticals');
      await page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
      await expect(dialog.getByLabel('Nome completo')).toBeFocused();
      await shot(page, width, 'demo-empty');
      await dialog.getByLabel('Nome completo').fill('Marina Souza');
      await dialog.getByLabel('E-mail corporativo').fill('marina@');
      await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
      await expect(dialog.getByLabel('Telefone')).toBeFocused();
      await shot(page, width, 'demo-errors');
      await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
      await dialog.getByLabel('Faturamento mensal').selectOption('Até R$ 50 mil');
      await dialog.getByLabel('E-mail corporativo').fill('marina@lojadamarina.com.br');
      await dialog.getByLabel('Empresa').fill('Loja da Marina');
      await dialog.getByLabel('Principal desafio').selectOption('Outro');
      await page.route('**/webhook/demo', (route) => route.fulfill({ status: 503, body: '' }));
      await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
      await expect(dialog.getByText(keptMessage(KEPT_WHAT.demoRequest))).toBeVisible({ timeout: 15_000 });
      await shot(page, width, 'demo-kept');
      await page.unroute('**/webhook/demo');
      await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
      await expect(
        dialog.getByText('Demonstração solicitada com sucesso! Entraremos em contato em breve.'),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Escolher horário' })).toBeFocused();
      await shot(page, width, 'demo-sent');
    });

    test("'Agendar Consultoria': the request, then the slots", async ({ page }) => {
      await openForScreenshot(page, '/verticals/varejo');
      await page.getByRole('main').getByRole('button', { name: 'Agendar Consultoria' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
      await expect(dialog.getByLabel('Nome completo')).toBeFocused();
      await dialog.getByLabel('Nome completo').fill('Carla Mendes');
      await dialog.getByLabel('Telefone').fill('(21) 97777-1234');
      await dialog.getByLabel('Faturamento mensal').selectOption('R$ 50 mil - R$ 200 mil');
      await dialog.getByLabel('E-mail corporativo').fill('carla@mendesmodas.com.br');
      await dialog.getByLabel('Empresa').fill('Mendes Modas');
      await dialog.getByLabel('Principal desafio').selectOption('Aumentar vendas');
      await dialog.getByRole('button', { name: 'Solicitar Demonstração' }).click();
      // The day list shows Thursday: its slots are nobody else's in this suite.
      const day = dialog.getByLabel('Dia');
      await day.selectOption('2026-11-26');
      await expect(dialog.getByRole('radio', { checked: true })).toHaveValue('2026-11-26T12:00:00.000Z');
      await shot(page, width, 'demo-booking-slots');
    });

    test(`the trial: step 1, step 2${phone ? ' (the phone variant, with WhatsApp)' : ''}`, async ({ page }) => {
      await openForScreenshot(page, '/omni-agent');
      if (phone) {
        await page.locator('[data-menu-trigger="mobile"]').click();
        await page.locator('#menu-mobile').getByRole('button', { name: 'Teste Grátis' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
      }
      const dialog = page.getByRole('dialog', { name: 'Teste Grátis' });
      await expect(dialog.getByLabel('Nome da empresa')).toBeFocused();
      await shot(page, width, 'trial-step-1');
      await dialog.getByLabel('Nome da empresa').fill('Padaria Martins');
      await dialog.getByLabel('Nome completo').fill('Pedro Martins');
      await dialog.getByLabel('E-mail').fill('pedro@padariamartins.com.br');
      if (phone) await dialog.getByLabel('WhatsApp').fill('(11) 98888-7777');
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await expect(dialog.getByRole('button', { name: 'Verificar Código' })).toBeVisible();
      await shot(page, width, 'trial-step-2');
    });

    test('the video dialog', async ({ page }) => {
      await openForScreenshot(page, '/podcasts');
      const card = page.locator('button[data-play="modal"]').first();
      const title = (await card.getAttribute('data-video-title')) ?? '';
      await card.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('video')).toHaveCount(1);
      // A playing video shows a new frame every time: its area is masked.
      await shot(page, width, 'video-dialog', [dialog.locator('video')]);
    });

    test('an ROI result', async ({ page }) => {
      await openForScreenshot(page, '/roi-calculator');
      await page.getByLabel('Número de atendentes').fill('12');
      await page.getByRole('button', { name: 'Calcular ROI' }).click();
      const result = page.getByTestId('roi-result');
      await expect(result).toBeVisible();
      // The calculator scrolls to its result itself; placed here at once, so the shot never
      // catches that scroll half-way.
      await result.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await shot(page, width, 'roi-result');
    });
  });
}
