/**
 * An editor's mistake in a content page must stop `astro build` with a message that names
 * the file and the field. The build runs on a copy of the project with one broken page.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/serve.ts';
import { chromiumArgs, chromiumPath } from '../browser.ts';
import { consentAnswered } from '../consent-state.ts';
import { textProblems } from '../e2e/paint.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let copy = '';

function build(brokenPage: string, file = 'content/sectors/zz-quebrada.md'): { status: number | null; output: string } {
  const sector = join(copy, 'content/sectors/zz-quebrada.md');
  // Another file's case starts without the broken sector page of the cases before it.
  if (file !== 'content/sectors/zz-quebrada.md') rmSync(sector, { force: true });
  writeFileSync(join(copy, file), brokenPage);
  try {
    return runBuild();
  } finally {
    // Each case breaks one file; the next starts from the project as it is.
    if (file !== 'content/sectors/zz-quebrada.md') rmSync(join(copy, file));
  }
}

function runBuild(): { status: number | null; output: string } {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  // Strip colours in case a dependency ignores NO_COLOR.
  return { status: run.status, output: stripVTControlCharacters(`${run.stdout}${run.stderr}`) };
}

const page = (
  sections: string,
  {
    title = 'Setor Quebrado',
    description = 'Página criada pelo teste para conferir a mensagem de erro do build.',
  }: { title?: string; description?: string } = {},
) => `---
title: ${title}
subtitle: Uma página de teste com um erro de editor.
tagline: Página de teste
description: ${description}
features: [Agenda, Tickets, Relatórios]
order: 99
sections:
${sections}
---
`;

/**
 * The longest title the schema takes (60 characters), with a real word longer than a phone's
 * line (46 letters): a page must still show it whole, breaking the word, never sideways.
 */
const LONGEST_TITLE = 'Pneumoultramicroscopicossilicovulcanoconiótico e Fibra Ótica';

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'gvp-content-'));
  for (const entry of [
    'src',
    'content',
    'public',
    'integrations',
    'astro.config.mjs',
    'package.json',
    'tsconfig.json',
  ]) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a content page with an invalid section', () => {
  it('fails the build naming the file and the missing field', () => {
    const { status, output } = build(
      page(`  - type: metrics
    items:
      - value: '80%'
      - value: '24/7'
        label: atendimento`),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('sectors → zz-quebrada data does not match collection schema');
    expect(output).toMatch(/sections\.0\.items\.0\.label/);
  }, 130_000);

  it('fails the build on an unknown section type, listing the valid ones', () => {
    const { status, output } = build(page(`  - type: carrossel\n    title: Fotos`));
    expect(status).not.toBe(0);
    expect(output).toContain('sectors → zz-quebrada data does not match collection schema');
    expect(output).toMatch(/sections\.0\.type/);
    expect(output).toContain('"metrics"');
    expect(output).not.toMatch(/features\.\d/);
  }, 130_000);
});

describe('content that would build a broken site', () => {
  it('fails the build when a product takes the address of a page of the site', () => {
    const product = readFileSync(join(ROOT, 'content/products/omni-zap.md'), 'utf8');
    const { status, output } = build(product, 'content/products/contact.md');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/products/contact.md takes /contact, the address of a page of the site: rename the file.',
    );
  }, 130_000);

  it('fails the build when an article names an image that is not in public/', () => {
    const article = readFileSync(join(ROOT, 'content/blog/automacao-de-pos-venda.md'), 'utf8').replace(
      /^image: .*$/m,
      'image: /blog/imagem-que-nao-existe.svg',
    );
    const { status, output } = build(article, 'content/blog/zz-sem-imagem.md');
    expect(status).not.toBe(0);
    expect(output).toContain('blog → zz-sem-imagem data does not match collection schema');
    expect(output).toContain('The image is not in public/: add the file there or correct the path.');
  }, 130_000);

  it('fails the build when a page names a share image that is not in public/', () => {
    const sector = readFileSync(join(ROOT, 'content/sectors/varejo.md'), 'utf8').replace(
      /^title: .*$/m,
      'title: Varejo Sem Imagem\nimage: /uploads/imagem-que-nao-existe.png',
    );
    const { status, output } = build(sector);
    expect(status).not.toBe(0);
    expect(output).toContain('sectors → zz-quebrada data does not match collection schema');
    expect(output).toContain('The image is not in public/: add the file there or correct the path.');
  }, 130_000);
});

describe('content that would break a screen', () => {
  it('refuses a 400-character description, naming the file and the field', () => {
    const description =
      `Atendimento omnichannel para provedores regionais, ${'com filas, URA e WhatsApp no mesmo painel, '.repeat(9)}`
        .slice(0, 400)
        .trim();
    expect(description.length).toBeGreaterThanOrEqual(399);
    const { status, output } = build(page(`  - type: cta\n    title: Fale com a gente`, { description }));
    expect(status).not.toBe(0);
    expect(output).toContain('sectors → zz-quebrada data does not match collection schema');
    expect(output).toMatch(/description: Too big: expected string to have <=160 characters/);
  }, 130_000);
});

describe('the same page once fixed, with the longest title the schema takes', () => {
  it('builds, and becomes a page of its own; raw HTML an editor pasted in an article is published clean', () => {
    expect(LONGEST_TITLE).toHaveLength(60);
    // An article saved with a script and an event handler in its body: the same build cleans it.
    const article = readFileSync(join(ROOT, 'content/blog/automacao-de-pos-venda.md'), 'utf8').replace(
      /\n---\n[\s\S]*$/,
      `\n---\n<p>Texto do editor.</p><script>window.pwned = 1</script><img src="/favicon.svg" alt="Logo" onerror="window.pwned = 2"><a href="javascript:alert(1)">link</a>\n`,
    );
    writeFileSync(join(copy, 'content/blog/zz-com-script.md'), article);
    const { status, output } = build(
      page(
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
    expect(output).not.toContain('InvalidContentEntryDataError');
    expect(status).toBe(0);
    expect(existsSync(join(copy, 'dist/verticals/zz-quebrada.html'))).toBe(true);
    const built = readFileSync(join(copy, 'dist/blog/zz-com-script.html'), 'utf8');
    const start = built.indexOf('Texto do editor.');
    expect(start).toBeGreaterThan(-1);
    const body = built.slice(start, built.indexOf('</div>', start));
    expect(body).toContain('<img src="/favicon.svg" alt="Logo">');
    expect(body).not.toMatch(/pwned|onerror|javascript:/);
  }, 130_000);

  it('shows that title whole at 390 and 1280 px: its page, the sectors overview, the menus', async () => {
    const site = await startSite(4431, { DIST_DIR: join(copy, 'dist'), DATA_DIR: join(copy, 'data') });
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
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
