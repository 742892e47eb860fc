/**
 * The last check before anything is written, in the studio's page (its preSave step) and in
 * the file service's guard (scripts/cms.ts), so that a request around the page is held to it
 * too: the entry against the same schema the build uses (content.config.ts), and what the
 * schema alone cannot see but the build or the site would refuse (an address taken by a page
 * of the site, a second page of one title, an image that is not one). In Portuguese, naming
 * the field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { z } from 'astro/zod';
import sharp from 'sharp';
import { mp3Seconds } from '../src/build/audio.ts';
import { buildWindow } from '../src/build/clean-bodies.ts';
import { entryIdOf } from '../src/build/markdown-loader.ts';
import { takenAddresses } from '../src/build/routing.ts';
import { redirects } from '../src/config/routes.ts';
import { readFrontMatter, readYaml } from '../src/contracts/front-matter.ts';
import { sanitiseWithRemovals, svgRemovals } from '../src/logic/sanitise.ts';
import { normaliseSlug } from '../src/logic/slug.ts';
import { articleSchema, IMAGE_NOT_IN_PUBLIC } from '../src/schemas/blog.ts';
import { LISTS } from '../src/schemas/lists.ts';
import { MEDIA_FOLDERS } from '../src/schemas/media.ts';
import { companyPageSchema, contentPageSchema } from '../src/schemas/page.ts';
import { ACTION_TARGET_MESSAGE } from '../src/schemas/sections/fields.ts';
import { FIELD_LABELS } from './labels.ts';

const SCHEMAS: Record<string, z.ZodType> = {
  products: contentPageSchema,
  sectors: contentPageSchema,
  pages: companyPageSchema,
  blog: articleSchema,
};

/** Where each collection of pages and articles keeps its files (the studio's config and the dev check read it). */
export const FOLDERS = {
  products: 'content/products',
  sectors: 'content/sectors',
  /** The company pages: a fixed set, one file per page key of src/config/routes.ts (no new ones from the studio). */
  pages: 'content/pages',
  blog: 'content/blog',
} as const satisfies Record<string, string>;

/** The schema of an entry: a page, an article, or one of the lists (named by its file entry). */
function schemaOf(collection: string, entry?: string): z.ZodType | undefined {
  if (collection !== 'lists') return SCHEMAS[collection];
  const list = LISTS[entry as keyof typeof LISTS];
  return list && z.object({ items: z.array(list.schema) });
}

const labelOf = (part: PropertyKey) =>
  typeof part === 'number' ? `#${part + 1}` : (FIELD_LABELS[String(part)] ?? String(part));

/** The value at a zod issue's path. */
function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/**
 * What the build would refuse, one line per problem; empty when the entry is fine. `pending`
 * holds the site paths of files sent in the same save (not on disk yet).
 */
export function problemsOf(
  collection: string,
  data: Record<string, unknown>,
  entry?: string,
  pending: ReadonlySet<string> = new Set(),
): string[] {
  const schema = schemaOf(collection, entry);
  if (!schema) return [`Coleção desconhecida: ${collection}.`];
  // The article's text is the file's body, not front matter.
  const { body: _body, ...frontMatter } = data;
  const result = schema.safeParse(frontMatter);
  if (result.success) return [];
  return result.error.issues
    .filter(
      (issue) => !(issue.message === IMAGE_NOT_IN_PUBLIC && pending.has(String(valueAt(frontMatter, issue.path)))),
    )
    .map((issue) => `${issue.path.map(labelOf).join(' › ') || 'Página'}: ${translate(issue)}`);
}

/** A title as Decap names its file: no accents, lower case, hyphens (cms/config.ts, `slug`). */
export const slugOf = normaliseSlug;

/** The page files of the site, as pageSegments takes them ('./contact.astro', './blog/[slug].astro'). */
function pageFiles(root: string): string[] {
  return readdirSync(join(root, 'src/pages'), { recursive: true })
    .map(String)
    .filter((file) => /\.(astro|ts|md)$/.test(file))
    .map((file) => `./${file.split('\\').join('/')}`);
}

export interface EntryCheck {
  /** What the build or the site would refuse: nothing may be written while there is one. */
  problems: string[];
  /** What the build will take out of the body's HTML ('<script>', 'onerror em <img>'). */
  removed: string[];
}

export interface EntryToCheck {
  collection: string;
  /** The file name without extension: the page's address. */
  slug: string;
  data: Record<string, unknown>;
  /** A page that has no file yet. */
  isNew: boolean;
  /** The list's name, for the lists collection. */
  entry?: string;
  pending?: ReadonlySet<string>;
  /** The checkout (tests use a copy). */
  root?: string;
}

/** Every address a product page may not take: the site's pages, public/, the build's outputs, redirects. */
const takenIn = (root: string) =>
  takenAddresses(pageFiles(root), readdirSync(join(root, 'public')), Object.keys(redirects));

/** The site paths ('/uploads/a.png') of the images a body shows, in markdown or in HTML. */
export function bodyImages(body: string): string[] {
  const found = [
    ...body.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g),
    ...body.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi),
  ].map((match) => match[1] ?? '');
  return [...new Set(found.filter((src) => src.startsWith('/') && !src.startsWith('//')))];
}

/** Whether a site path is a file of public/ (the query and fragment aside). */
const inPublic = (root: string, src: string) => {
  const path = src.split(/[?#]/)[0] ?? '';
  try {
    return existsSync(join(root, 'public', decodeURIComponent(path)));
  } catch {
    return false;
  }
};

/** Everything the build or the site would refuse about an entry, and what the build would clean. */
export function checkEntry({
  collection,
  slug,
  data,
  isNew,
  entry,
  pending = new Set(),
  root = process.cwd(),
}: EntryToCheck): EntryCheck {
  const problems = problemsOf(collection, data, entry, pending);
  const folder = (FOLDERS as Record<string, string>)[collection];
  const title = typeof data.title === 'string' ? data.title : '';
  const address = typeof data.slug === 'string' && data.slug ? data.slug : slug;
  if (collection === 'products' && takenIn(root).has(address))
    problems.push(
      `${labelOf('title')}: o endereço /${address} já é usado pelo site; escolha outro título para esta página.`,
    );
  if (folder) {
    const kind = collection === 'blog' ? 'um artigo' : 'uma página';
    for (const file of readdirSync(join(root, folder)).filter((f) => f.endsWith('.md'))) {
      const other = basename(file, '.md');
      // The entry's own file, saved again.
      if (!isNew && other === slug) continue;
      const otherData = readFrontMatter(readFileSync(join(root, folder, file), 'utf8')).data;
      const otherTitle = String(otherData.title ?? '');
      // Decap names a second 'Varejo' varejo-1.md: the same title, or the same address, is one page twice.
      const sameAddress = entryIdOf(file, otherData) === address || (isNew && address.replace(/-\d+$/, '') === other);
      if (sameAddress || (title && slugOf(otherTitle) === slugOf(title))) {
        problems.push(
          `${labelOf('title')}: já existe ${kind} com este título (${folder}/${file}); escolha outro título.`,
        );
        break;
      }
    }
  }
  const body = typeof data.body === 'string' ? data.body : '';
  for (const src of bodyImages(body))
    if (!pending.has(src.split(/[?#]/)[0] ?? '') && !inPublic(root, src))
      problems.push(
        `${labelOf('body')}: a imagem ${src} não está em public/; envie o arquivo pelo botão de imagem do editor.`,
      );
  return { problems, removed: body ? sanitiseWithRemovals(body, buildWindow()).removed : [] };
}

/** An entry as decap-server writes it: the file's text, at its path. */
export function checkEntryFile(
  collection: string,
  path: string,
  raw: string,
  options: { entry?: string; pending?: ReadonlySet<string>; root?: string } = {},
): EntryCheck {
  const root = options.root ?? process.cwd();
  let data: Record<string, unknown>;
  try {
    if (path.endsWith('.md')) {
      const parsed = readFrontMatter(raw);
      data = { ...parsed.data, ...(parsed.body.trim() ? { body: parsed.body } : {}) };
    } else data = readYaml(raw);
  } catch {
    return { problems: ['Página: o arquivo não pôde ser lido (YAML inválido).'], removed: [] };
  }
  return checkEntry({
    collection,
    slug: basename(path).replace(/\.[^.]+$/, ''),
    data,
    isNew: !existsSync(join(root, path)),
    entry: options.entry,
    pending: options.pending,
    root,
  });
}

/** The largest image an editor may upload, and its largest side. */
export const MAX_UPLOAD_BYTES = 500 * 1024;
export const MAX_IMAGE_SIDE = 4000;
/** The largest recording: a few minutes of speech in MP3 (the save's request holds 8 MB). */
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** The audio sections' file names (src/schemas/sections/audio.ts). */
const AUDIO_NAME = /^[a-z0-9-]+\.mp3$/;

/**
 * What is wrong with a recording for an audio section; empty when the site can play it. Its
 * length is read as the build reads it (src/build/audio.ts), so a file the studio takes never
 * stops the build.
 */
async function audioProblems(name: string, bytes: Buffer): Promise<string[]> {
  if (!AUDIO_NAME.test(name))
    return [`${name}: use só letras minúsculas, números e hífens no nome, como ura-ativa.mp3.`];
  if (bytes.length > MAX_AUDIO_BYTES)
    return [
      `${name}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB, acima do limite de ${MAX_AUDIO_BYTES / 1024 / 1024} MB.`,
    ];
  if (!(await mp3Seconds(bytes))) return [`${name}: o arquivo não é um áudio MP3 (o conteúdo não confere com o nome).`];
  return [];
}

/** How each image format's file starts. */
const SIGNATURES: Record<string, { name: string; test: (bytes: Buffer) => boolean }> = {
  png: {
    name: 'PNG',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  jpg: { name: 'JPEG', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { name: 'JPEG', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  gif: { name: 'GIF', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  webp: {
    name: 'WebP',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  avif: { name: 'AVIF', test: (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif' },
  // An SVG is a document: whether it can run code is DOMPurify's to say (mediaProblems).
  svg: { name: 'SVG', test: (b) => /<svg[\s>]/i.test(b.toString('utf8')) },
};

/** What is wrong with a file sent to a media folder; empty when it is an image the site takes. */
export async function mediaProblems(path: string, bytes: Buffer): Promise<string[]> {
  const name = basename(path);
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'mp3' || path.replace(/^\/+/, '').startsWith(`${MEDIA_FOLDERS.audio}/`)) {
    if (!path.replace(/^\/+/, '').startsWith(`${MEDIA_FOLDERS.audio}/`))
      return [`${name}: áudios vão no campo de áudio de uma seção 'Áudios', que os guarda em public/audio/.`];
    return extension === 'mp3' ? audioProblems(name, bytes) : [`${name}: envie um áudio MP3.`];
  }
  if (['mp4', 'webm', 'mov', 'vtt'].includes(extension))
    return [
      `${name}: os vídeos do site são gravados com npm run videos a partir de content/videos.yaml; o estúdio não recebe arquivos de vídeo.`,
    ];
  const format = SIGNATURES[extension];
  if (!format) return [`${name}: envie uma imagem PNG, JPEG, WebP, AVIF, GIF ou SVG.`];
  if (bytes.length > MAX_UPLOAD_BYTES)
    return [`${name}: ${Math.ceil(bytes.length / 1024)} KB, acima do limite de ${MAX_UPLOAD_BYTES / 1024} KB.`];
  if (!format.test(bytes))
    return [`${name}: o arquivo não é uma imagem ${format.name} (o conteúdo não confere com o nome).`];
  if (extension === 'svg') {
    const removed = svgRemovals(bytes.toString('utf8'), buildWindow());
    return removed.length
      ? [
          `${name}: o SVG traz código que o site não publica (${removed.join(', ')}); exporte-o de novo sem scripts nem links.`,
        ]
      : [];
  }
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (Math.max(width, height) > MAX_IMAGE_SIDE)
      return [`${name}: ${width} × ${height} px, acima do limite de ${MAX_IMAGE_SIDE} px no maior lado.`];
  } catch {
    return [`${name}: a imagem está corrompida e não pôde ser lida.`];
  }
  return [];
}

/** The schemas' own refinements, said in Portuguese. */
const CUSTOM_MESSAGES: Record<string, string> = {
  [ACTION_TARGET_MESSAGE]: 'preencha o link ou a ação, um dos dois.',
  [IMAGE_NOT_IN_PUBLIC]: 'a imagem não está em public/: envie o arquivo pelo campo de imagem.',
};

/** zod's messages, said in Portuguese. */
function translate(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array'
        ? `precisa de ao menos ${issue.minimum} ${issue.minimum === 1 ? 'item' : 'itens'}.`
        : issue.origin === 'string'
          ? `escreva ao menos ${issue.minimum} caracteres.`
          : `o mínimo é ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'array'
        ? `aceita no máximo ${issue.maximum} itens.`
        : issue.origin === 'string'
          ? `escreva no máximo ${issue.maximum} caracteres.`
          : `o máximo é ${issue.maximum}.`;
    case 'invalid_type':
      return issue.input === undefined ? 'campo obrigatório.' : 'valor em formato inválido.';
    case 'invalid_value':
      return 'escolha uma das opções.';
    case 'unrecognized_keys':
      return `campos que a página não usa: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      return 'use o formato indicado na ajuda do campo.';
    default:
      return CUSTOM_MESSAGES[issue.message] ?? issue.message;
  }
}

/** The files under a folder of the checkout, recursively, as repository paths. */
const filesUnder = (root: string, folder: string): string[] =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) =>
            `${folder}/${relative(join(root, folder), join(entry.parentPath, entry.name)).split('\\').join('/')}`,
        )
    : [];

/**
 * What the build refuses across the whole content, beyond each entry's own schema, read from
 * the files themselves on every build (a cached data store never hides it): two pages or
 * articles of one title or one address, a product on an address the site uses, an image a
 * text shows that is not in public/, and a file in a media folder that is not a media file
 * the studio would take. One line per problem, in Portuguese, naming the file.
 */
export async function siteProblems(root = process.cwd()): Promise<string[]> {
  const problems: string[] = [];
  const taken = takenIn(root);
  for (const [collection, folder] of Object.entries(FOLDERS)) {
    const titles = new Map<string, string>();
    const addresses = new Map<string, string>();
    for (const file of filesUnder(root, folder)
      .filter((path) => path.endsWith('.md'))
      .sort()) {
      let data: Record<string, unknown>;
      let body: string;
      try {
        ({ data, body } = readFrontMatter(readFileSync(join(root, file), 'utf8')));
      } catch {
        problems.push(`${file}: o YAML do começo do arquivo não pôde ser lido.`);
        continue;
      }
      const title = slugOf(String(data.title ?? ''));
      const address = entryIdOf(file, data);
      const sameTitle = titles.get(title);
      if (title && sameTitle)
        problems.push(`${file}: o mesmo título de ${sameTitle} ("${String(data.title)}"); mude um dos dois.`);
      else titles.set(title, file);
      const sameAddress = addresses.get(address);
      if (sameAddress) problems.push(`${file}: o mesmo endereço de ${sameAddress} (${address}); mude um dos dois.`);
      else addresses.set(address, file);
      if (collection === 'products' && taken.has(address))
        problems.push(`${file}: o endereço /${address} já é usado pelo site; renomeie o arquivo.`);
      for (const src of bodyImages(body))
        if (!inPublic(root, src)) problems.push(`${file}: a imagem ${src} do texto não está em public/.`);
    }
  }
  for (const folder of Object.values(MEDIA_FOLDERS))
    for (const file of filesUnder(root, folder))
      for (const problem of await mediaProblems(file, readFileSync(join(root, file))))
        problems.push(`${file}: ${problem.replace(/^[^:]+: /, '')}`);
  return problems;
}
