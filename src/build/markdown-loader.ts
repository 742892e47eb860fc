/**
 * The content loader of a folder of markdown pages (content/products, content/sectors,
 * content/blog): Astro's glob loader, with the site's one front-matter reader
 * (contracts/front-matter.ts) in place of Astro's own YAML parser, so the build reads a page
 * exactly as the studio and the local service do. Every file is checked against its schema on
 * every build, cached data store or not: a cover deleted since the last build stops this one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { readFrontMatter } from '../contracts/front-matter.ts';

/** A page's id: its `slug` when it names one, else its file name (as Astro's glob loader does). */
export const entryIdOf = (file: string, data: Record<string, unknown>): string =>
  typeof data.slug === 'string' && data.slug ? data.slug : basename(file, '.md');

export function markdownFolder(base: string): Loader {
  return {
    name: 'gvp:markdown-folder',
    load: async ({ store, parseData, renderMarkdown, generateDigest, watcher, config, logger }: LoaderContext) => {
      const root = fileURLToPath(config.root);
      const dir = resolve(root, base);
      /** Which id each file gave, so a renamed slug or a deleted file takes its entry away. */
      const idOf = new Map<string, string>();

      const sync = async (path: string) => {
        const text = readFileSync(path, 'utf8');
        const { data, body } = readFrontMatter(text);
        const id = entryIdOf(path, data);
        const before = idOf.get(path);
        if (before && before !== id) store.delete(before);
        const filePath = relative(root, path).split('\\').join('/');
        const other = store.get(id);
        if (other?.filePath && other.filePath !== filePath && idOf.has(resolve(root, other.filePath)))
          throw new Error(`${filePath} e ${other.filePath} têm o mesmo endereço (${id}): mude o slug de um deles.`);
        idOf.set(path, id);
        const parsed = await parseData({ id, data, filePath: path });
        const rendered = await renderMarkdown(body, { fileURL: pathToFileURL(path) });
        store.set({ id, data: parsed, body, filePath, digest: generateDigest(text), rendered });
      };

      // The studio's drafts folder exists only once the studio has run.
      const files = (existsSync(dir) ? readdirSync(dir) : [])
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(dir, name));
      const kept = new Set<string>();
      for (const file of files) {
        await sync(file);
        kept.add(idOf.get(file) ?? '');
      }
      for (const id of store.keys()) if (!kept.has(id)) store.delete(id);

      if (!watcher) return;
      watcher.add(dir);
      const ours = (path: string) => resolve(path).startsWith(`${dir}/`) && path.endsWith('.md');
      const onChange = async (path: string) => {
        if (!ours(path)) return;
        try {
          await sync(resolve(path));
          logger.info(`Reloaded ${relative(root, path)}`);
        } catch (error) {
          logger.error(`${relative(root, path)}: ${(error as Error).message}`);
        }
      };
      watcher.on('change', onChange);
      watcher.on('add', onChange);
      watcher.on('unlink', (path) => {
        if (!ours(path)) return;
        const id = idOf.get(resolve(path));
        if (id) store.delete(id);
        idOf.delete(resolve(path));
      });
    },
  };
}
