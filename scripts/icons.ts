/**
 * `npm run icons`: the app icons of the web app manifest and the home screen, rendered by
 * Chromium from the mark of public/favicon.svg: 180 px (apple-touch-icon), 192 and 512 px, and
 * a 512 px maskable one with the safe zone the platforms crop to. Run it after changing the mark.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/browser.ts';

const MARK = (
  size: number,
  inset: number,
) => `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;background:#1b5ee3}svg{display:block;margin:${inset}px}</style></head><body>
<svg width="${size - 2 * inset}" height="${size - 2 * inset}" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1b5ee3"/><path d="M9 16a7 7 0 0 1 12-4.9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M23 16a7 7 0 0 1-12 4.9" fill="none" stroke="#2dd4bf" stroke-width="3" stroke-linecap="round"/><circle cx="16" cy="16" r="2.5" fill="#fff"/></svg></body></html>`;

const ICONS: { file: string; size: number; inset: number }[] = [
  { file: 'public/apple-touch-icon.png', size: 180, inset: 0 },
  { file: 'public/icons/icon-192.png', size: 192, inset: 0 },
  { file: 'public/icons/icon-512.png', size: 512, inset: 0 },
  // Maskable: the mark inside the central 80 % that every platform's mask keeps.
  { file: 'public/icons/icon-maskable-512.png', size: 512, inset: 52 },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const { file, size, inset } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(MARK(size, inset));
  await page.screenshot({ path: file, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  console.log(`${file} (${size} x ${size})`);
}
await browser.close();
