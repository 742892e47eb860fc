/**
 * The images editors upload (public/uploads, public/blog: src/schemas/media.ts) are
 * checked at upload but arrive as the editor had them: a 4000 px photo of 500 KB for a cover
 * shown at most 800 px wide. After the build, each raster image of those folders in dist/ is
 * made as light as its use needs, at the same address (so no page changes): oriented, at most
 * MAX_SIDE px on its longest side, metadata dropped, re-encoded in its own format; the
 * original is kept when it is already lighter. public/ itself is never changed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_FOLDERS } from '../src/schemas/media.ts';

/** Twice the widest place an upload is shown (an article's cover, 800 px), for dense screens. */
export const MAX_SIDE = 1600;

const ENCODE: Record<string, (image: Sharp) => Sharp> = {
  '.jpg': (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  '.jpeg': (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  '.png': (image) => image.png({ compressionLevel: 9, palette: true, quality: 90 }),
  '.webp': (image) => image.webp({ quality: 80 }),
  '.avif': (image) => image.avif({ quality: 55 }),
};

/** The lighter of the image and its optimised version. */
export async function optimiseImage(bytes: Buffer, extension: string): Promise<Buffer> {
  const encode = ENCODE[extension.toLowerCase()];
  if (!encode) return bytes;
  const resized = sharp(bytes)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const out = await encode(resized).toBuffer();
  return out.length < bytes.length ? out : bytes;
}

export default function optimiseUploads(): AstroIntegration {
  return {
    name: 'gvp:optimise-uploads',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let before = 0;
        let after = 0;
        let count = 0;
        for (const folder of [MEDIA_FOLDERS.uploads, MEDIA_FOLDERS.covers]) {
          const built = join(root, folder.replace(/^public\//, ''));
          let names: string[];
          try {
            names = readdirSync(built).filter((name) => ENCODE[extname(name).toLowerCase()]);
          } catch {
            continue;
          }
          for (const name of names) {
            const file = join(built, name);
            if (!statSync(file).isFile()) continue;
            const bytes = readFileSync(file);
            const lighter = await optimiseImage(bytes, extname(name));
            before += bytes.length;
            after += lighter.length;
            count += 1;
            if (lighter !== bytes) writeFileSync(file, lighter);
          }
        }
        if (count)
          logger.info(`${count} uploaded images: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB`);
      },
    },
  };
}
