/**
 * Issue 8: quality gates over the built site (dist/), run on every submission. No browser:
 * each page's HTML is read from disk, as a static host would serve it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { expect, test } from './fixtures.ts';
import { SITE_ORIGIN } from './helpers.ts';

const DIST = 'dist';

function htmlFiles(dir: string = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const pages = htmlFiles();
const documents = new Map(pages.map((file) => [file, new JSDOM(readFileSync(file, 'utf8')).window.document]));

/** The file a site path is served from, following _redirects once. */
const redirects = new Map(
  readFileSync(join(DIST, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 2 && !parts[0]?.startsWith('#'))
    .map(([from, to]) => [from ?? '', to ?? ''] as const),
);

function fileFor(path: string): string | null {
  const clean = decodeURI(path.split('#')[0]?.split('?')[0] ?? '').replace(/\/$/, '') || '/';
  const target = redirects.get(clean) ?? clean;
  const candidates =
    target === '/' ? ['index.html'] : [`${target.slice(1)}.html`, `${target.slice(1)}/index.html`, target.slice(1)];
  for (const candidate of candidates) {
    const file = join(DIST, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The site path of a built file, for messages. */
const pathOf = (file: string) => `/${relative(DIST, file).replace(/(index)?\.html$/, '')}`;

test('the HTML of every page is valid (html-validate, standard and document rules)', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const file of pages) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push(`${pathOf(file)}: ${m.ruleId} ${m.selector ?? ''} ${m.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

/** Every id a document repeats, with how often: `url(#id)`, labels and anchors take the first one. */
function repeatedIds(doc: Document): string[] {
  const counts = new Map<string, number>();
  for (const el of doc.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([id, n]) => `"${id}" ${n} times`);
}

// html-validate skips the inside of <svg> (foreign content), where a repeated gradient id
// once left Gê's launcher blank; the DOM of each page is read here, SVG included.
test('no page repeats an element id, in its HTML or inside its SVG', () => {
  const repeated = [...documents].flatMap(([file, doc]) => repeatedIds(doc).map((id) => `${pathOf(file)}: id ${id}`));
  expect(repeated).toEqual([]);
});

test('every internal link and #anchor of the built site resolves', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const [file, doc] of documents) {
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (/^(mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `${SITE_ORIGIN}${pathOf(file)}`);
      if (url.origin !== SITE_ORIGIN) continue;
      checked++;
      const target = url.pathname === pathOf(file) && href.startsWith('#') ? file : fileFor(url.pathname);
      if (!target) {
        broken.push(`${pathOf(file)} -> ${href}: no such page`);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      if (id && target.endsWith('.html') && !documents.get(target)?.getElementById(id)) {
        broken.push(`${pathOf(file)} -> ${href}: no #${id} there`);
      }
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
});

test('every image has its width, height and text alternative', () => {
  const missing: string[] = [];
  for (const [file, doc] of documents) {
    for (const img of doc.querySelectorAll('img')) {
      for (const attr of ['width', 'height', 'alt']) {
        if (!img.hasAttribute(attr))
          missing.push(`${pathOf(file)}: <img src="${img.getAttribute('src')}"> has no ${attr}`);
      }
    }
    // Drawings that carry meaning are inline SVG with role="img": they need a name and a size.
    for (const svg of doc.querySelectorAll('svg[role="img"]')) {
      if (!svg.getAttribute('aria-label')?.trim()) missing.push(`${pathOf(file)}: an svg role="img" has no aria-label`);
      if (!svg.hasAttribute('viewBox'))
        missing.push(`${pathOf(file)}: svg "${svg.getAttribute('aria-label')}" has no viewBox`);
    }
    for (const svg of doc.querySelectorAll('svg:not([role="img"]):not([aria-hidden="true"])')) {
      if (!svg.closest('[aria-hidden="true"], button[aria-label], a[aria-label]')) {
        missing.push(`${pathOf(file)}: an svg is neither decorative (aria-hidden) nor named (role="img")`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('links that open a new tab carry rel="noopener noreferrer"; nothing loads over plain http', () => {
  const problems: string[] = [];
  for (const [file, doc] of documents) {
    for (const a of doc.querySelectorAll('a[target="_blank"]')) {
      const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        problems.push(`${pathOf(file)}: ${a.getAttribute('href')} opens a tab without noopener noreferrer`);
      }
    }
    for (const el of doc.querySelectorAll('[src], link[href]')) {
      const url = el.getAttribute('src') ?? el.getAttribute('href') ?? '';
      if (url.startsWith('http:')) problems.push(`${pathOf(file)}: mixed content ${url}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every JSON-LD block parses', () => {
  const broken: string[] = [];
  for (const [file, doc] of documents) {
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        JSON.parse(script.textContent ?? '');
      } catch (error) {
        broken.push(`${pathOf(file)}: ${(error as Error).message}`);
      }
    }
  }
  expect(broken).toEqual([]);
});
