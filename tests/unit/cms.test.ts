/**
 * The editors' studio (cms/): its fields are the content schemas' fields, with Portuguese
 * words for every one, and its last check agrees with the build on every file there is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CmsField, cmsConfig, fieldsOf, jsonSchemaOf } from '../../cms/config.ts';
import { pathRefusal, requestRefusal, scopedPath, scopeOf } from '../../cms/guard.ts';
import {
  checkEntry,
  MAX_AUDIO_BYTES,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  mediaProblems,
  problemsOf,
} from '../../cms/validate.ts';
import { MAX_SIDE, optimiseImage } from '../../integrations/optimise-uploads.ts';
import { LISTS } from '../../src/schemas/lists.ts';
import { contentPageSchema } from '../../src/schemas/page.ts';
import { sectionSchema } from '../../src/schemas/sections/index.ts';
import { contentFiles, frontMatter } from '../fixtures/content.ts';

const config = cmsConfig({ backend: { name: 'local' }, siteUrl: 'http://localhost:4321' });
const collection = (name: string) => config.collections.find((c) => c.name === name) as { fields?: CmsField[] };
const sectionsField = () => collection('sectors').fields?.find((f) => f.name === 'sections') as CmsField;

/** Every field of a tree of fields, with its path. */
function walk(fields: CmsField[], path = ''): { path: string; field: CmsField }[] {
  return fields.flatMap((field) => {
    const here = `${path}/${field.name}`;
    const children = [...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])];
    return [{ path: here, field }, ...walk(children, here)];
  });
}

describe('the studio offers exactly what the schemas accept', () => {
  it('one block per section type, in the schema order, each with the fields of its schema', () => {
    const union = jsonSchemaOf(sectionSchema) as { oneOf?: { properties: Record<string, { const?: string }> }[] };
    const variants = union.oneOf ?? [];
    const types = sectionsField().types ?? [];
    expect(types.map((t) => t.name)).toEqual(variants.map((v) => v.properties.type?.const));
    for (const [i, variant] of variants.entries()) {
      const expected = Object.keys(variant.properties).filter((name) => name !== 'type');
      expect(
        types[i]?.fields?.map((f) => f.name),
        types[i]?.name,
      ).toEqual(expected);
    }
  });

  it('a field is required in the studio exactly when the schema requires it without a default', () => {
    const page = jsonSchemaOf(contentPageSchema);
    for (const field of fieldsOf(page)) {
      const property = page.properties?.[field.name];
      const required = (page.required ?? []).includes(field.name) && property?.default === undefined;
      expect(field.required, field.name).toBe(required);
    }
  });

  it('every field and every section type has Portuguese words', () => {
    const unnamed = walk(
      config.collections.flatMap((c) => ('files' in c ? (c.files ?? []).flatMap((f) => f.fields) : c.fields)),
    )
      .filter(({ field }) => field.label === field.name && field.name !== 'item')
      .map(({ path }) => path);
    expect(unnamed).toEqual([]);
    expect(sectionsField().types?.every((t) => t.label !== t.name && t.hint)).toBe(true);
  });

  it("limits become the studio's own checks: lengths as patterns, list sizes as min and max", () => {
    const title = collection('sectors').fields?.find((f) => f.name === 'title');
    expect(title?.pattern?.[1]).toBe('Escreva de 2 a 60 caracteres.');
    expect(new RegExp(title?.pattern?.[0] ?? '').test('S')).toBe(false);
    expect(new RegExp(title?.pattern?.[0] ?? '').test('Saúde')).toBe(true);
    const features = collection('sectors').fields?.find((f) => f.name === 'features');
    expect([features?.min, features?.max]).toEqual([3, 6]);
  });

  it('covers and uploads: the blog cover goes to public/blog, at most 500 KB, and needs a description', () => {
    const blog = collection('blog').fields ?? [];
    const image = blog.find((f) => f.name === 'image');
    expect(image).toMatchObject({ widget: 'image', media_folder: '/public/blog', public_folder: '/blog' });
    expect(image?.media_library).toEqual({ config: { max_file_size: 500 * 1024 } });
    expect(blog.find((f) => f.name === 'imageAlt')?.required).toBe(true);
  });
});

describe("the studio's last check agrees with the build", () => {
  it('finds nothing wrong in any page, article or list there is', () => {
    for (const folder of ['products', 'sectors'] as const) {
      for (const file of contentFiles(folder)) expect(problemsOf(folder, frontMatter(file)), file).toEqual([]);
    }
    for (const file of contentFiles('blog')) expect(problemsOf('blog', frontMatter(file)), file).toEqual([]);
    for (const [name, { file }] of Object.entries(LISTS)) {
      expect(problemsOf('lists', parse(readFileSync(file, 'utf8')), name), basename(file)).toEqual([]);
    }
  });

  it('refuses what the build refuses, naming the field in Portuguese', () => {
    const page = frontMatter<Record<string, unknown>>(contentFiles('sectors')[0] ?? '');
    const { title: _title, ...untitled } = page;
    expect(problemsOf('sectors', untitled)).toContain('Título: campo obrigatório.');
    const button = {
      type: 'cta',
      title: 'Fale com a gente',
      text: 'Um especialista responde.',
      actions: [{ label: 'Falar' }],
    };
    expect(problemsOf('sectors', { ...page, sections: [button] })).toEqual([
      'Seções › #1 › Botões › #1: preencha o link ou a ação, um dos dois.',
    ]);
  });
});

describe("the file service's guard: this studio's content and media only", () => {
  const scope = scopeOf(config as Parameters<typeof scopeOf>[0]);

  it('takes the collections’ folders, the company pages’ and the lists’ files and every media folder from the configuration', () => {
    expect(scope.folders).toEqual(
      expect.arrayContaining(['content/products', 'content/sectors', 'content/blog', 'public/uploads', 'public/blog']),
    );
    const companyFiles = readdirSync('content/pages').map((file) => `content/pages/${file}`);
    expect(companyFiles.length).toBeGreaterThan(10);
    expect(scope.files.toSorted()).toEqual(
      [...companyFiles, ...Object.values(LISTS).map((list) => list.file)].toSorted(),
    );
  });

  it('keeps paths inside them, and nothing that climbs, hides or escapes', () => {
    expect(scopedPath('content/sectors/varejo.md', scope)).toBe('content/sectors/varejo.md');
    expect(scopedPath('/public/blog/capa.png', scope)).toBe('public/blog/capa.png');
    expect(scopedPath('content/modules.yaml', scope)).toBe('content/modules.yaml');
    for (const path of [
      'package.json',
      'content/sectors/../../package.json',
      'content/sectorsx/a.md',
      'content/sectors/.env',
      '.git/config',
      'public/uploads/..\\..\\x',
      'content/sectors/a\0.md',
      '',
    ])
      expect(scopedPath(path, scope), JSON.stringify(path)).toBeNull();
  });

  it('refuses an unknown action and a path anywhere in the parameters', () => {
    const read = (path: string) => ({ action: 'getEntry', params: { branch: 'main', path } });
    expect(pathRefusal(read('content/sectors/varejo.md'), scope)).toBeNull();
    expect(pathRefusal(read('scripts/cms.ts'), scope)).toContain('"scripts/cms.ts" fica fora dele');
    expect(pathRefusal({ action: 'runShell' }, scope)).toBe('Ação desconhecida: runShell.');
    const save = {
      action: 'persistEntry',
      params: {
        entry: { path: 'content/sectors/a.md', raw: '', newPath: 'scripts/a.ts' },
        assets: [{ path: 'public/uploads/a.png' }],
      },
    };
    expect(pathRefusal(save, scope)).toContain('"scripts/a.ts"');
    const media = { action: 'persistMedia', params: { asset: { path: 'public/../.git/hooks/pre-commit' } } };
    expect(pathRefusal(media, scope)).toContain('fica fora dele');
  });

  it('answers only its own Host, and a write only from its own page', () => {
    expect(requestRefusal({ host: 'localhost:4330' }, 4330, false)).toBeNull();
    expect(requestRefusal({ host: 'localhost:4330', origin: 'http://127.0.0.1:4330' }, 4330, true)).toBeNull();
    expect(requestRefusal({ host: 'rebind.example:4330' }, 4330, false)).toContain('Endereço não permitido');
    expect(requestRefusal({ host: 'localhost:4330', origin: 'https://evil.example' }, 4330, true)).toContain('Origem');
    expect(requestRefusal({ host: 'localhost:4330' }, 4330, true)).toContain('Origem');
  });
});

describe('what the build or the site would refuse, checked before a write', () => {
  const png = readFileSync('public/apple-touch-icon.png');

  it('an image is what its name says, within the size limit', async () => {
    expect(await mediaProblems('public/uploads/ok.png', png)).toEqual([]);
    expect(await mediaProblems('public/uploads/falsa.png', Buffer.from('texto'))).toEqual([
      'falsa.png: o arquivo não é uma imagem PNG (o conteúdo não confere com o nome).',
    ]);
    expect(await mediaProblems('public/uploads/foto.jpg', png)).toEqual([
      'foto.jpg: o arquivo não é uma imagem JPEG (o conteúdo não confere com o nome).',
    ]);
    expect(
      await mediaProblems('public/uploads/grande.png', Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)])),
    ).toEqual([`grande.png: ${Math.ceil((png.length + MAX_UPLOAD_BYTES) / 1024)} KB, acima do limite de 500 KB.`]);
    expect(await mediaProblems('public/uploads/x.html', Buffer.from('<p>'))).toEqual([
      'x.html: envie uma imagem PNG, JPEG, WebP, AVIF, GIF ou SVG.',
    ]);
    const wide = await sharp({
      create: { width: MAX_IMAGE_SIDE + 1, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(await mediaProblems('public/uploads/larga.png', wide)).toEqual([
      `larga.png: ${MAX_IMAGE_SIDE + 1} × 10 px, acima do limite de ${MAX_IMAGE_SIDE} px no maior lado.`,
    ]);
    expect(await mediaProblems('public/uploads/logo.svg', Buffer.from('<svg onload="alert(1)"></svg>'))).toHaveLength(
      1,
    );
  });

  it('an SVG goes through DOMPurify’s SVG profile: what a regex missed is refused, a plain drawing taken', async () => {
    const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
    // An entity-encoded javascript: link, and an animation that sets an event handler.
    expect(
      await mediaProblems(
        'public/uploads/a.svg',
        svg('<a href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>'),
      ),
    ).toEqual([
      'a.svg: o SVG traz código que o site não publica (href em <a>); exporte-o de novo sem scripts nem links.',
    ]);
    expect(
      await mediaProblems(
        'public/uploads/b.svg',
        svg('<rect width="5" height="5"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
      ),
    ).toEqual(['b.svg: o SVG traz código que o site não publica (<set>); exporte-o de novo sem scripts nem links.']);
    // Every SVG the site ships passes.
    for (const file of [
      'public/logo-gvp-digital.svg',
      'public/favicon.svg',
      ...readdirSync('public/blog').map((f) => `public/blog/${f}`),
    ])
      expect(await mediaProblems(file.replace('public/', 'public/uploads/'), readFileSync(file)), file).toEqual([]);
  });

  it("an audio section's recording is a real MP3 of public/audio, named as the schema asks, within 5 MB", async () => {
    const mp3 = readFileSync('public/audio/varejo-oferta.mp3');
    expect(await mediaProblems('public/audio/nova-oferta.mp3', mp3)).toEqual([]);
    expect(await mediaProblems('public/audio/falso.mp3', png)).toEqual([
      'falso.mp3: o arquivo não é um áudio MP3 (o conteúdo não confere com o nome).',
    ]);
    // An ID3 tag with no audio after it: the build could not say how long it plays.
    const tagOnly = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(512)]);
    expect(await mediaProblems('public/audio/so-etiqueta.mp3', tagOnly)).toEqual([
      'so-etiqueta.mp3: o arquivo não é um áudio MP3 (o conteúdo não confere com o nome).',
    ]);
    expect(await mediaProblems('public/audio/Nova Oferta.mp3', mp3)).toEqual([
      'Nova Oferta.mp3: use só letras minúsculas, números e hífens no nome, como ura-ativa.mp3.',
    ]);
    expect(
      await mediaProblems('public/audio/longo.mp3', Buffer.concat([mp3, Buffer.alloc(MAX_AUDIO_BYTES)])),
    ).toHaveLength(1);
    expect(await mediaProblems('public/audio/capa.png', png)).toEqual(['capa.png: envie um áudio MP3.']);
    expect(await mediaProblems('public/uploads/oferta.mp3', mp3)).toEqual([
      "oferta.mp3: áudios vão no campo de áudio de uma seção 'Áudios', que os guarda em public/audio/.",
    ]);
    expect(await mediaProblems('public/uploads/demo.mp4', Buffer.from('x'))).toEqual([
      'demo.mp4: os vídeos do site são gravados com npm run videos a partir de content/videos.yaml; o estúdio não recebe arquivos de vídeo.',
    ]);
  });

  it("an audio section's recording is uploaded to public/audio, not typed", () => {
    const config = cmsConfig({ backend: { name: 'local' }, siteUrl: 'http://localhost:4321' });
    const sections = config.collections[0]?.fields?.find((field) => field.name === 'sections');
    const audio = sections?.types?.find((type) => type.name === 'audio');
    const src = audio?.fields?.find((f) => f.name === 'items')?.fields?.find((f) => f.name === 'src');
    expect(src).toMatchObject({ widget: 'file', media_folder: '/public/audio', public_folder: '/audio' });
    expect(scopeOf(config).folders).toContain('public/audio');
  });

  it('an uploaded image is made as light as its use needs at build, and never heavier', async () => {
    const photo = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#1b5ee3' } })
      .jpeg({ quality: 100 })
      .toBuffer();
    const light = await optimiseImage(photo, '.jpg');
    expect(await sharp(light).metadata()).toMatchObject({ width: MAX_SIDE, height: 900, format: 'jpeg' });
    expect(light.length).toBeLessThan(photo.length);
    // Small already: its size kept, never heavier, still the same picture's format.
    const icon = await optimiseImage(png, '.png');
    expect(icon.length).toBeLessThanOrEqual(png.length);
    expect(await sharp(icon).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });
    // What cannot be made lighter is kept as it was.
    expect(await optimiseImage(light, '.jpg')).toBe(light);
    // A vector image is not touched.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await optimiseImage(svg, '.svg')).toBe(svg);
  });

  it("a product's address taken by a page, a second page of one title, a share image that is not there", () => {
    const sector = frontMatter<Record<string, unknown>>('content/sectors/varejo.md');
    const product = frontMatter<Record<string, unknown>>('content/products/omni-zap.md');
    expect(checkEntry({ collection: 'products', slug: 'omni-zap', data: product, isNew: false }).problems).toEqual([]);
    expect(checkEntry({ collection: 'products', slug: 'contact', data: product, isNew: true }).problems).toContain(
      'Título: o endereço /contact já é usado pelo site; escolha outro título para esta página.',
    );
    const again = { ...sector, title: 'Varejo' };
    for (const slug of ['varejo', 'varejo-1'])
      expect(checkEntry({ collection: 'sectors', slug, data: again, isNew: true }).problems).toEqual([
        'Título: já existe uma página com este título (content/sectors/varejo.md); escolha outro título.',
      ]);
    // Editing the page itself is no second page; renaming another to its title is.
    expect(checkEntry({ collection: 'sectors', slug: 'varejo', data: again, isNew: false }).problems).toEqual([]);
    expect(checkEntry({ collection: 'sectors', slug: 'hotelaria', data: again, isNew: false }).problems).toEqual([
      'Título: já existe uma página com este título (content/sectors/varejo.md); escolha outro título.',
    ]);
    // A product named like a folder of the build or of public/ would take its address too.
    for (const [title, address] of [
      ['Pagefind', 'pagefind'],
      ['Uploads', 'uploads'],
      ['Audio', 'audio'],
    ] as const)
      expect(
        checkEntry({ collection: 'products', slug: address, data: { ...product, title }, isNew: true }).problems,
      ).toContain(`Título: o endereço /${address} já é usado pelo site; escolha outro título para esta página.`);
    // An image in an article's text that does not exist.
    const article = frontMatter<Record<string, unknown>>('content/blog/automacao-de-pos-venda.md');
    expect(
      checkEntry({
        collection: 'blog',
        slug: 'automacao-de-pos-venda',
        data: { ...article, body: 'Veja: ![Painel](/uploads/painel.png)' },
        isNew: false,
      }).problems,
    ).toEqual([
      'Texto do artigo: a imagem /uploads/painel.png não está em public/; envie o arquivo pelo botão de imagem do editor.',
    ]);
    const image = { ...sector, image: '/uploads/nao-existe.png' };
    expect(checkEntry({ collection: 'sectors', slug: 'varejo', data: image, isNew: false }).problems).toEqual([
      'Imagem: a imagem não está em public/: envie o arquivo pelo campo de imagem.',
    ]);
    // Unless it comes in the same save.
    const pending = new Set(['/uploads/nao-existe.png']);
    expect(checkEntry({ collection: 'sectors', slug: 'varejo', data: image, isNew: false, pending }).problems).toEqual(
      [],
    );
  });

  it("says what the build will take out of an article's HTML", () => {
    const article = frontMatter<Record<string, unknown>>('content/blog/automacao-de-pos-venda.md');
    const body = '<p>Oi</p><script>alert(1)</script><img src="/favicon.svg" alt="" onerror="alert(2)">';
    expect(
      checkEntry({ collection: 'blog', slug: 'automacao-de-pos-venda', data: { ...article, body }, isNew: false }),
    ).toEqual({ problems: [], removed: ['<script>', 'onerror em <img>'] });
  });
});
