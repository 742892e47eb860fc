/**
 * A sector page with the longest title the schema takes, and an article with raw HTML an editor
 * pasted, built on a copy of the project: the page is published and shows its title whole, and
 * the article is published clean. (The same page broken is refused: content-errors.test.ts.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/serve.ts';
import { chromiumArgs, testBrowserPath } from '../browser.ts';
import { consentAnswered } from '../consent-state.ts';
import { textProblems } from '../e2e/paint.ts';
import { type ProjectCopy, projectCopy, ROOT, sectorPage } from './project-copy.ts';

/**
 * The longest title the schema takes (60 characters), with a real word longer than a phone's
 * line (46 letters): a page must still show it whole, breaking the word, never sideways.
 */
const LONGEST_TITLE = 'Pneumoultramicroscopicossilicovulcanoconiótico e Fibra Ótica';

let copy: ProjectCopy;

beforeAll(() => {
  copy = projectCopy();
});

afterAll(() => copy?.dispose());

describe('the same page once fixed, with the longest title the schema takes', () => {
  it('builds, and becomes a page of its own; raw HTML an editor pasted in an article is published clean', () => {
    expect(LONGEST_TITLE).toHaveLength(60);
    // An article saved with a script and an event handler in its body: the same build cleans it.
    const article = readFileSync(join(ROOT, 'content/blog/automacao-de-pos-venda.md'), 'utf8')
      .replace(/^title: .*$/m, 'title: Um artigo com HTML colado')
      .replace(
        /\n---\n[\s\S]*$/,
        `\n---\n<p>Texto do editor.</p><script>window.pwned = 1</script><img src="/favicon.svg" alt="Logo" onerror="window.pwned = 2"><a href="javascript:alert(1)">link</a>\n`,
      );
    copy.write('content/blog/zz-com-script.md', article);
    copy.write(
      'content/sectors/zz-quebrada.md',
      sectorPage(
        `  - type: hero
    title: ${LONGEST_TITLE}
    lead: Atendimento por voz, WhatsApp e e-mail no mesmo painel, com a IA resolvendo o repetitivo.
    actions:
      - label: Solicitar Demonstração
        action: demo
  - type: metrics
    items:
      - value: '80%'
        label: das ligações resolvidas
      - value: '24/7'
        label: atendimento`,
        { title: LONGEST_TITLE },
      ),
    );
    const { status, output } = copy.build();
    expect(output).not.toContain('InvalidContentEntryDataError');
    expect(status).toBe(0);
    expect(existsSync(join(copy.dir, 'dist/verticals/zz-quebrada.html'))).toBe(true);
    const built = readFileSync(join(copy.dir, 'dist/blog/zz-com-script.html'), 'utf8');
    const start = built.indexOf('Texto do editor.');
    expect(start).toBeGreaterThan(-1);
    const body = built.slice(start, built.indexOf('</div>', start));
    expect(body).toContain('<img src="/favicon.svg" alt="Logo">');
    expect(body).not.toMatch(/pwned|onerror|javascript:/);
  }, 130_000);

  it('built again with its data store cached, after a cover the article uses was deleted: refused, naming it', () => {
    // The first build cached every entry; the cover's article did not change, only public/ did.
    expect(existsSync(join(copy.dir, '.astro-cache'))).toBe(true);
    copy.remove('public/blog/automacao-de-pos-venda.svg');
    try {
      const { status, output } = copy.build();
      expect(status).not.toBe(0);
      expect(output).toContain('blog → automacao-de-pos-venda data does not match collection schema');
      expect(output).toContain('The image is not in public/');
    } finally {
      copy.write(
        'public/blog/automacao-de-pos-venda.svg',
        readFileSync(join(ROOT, 'public/blog/automacao-de-pos-venda.svg'), 'utf8'),
      );
    }
  }, 130_000);

  it('shows that title whole at 390 and 1280 px: its page, the sectors overview, the menus', async () => {
    const site = await startSite(4431, { DIST_DIR: join(copy.dir, 'dist'), DATA_DIR: join(copy.dir, 'data') });
    const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
    const problems: string[] = [];
    try {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: 844 },
          storageState: consentAnswered(site.url),
        });
        const page = await context.newPage();
        const look = async (where: string) => {
          await expect.poll(() => page.getByText(LONGEST_TITLE).filter({ visible: true }).count()).toBeGreaterThan(0);
          problems.push(...(await textProblems(page)).map((problem) => `${width} px, ${where}: ${problem}`));
        };
        await page.goto(`${site.url}/verticals/zz-quebrada`);
        await look('its page');
        await page.goto(`${site.url}/verticals`);
        await look('the sectors overview');
        if (width < 500) {
          await page.locator('[data-menu-trigger="mobile"]').click();
          await page.locator('#menu-mobile summary', { hasText: 'Verticais' }).click();
          await look('the mobile menu');
        } else {
          await page.locator('[data-menu-trigger="sectors"]').click();
          await look('the Verticais menu');
        }
        await context.close();
      }
    } finally {
      await browser.close();
      site.stop();
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
