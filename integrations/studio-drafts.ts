/**
 * The studio's draft preview, in the live dev site of `npm run cms` only (GVP_STUDIO_DRAFTS):
 * a draft saved in the editorial workflow is shown at /__rascunho/<collection>/<slug> with the
 * site's own layout and sections, and the images it brings are served from the drafts folder
 * until it is published. `astro build` never sees any of it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AstroIntegration } from 'astro';

/** The types of the images the studio accepts (cms/validate.ts). */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export default function studioDrafts(): AstroIntegration {
  const dir = process.env.GVP_STUDIO_DRAFTS;
  return {
    name: 'gvp:studio-drafts',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command !== 'dev' || !dir) return;
        injectRoute({
          pattern: '/__rascunho/[collection]/[slug]',
          entrypoint: new URL('./studio-drafts/DraftPage.astro', import.meta.url),
        });
      },
      'astro:server:setup': ({ server }) => {
        if (!dir) return;
        const media = join(dir, 'public');
        // An image a draft uploaded lives in the drafts folder until it is published.
        server.middlewares.use((req, res, next) => {
          const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
          const type = TYPES[extname(path).toLowerCase()];
          const file = join(media, normalize(path));
          if (!type || !file.startsWith(`${media}/`) || !existsSync(file) || !statSync(file).isFile()) return next();
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-store');
          createReadStream(file).pipe(res);
        });
      },
    },
  };
}
