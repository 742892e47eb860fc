/**
 * `npm run bench:interaction`: Interaction to Next Paint of the first interaction with each
 * island, at CPU x4 on a slow 4G link (150 ms, 1.6 Mb/s), at 390 px (touch) and 1280 px,
 * measured with the Event Timing API in Debian's Chromium; and the JavaScript every page
 * fetches before the visitor acts (gzipped). Budgets: INP 200 ms, JavaScript 5 KB.
 *
 * Usage: npm run bench:interaction [-- --runs 3] [-- --only 'Saber']   (each figure is the median of the runs)
 * Exits non-zero when a figure is over its budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { LEAD_FORM_CALLS } from '../src/client/island-registry.ts';
import { chromiumArgs, chromiumPath, firstScriptIn, javascriptBeforeAction } from '../tests/browser.ts';
import { consentAnswered } from '../tests/consent-state.ts';
import { sitemapPaths, startSite } from './serve.ts';

const INP_BUDGET_MS = 200;
const JS_BUDGET_BYTES = 5 * 1024;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1] ?? 1) : 3;
/** `--only Gê`: just the islands whose name contains this, and no page sweep. */
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '') : '';

interface Scenario {
  island: string;
  path: string;
  /** Waits for the page state the interaction needs (never a fixed delay). */
  setup?: (page: Page) => Promise<void>;
  act: (page: Page, touch: boolean) => Promise<void>;
  /** For overlays: what must be on screen for the visitor to see a response. */
  visible?: string;
  /** The setup itself interacts (a conversation): its interactions are not the one measured. */
  forgetSetup?: boolean;
}

/** The first built page (dist/, by file name) that renders the island `name`. */
function builtPageWith(name: string): string {
  const file = readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.html'))
    .sort()
    .find((entry) => readFileSync(join('dist', entry), 'utf8').includes(`data-island="${name}"`));
  if (!file) throw new Error(`No built page renders the island ${name}: npm run build first.`);
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

const press = async (selector: ReturnType<Page['locator']>, touch: boolean) =>
  touch ? selector.tap() : selector.click();

/** Gê's conversation up to the booking offer ('Escolher horário'), as a visitor answers it. */
async function geUpToOffer(page: Page): Promise<void> {
  await page.evaluate(() => window.openChatbot?.());
  const panel = page.locator('#ge-panel');
  const input = panel.getByLabel('Sua resposta para a Gê');
  const answers = ['Marina', 'marina@lojadamarina.com.br', '11987654321', 'Loja da Marina'];
  for (const [i, answer] of answers.entries()) {
    // The input takes the next answer once Gê has asked for it (it is disabled while she types).
    await input.fill(answer);
    await input.press('Enter');
    await panel.getByRole('log').locator('[data-from="user"]').nth(i).waitFor();
  }
  await panel.getByRole('button', { name: 'Tarde' }).click();
  await panel.getByRole('button', { name: '11 a 50' }).click();
  await input.fill('Centralizar o WhatsApp');
  await input.press('Enter');
  await panel.getByRole('button', { name: 'Escolher horário' }).waitFor();
}

const SCENARIOS: Scenario[] = [
  {
    island: "Gê's launcher",
    path: '/omni-zap',
    act: (page, touch) => press(page.locator('#ge-launcher'), touch),
    visible: '#ge-panel',
  },
  {
    island: "'Sim, quero!'",
    path: '/parceiros',
    setup: async (page) => {
      await page.clock.fastForward(10_500);
      await page.locator('#ge-popup').waitFor({ state: 'visible' });
      await page.clock.resume();
    },
    act: (page, touch) => press(page.getByRole('button', { name: 'Sim, quero!' }), touch),
    visible: '#ge-panel',
  },
  {
    island: 'demo modal',
    path: '/verticals',
    act: (page, touch) =>
      press(page.getByRole('main').getByRole('button', { name: 'Solicitar Demonstração' }).first(), touch),
    visible: 'dialog[open]',
  },
  {
    island: 'trial modal',
    path: '/omni-agent',
    act: (page, touch) => press(page.locator('main [data-action="trial"]').first(), touch),
    visible: 'dialog[open]',
  },
  // Every lead form of the island registry, on the first built page that has it.
  ...LEAD_FORM_CALLS.map(
    ({ name }): Scenario => ({
      island: `${name}, first field`,
      path: builtPageWith(name),
      act: async (page, touch) => {
        const field = page.locator(`[data-island="${name}"]`).getByRole('textbox').first();
        await field.scrollIntoViewIfNeeded();
        await press(field, touch);
        await page.keyboard.type('A');
      },
    }),
  ),
  {
    island: 'ROI calculator',
    path: '/roi-calculator',
    act: async (page, touch) => {
      await press(page.getByLabel('Número de atendentes'), touch);
      await page.keyboard.type('1');
    },
  },
  {
    island: 'blog, load more',
    path: '/blog',
    act: async (page, touch) => {
      const more = page.getByRole('button', { name: 'Carregar mais artigos' });
      await more.scrollIntoViewIfNeeded();
      await press(more, touch);
    },
  },
  {
    island: 'blog, search',
    path: '/blog',
    act: async (page, touch) => {
      await press(page.getByRole('searchbox', { name: 'Buscar artigos' }), touch);
      await page.keyboard.type('C');
    },
  },
  {
    // Opening the site search: its dialog is in the page and opens from the first script.
    island: 'site search, open',
    path: '/omni-zap',
    act: async (page, touch) => {
      if (touch) {
        await press(page.getByRole('button', { name: 'Menu' }), touch);
        await press(
          page.getByRole('navigation', { name: 'Menu móvel' }).getByRole('button', { name: 'Buscar no site' }),
          touch,
        );
      } else await press(page.getByRole('banner').getByRole('button', { name: 'Buscar no site' }), touch);
    },
    visible: '#busca',
  },
  {
    // The first search: a letter typed while the search's code and Pagefind's index arrive.
    island: 'site search, first search',
    path: '/omni-zap',
    setup: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox', { name: 'O que você procura?' }).waitFor();
    },
    forgetSetup: true,
    act: async (page) => {
      await page.keyboard.type('W');
      await page
        .getByRole('dialog', { name: 'Buscar no site' })
        .getByRole('status')
        .filter({ hasText: /para “W”/ })
        .waitFor();
    },
  },
  {
    island: "'Saber mais'",
    path: '/products',
    act: (page, touch) => press(page.getByRole('button', { name: /^Saber mais/ }).first(), touch),
    visible: '#ge-panel',
  },
  {
    island: "Gê, 'Escolher horário'",
    path: '/omni-zap',
    setup: geUpToOffer,
    forgetSetup: true,
    act: (page, touch) => press(page.locator('#ge-panel').getByRole('button', { name: 'Escolher horário' }), touch),
  },
  {
    island: 'Gê, a slot choice',
    path: '/omni-zap',
    setup: async (page) => {
      await geUpToOffer(page);
      await page.locator('#ge-panel').getByRole('button', { name: 'Escolher horário' }).click();
      await page.getByTestId('slot-list').getByRole('radio').nth(1).waitFor({ state: 'attached' });
    },
    forgetSetup: true,
    // The visible box of a time is its label; the radio itself is visually hidden.
    act: (page, touch) => press(page.getByTestId('slot-list').locator('label').nth(1), touch),
  },
];

/** Collects Event Timing entries from the first paint on; survives the page's CSP (init script). */
const OBSERVE = () => {
  const entries: { id: number; duration: number }[] = [];
  (window as unknown as { __interactions: typeof entries }).__interactions = entries;
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) entries.push({ id: entry.interactionId, duration: entry.duration });
    }
  };
  new PerformanceObserver(record).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
};

interface Figures {
  inp: number;
  /** From the interaction to the first frame showing the overlay, for overlays. */
  visible?: number;
}

async function measure(browser: Browser, base: string, scenario: Scenario, width: 390 | 1280): Promise<Figures> {
  const touch = width === 390;
  const context = await browser.newContext({
    baseURL: base,
    storageState: consentAnswered(base),
    viewport: { width, height: touch ? 844 : 800 },
    hasTouch: touch,
    isMobile: touch,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (scenario.setup) await page.clock.install();
  await page.goto(scenario.path, { waitUntil: 'load' });
  // The first script comes after the first paint, which can be after `load`: what is measured
  // is the page's own answer, not the keeper's (tests/e2e/impatient.spec.ts acts before it).
  await firstScriptIn(page);
  await scenario.setup?.(page);
  if (scenario.forgetSetup) {
    // The setup's own interactions report after their next paint: let them, then start afresh.
    const settled = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 1_000, settled);
    await page.evaluate(() => {
      (window as unknown as { __interactions: unknown[] }).__interactions.length = 0;
    });
  }
  if (scenario.visible) {
    // From the visitor's press to the first frame that shows the overlay, both on the page's
    // own clock (Playwright's, where the scenario installed it).
    await page.evaluate((selector) => {
      const w = window as unknown as { __pressedAt?: number; __visibleAt?: number };
      for (const type of ['pointerdown', 'keydown', 'click']) {
        const pressed = () => {
          w.__pressedAt ??= performance.now();
        };
        addEventListener(type, pressed, { capture: true, once: true });
      }
      const check = () => {
        if (w.__pressedAt !== undefined && document.querySelector(selector)?.checkVisibility()) {
          w.__visibleAt = performance.now() - w.__pressedAt;
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, scenario.visible);
  }
  await scenario.act(page, touch);
  const visibleAt = scenario.visible
    ? await page
        .waitForFunction(() => (window as unknown as { __visibleAt?: number }).__visibleAt, undefined, {
          timeout: 20_000,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
    : undefined;
  // The first interaction's entries arrive after its next paint: wait a second of page time.
  const start = await page.evaluate(() => performance.now());
  await page.waitForFunction((t) => performance.now() > t + 1_000, start);
  const entries = await page.evaluate(
    () => (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions,
  );
  await context.close();
  const first = entries[0];
  const inp = Math.max(0, ...entries.filter((e) => e.id === first?.id).map((e) => e.duration));
  return { inp, visible: visibleAt === undefined ? undefined : Math.round(visibleAt) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const site = await startSite(4420);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let over = 0;
try {
  console.log(
    `Interaction to Next Paint of the first interaction, CPU x4, slow 4G, median of ${runs} (budget ${INP_BUDGET_MS} ms):`,
  );
  console.log(
    `  ${'island'.padEnd(30)} ${'390 px'.padStart(8)} ${'1280 px'.padStart(8)}   overlay on screen (390, 1280)`,
  );
  for (const scenario of SCENARIOS.filter((s) => s.island.includes(only))) {
    const inp: number[] = [];
    const visible: (number | undefined)[] = [];
    for (const width of [390, 1280] as const) {
      const samples: Figures[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(browser, site.url, scenario, width));
      inp.push(median(samples.map((s) => s.inp)));
      visible.push(scenario.visible ? median(samples.map((s) => s.visible ?? Number.POSITIVE_INFINITY)) : undefined);
    }
    const flag = inp.some((f) => f > INP_BUDGET_MS) ? '  over budget' : '';
    if (flag) over++;
    const shown = scenario.visible ? `   ${visible.map((v) => `${v} ms`).join(', ')}` : '';
    console.log(`  ${scenario.island.padEnd(30)} ${inp.map((f) => `${f} ms`.padStart(8)).join(' ')}${shown}${flag}`);
  }

  console.log(`\nJavaScript before the first action, gzipped (budget ${JS_BUDGET_BYTES} B):`);
  const paths = only ? [] : await sitemapPaths(site.url);
  for (const path of [...paths, '/pricing', '/blog/artigo']) {
    const bytes = await javascriptBeforeAction(browser, site.url, path);
    // The client view of a new article is its island: it loads at once, outside the budget.
    const exempt = path === '/blog/artigo';
    const flag = exempt ? '  (island above the fold, not budgeted)' : bytes > JS_BUDGET_BYTES ? '  over budget' : '';
    if (exempt) {
      console.log(`  ${String(bytes).padStart(6)} B  ${path}${flag}`);
      continue;
    }
    if (flag) over++;
    console.log(`  ${String(bytes).padStart(6)} B  ${path}${flag}`);
  }
} finally {
  await browser.close();
  site.stop();
}
if (over) {
  console.error(`\n${over} figure(s) over budget.`);
  process.exitCode = 1;
}
