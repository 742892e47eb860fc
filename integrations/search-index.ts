/**
 * The site search's index (config/search.ts): after each build, Pagefind reads the built
 * pages that carry `data-pagefind-body` (those given a `search` section by BaseLayout) and
 * writes its index and its browser code into dist/pagefind/. Static files only: the search
 * works on any host, with no webhook. Portuguese stemming ('pt'): "atendimentos" finds
 * "atendimento". The dev server has no built pages to index: it serves the index of the last
 * build (dist/pagefind), if there is one.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { SEARCH_INDEX_PATH } from '../src/config/search.ts';

/** Pagefind's own search interfaces, written beside the index. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

export default function searchIndex(): AstroIntegration {
  let outDir = '';
  return {
    name: 'gvp:search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(SEARCH_INDEX_PATH, (request, response, next) => {
          const index = join(outDir, SEARCH_INDEX_PATH);
          const file = join(index, normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
          if (!file.startsWith(index) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
          response.setHeader('Content-Type', TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream');
          response.end(readFileSync(file));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await createIndex({
          forceLanguage: 'pt',
          // What a screen reader skips, search skips: a tile's monogram 'VT' beside its name 'VTEX'
          // made one word, 'VTVTEX', and VTEX was not found.
          excludeSelectors: ['[aria-hidden="true"]'],
        });
        if (!index) throw new Error(`Pagefind não iniciou: ${errors.join('; ')}`);
        try {
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
          const out = join(site, SEARCH_INDEX_PATH);
          const written = await index.writeFiles({ outputPath: out });
          if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
          // Pagefind's ready-made interfaces: the site has its own dialog, so they never ship.
          for (const file of readdirSync(out)) if (UNUSED.test(file)) rmSync(join(out, file));
          // Pages read are every page; pages indexed are those with data-pagefind-body.
          const entry = JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')) as {
            languages: Record<string, { page_count: number }>;
          };
          const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
          if (indexed === 0) throw new Error('Nenhuma página no índice de busca: faltou a seção de busca no layout?');
          logger.info(`${indexed} de ${added.page_count} páginas no índice de busca (${SEARCH_INDEX_PATH}).`);
        } finally {
          await close();
        }
      },
    },
  };
}
