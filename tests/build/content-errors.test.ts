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
  it('refuses, all in one message, what only the whole content shows: one title twice, taken addresses, a missing body image, a page in uploads', () => {
    const zap = readFileSync(join(ROOT, 'content/products/omni-zap.md'), 'utf8');
    const files = {
      // Written by hand: a second 'Omni Zap', which the Produtos menu would list twice.
      'content/products/omni-zap-2.md': zap,
      // Addresses the build itself writes.
      'content/products/pagefind.md': zap.replace('title: Omni Zap', 'title: Busca'),
      'content/products/uploads.md': zap.replace('title: Omni Zap', 'title: Arquivos'),
      'content/blog/zz-imagem-perdida.md': readFileSync(join(ROOT, 'content/blog/automacao-de-pos-venda.md'), 'utf8')
        .replace(/^title: .*$/m, 'title: Imagem perdida no texto')
        .replace(/\n---\n/, '\n---\n\n![Painel](/uploads/painel-que-nao-existe.png)\n\n'),
      'public/uploads/pwned.html': '<script>alert(document.cookie)</script>',
    };
    for (const [file, text] of Object.entries(files)) copy.write(file, text);
    try {
      const { status, output } = copy.build();
      expect(status).not.toBe(0);
      for (const line of [
        'content/products/omni-zap.md: o mesmo título de content/products/omni-zap-2.md ("Omni Zap"); mude um dos dois.',
        'content/products/pagefind.md: o endereço /pagefind já é usado pelo site; renomeie o arquivo.',
        'content/products/uploads.md: o endereço /uploads já é usado pelo site; renomeie o arquivo.',
        'content/blog/zz-imagem-perdida.md: a imagem /uploads/painel-que-nao-existe.png do texto não está em public/.',
        'public/uploads/pwned.html: envie uma imagem PNG, JPEG, WebP, AVIF, GIF ou SVG.',
      ])
        expect(output).toContain(line);
    } finally {
      for (const file of Object.keys(files)) copy.remove(file);
    }
  }, 130_000);

  it('fails the build when a product takes the address of a page of the site', () => {
    const product = readFileSync(join(ROOT, 'content/products/omni-zap.md'), 'utf8');
    const { status, output } = build(product, 'content/products/contact.md');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/products/contact.md: o endereço /contact já é usado pelo site; renomeie o arquivo.',
    );
  }, 130_000);

  it('fails the build when an article names an image that is not in public/', () => {
    const article = readFileSync(join(ROOT, 'content/blog/automacao-de-pos-venda.md'), 'utf8')
      .replace(/^image: .*$/m, 'image: /blog/imagem-que-nao-existe.svg')
      .replace(/^title: .*$/m, 'title: Um artigo sem a sua capa');
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
