/**
 * `npm run dev` (and the studio's live site): an edit in content/ that the build would refuse
 * shows in the browser, in Vite's error overlay, in Portuguese and naming the field, instead of
 * leaving the old page on screen with the reason in the terminal only. The check is the
 * studio's (cms/validate.ts), so the browser, the studio and the build say the same.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { AstroIntegration } from 'astro';

/** Longer than the 50 ms in which chokidar drops a file's second change event. */
const QUIET_MS = 120;

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

export default function devContentErrors(): AstroIntegration {
  return {
    name: 'gvp:dev-content-errors',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const root = server.config.root;
        // Files whose last edit was refused, with the message: a page opened later still sees it.
        const refused = new Map<string, string>();

        const show = (message: string) =>
          server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'conteúdo' } });

        const check = async (file: string) => {
          const path = relative(root, file).split('\\').join('/');
          if (!path.startsWith('content/') || !path.endsWith('.md')) return;
          // Loaded on the first edit only: the studio's checks bring the schemas and their tools.
          const { checkEntryFile, FOLDERS } = await import('../cms/validate.ts');
          const [collection] = Object.entries(FOLDERS).find(([, folder]) => dirname(path) === folder) ?? [];
          if (!collection) return;
          const raw = read(file);
          if (raw === undefined) return;
          const { problems } = checkEntryFile(collection, path, raw, { root });
          // Written again while it was being checked: the newer text is the one to judge.
          if (read(file) !== raw) return later(file);
          if (problems.length) {
            const message = `${path} não entra no site. Corrija: ${problems.join(' · ')}`;
            refused.set(path, message);
            show(message);
          } else if (refused.delete(path)) server.ws.send({ type: 'full-reload' });
        };

        // An editor's save truncates the file and then writes it, and the watcher (chokidar)
        // drops a second change to the same file within 50 ms. Checked on the first event, a
        // file could be read half-written, refused, and never heard of again. So a file is
        // checked once it has been quiet for longer than that window.
        const waiting = new Map<string, ReturnType<typeof setTimeout>>();
        const later = (file: string) => {
          clearTimeout(waiting.get(file));
          waiting.set(
            file,
            setTimeout(() => {
              waiting.delete(file);
              void check(file);
            }, QUIET_MS),
          );
        };

        server.watcher.on('change', later);
        server.watcher.on('add', later);
        server.ws.on('vite:client:connect', () => {
          for (const message of refused.values()) show(message);
        });
      },
    },
  };
}
