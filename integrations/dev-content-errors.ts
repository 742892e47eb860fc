/**
 * `npm run dev` (and the studio's live site): an edit in content/ that the build would refuse
 * shows in the browser, in Vite's error overlay, in Portuguese and naming the field, instead of
 * leaving the old page on screen with the reason in the terminal only. The check is the
 * studio's (cms/validate.ts), so the browser, the studio and the build say the same.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { AstroIntegration } from 'astro';

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
          let raw: string;
          try {
            raw = readFileSync(file, 'utf8');
          } catch {
            return;
          }
          const { problems } = checkEntryFile(collection, path, raw, { root });
          if (problems.length) {
            const message = `${path} não entra no site. Corrija: ${problems.join(' · ')}`;
            refused.set(path, message);
            show(message);
          } else if (refused.delete(path)) server.ws.send({ type: 'full-reload' });
        };

        server.watcher.on('change', (file) => void check(file));
        server.watcher.on('add', (file) => void check(file));
        server.ws.on('vite:client:connect', () => {
          for (const message of refused.values()) show(message);
        });
      },
    },
  };
}
