/**
 * An editor's mistake in a content page must stop `astro build` with a message that names
 * the file and the field. The build runs on a copy of the project with one broken page; the
 * same page fixed is built in content-fixed.test.ts (a file of its own, so that Vitest runs
 * the two builds side by side).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProjectCopy, projectCopy, ROOT, sectorPage } from './project-copy.ts';

const SECTOR = 'content/sectors/zz-quebrada.md';
let copy: ProjectCopy;

/** Builds the copy with `text` in `file`; each case starts from the project as it is. */
function build(text: string, file = SECTOR): { status: number | null; output: string } {
  copy.remove(SECTOR);
  copy.write(file, text);
  try {
    return copy.build();
  } finally {
    copy.remove(file);
  }
}

beforeAll(() => {
  copy = projectCopy();
});

afterAll(() => copy?.dispose());

describe('a content page with an invalid section', () => {
  it('fails the build naming the file and the missing field', () => {
    const { status, output } = build(
      sectorPage(`  - type: metrics
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
    const { status, output } = build(sectorPage(`  - type: carrossel\n    title: Fotos`));
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
    const { status, output } = build(sectorPage(`  - type: cta\n    title: Fale com a gente`, { description }));
    expect(status).not.toBe(0);
    expect(output).toContain('sectors → zz-quebrada data does not match collection schema');
    expect(output).toMatch(/description: Too big: expected string to have <=160 characters/);
  }, 130_000);
});
