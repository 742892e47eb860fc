/**
 * Share images at build time: a 1200 x 630 PNG per page (networks show only raster images).
 * satori lays the card out as SVG with the Inter font files, resvg (WebAssembly, no native
 * binary) rasterises it. Runs only in the build: nothing here reaches a browser.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// Resolved from the project, not from the bundled chunk the build runs this from.
const require = createRequire(join(process.cwd(), 'package.json'));
const font = (weight: 400 | 700 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let ready: Promise<void> | undefined;
const fonts = () => [
  { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
  { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
  { name: 'Inter', data: font(800), weight: 800 as const, style: 'normal' as const },
];

interface Card {
  /** Small line above the title: the section of the site. */
  eyebrow: string;
  title: string;
  description: string;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * A card already drawn, by its text and everything that draws it (this file, satori, resvg and
 * the font package, by version): each card took 150 to 500 ms of a build's one busy core, 12 s
 * for the site's 58, and a build's cards rarely change. Kept in node_modules/.cache, which a
 * fresh install empties.
 */
const CACHE_DIR = join(process.cwd(), 'node_modules/.cache/gvp-og');
let drawnBy: string | undefined;
function cacheFile(card: Card): string {
  const versionOf = (name: string) =>
    (JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  drawnBy ??= [
    readFileSync(join(process.cwd(), 'src/build/og-image.ts'), 'utf8'),
    ...['satori', '@resvg/resvg-wasm', '@fontsource/inter'].map(versionOf),
  ].join('\n');
  const key = createHash('sha256').update(drawnBy).update(JSON.stringify(card)).digest('hex');
  return join(CACHE_DIR, `${key}.png`);
}

export async function renderOgImage(card: Card): Promise<Uint8Array> {
  const file = cacheFile(card);
  try {
    return readFileSync(file);
  } catch {
    const png = await drawOgImage(card);
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole, then named: two builds at once never read half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, png);
    renameSync(partial, file);
    return png;
  }
}

async function drawOgImage({ eyebrow, title, description }: Card): Promise<Uint8Array> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  const clipped = description.length > 150 ? `${description.slice(0, 147).trimEnd()}...` : description;
  // The card's margins are an inset box: satori sizes the root without its padding.
  const content = h(
    'div',
    {
      position: 'absolute',
      left: 72,
      top: 56,
      right: 72,
      bottom: 64,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
        h(
          'div',
          {
            width: 56,
            height: 56,
            borderRadius: 14,
            background: '#1b5ee3',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
          [
            h('div', {
              width: 28,
              height: 28,
              borderRadius: 14,
              border: '5px solid #ffffff',
              borderRightColor: '#2dd4bf',
              display: 'flex',
            }),
          ],
        ),
        h('div', { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, 'GVP.Digital'),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
        h(
          'div',
          {
            display: 'flex',
            fontSize: 26,
            fontWeight: 700,
            color: '#5eead4',
            textTransform: 'uppercase',
            letterSpacing: 2,
          },
          eyebrow,
        ),
        h(
          'div',
          {
            display: 'flex',
            fontSize: title.length > 60 ? 52 : 64,
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: -1,
          },
          title,
        ),
        h('div', { display: 'flex', fontSize: 28, color: '#cbd5e1', lineHeight: 1.35 }, clipped),
      ]),
    ],
  );
  const card = h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      background: 'linear-gradient(135deg, #0c1d42 0%, #143a8a 60%, #0f766e 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [content],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: fonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}
