/**
 * The first screen in one round trip: the CSS a page's first screen needs is inlined in its
 * <head>, and the full stylesheet, which holds it too, loads without holding the first paint
 * back: its link waits at the end of <body> in a <template>, which fetches nothing, and the
 * page's first script adds it once the first screen is painted (client/shell.ts
 * applyAfterPaint), with a <noscript> copy for a browser without JavaScript. (A print
 * stylesheet, the usual trick, is still fetched at once: its bytes shared the slow link with
 * the page's and, in Lighthouse's simulation of slow 4G, put 0.15 s on the mobile LCP.) With the HTML of the first screen, the inlined CSS
 * fits in the first 14 KB a connection delivers (tests/visual/first-screen.spec.ts
 * compares the screens, tests/e2e/first-screen.spec.ts measures the bytes).
 *
 * One critical sheet for the whole site, so every page carries the same <style> and the
 * Content-Security-Policy one more hash, not one per page (_headers is one rule for every
 * path, and a host limits how long a header may be). It is the stylesheet without the
 * components and utilities that no first-screen element of any page uses. The first screen
 * is the header with its menus, the first two blocks of <main> (a short hero leaves the
 * second in view on a desktop; an article is one block), what a page opens scrolled to
 * (`data-first-screen`, the modules page's products), and the shell around main: the
 * overlays' frames, the cookie banner, Gê's launcher, and the footer, which a short page
 * (the not-found page at 1280 px) shows at once. The theme, the base layer and the
 * properties are kept whole, but for the variables nothing kept uses.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type Declaration, type Node, type Root, type Rule } from 'postcss';
import { AFTER_PAINT_ATTRIBUTE } from '../src/config/page-markup.ts';

const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/;
/** Layers every page needs whole, whatever it shows. */
const WHOLE_LAYERS = new Set(['properties', 'theme', 'base']);
const MARK = 'data-first-screen';

/**
 * A selector reduced to what a built page shows: no pseudo-classes or pseudo-elements (a
 * hover, a focus or a ::before applies to an element the page has) and no attribute
 * conditions (state the page's scripts set, such as data-consent, aria-expanded or open).
 * Escaped characters are kept. What is left empty, or ends at a combinator, matches any
 * element there: the reduction keeps more rules, never fewer.
 */
export function reducedSelector(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] ?? '';
    if (c === '\\') {
      out += c + (selector[i + 1] ?? '');
      i++;
    } else if (c === '[') {
      // To the closing bracket, past quoted values (which may hold a bracket).
      let j = i + 1;
      for (let quote = ''; j < selector.length; j++) {
        const d = selector[j];
        if (quote) {
          if (d === '\\') j++;
          else if (d === quote) quote = '';
        } else if (d === '"' || d === "'") quote = d;
        else if (d === ']') break;
      }
      i = j;
    } else if (c === ':') {
      let j = i + 1;
      if (selector[j] === ':') j++;
      while (j < selector.length && /[\w-]/.test(selector[j] ?? '')) j++;
      if (selector[j] === '(') {
        for (let depth = 0; j < selector.length; j++) {
          if (selector[j] === '\\') j++;
          else if (selector[j] === '(') depth++;
          else if (selector[j] === ')' && --depth === 0) break;
        }
        j++;
      }
      i = j - 1;
    } else out += c;
  }
  out = out.trim();
  return !out || /[>+~\s]$/.test(out) ? `${out} *`.trim() : out;
}

/** What a first screen shows, as the tokens a selector can name. */
interface Shown {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
}

/** The first screen of a built page (see the module's comment), as its elements. */
function firstScreen(doc: Document): Element[] {
  const shown: Element[] = [doc.documentElement, doc.body];
  const take = (el: Element) => shown.push(el, ...el.querySelectorAll('*'));
  for (const child of doc.body?.children ?? []) {
    if (!['MAIN', 'SCRIPT'].includes(child.tagName)) take(child);
  }
  const main = doc.querySelector('main');
  if (main) {
    shown.push(main);
    // Marked in the page's own HTML: what it opens scrolled to.
    for (const block of [...[...main.children].slice(0, 2), ...main.querySelectorAll(`[${MARK}]`)]) {
      take(block);
      for (let up = block.parentElement; up && up !== main; up = up.parentElement) shown.push(up);
    }
  }
  return shown;
}

function addShown(shown: Shown, elements: Element[]): void {
  for (const el of elements) {
    shown.tags.add(el.localName);
    if (el.id) shown.ids.add(el.id);
    for (const name of el.classList) shown.classes.add(name);
  }
}

/** A CSS identifier as written in a selector, unescaped (Tailwind escapes `[`, `:`, `/`...). */
const unescapeIdent = (ident: string) =>
  ident.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );

const TOKEN = /([.#]?)((?:\\(?:[0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])|[\w-])+)/g;

/**
 * Whether a first screen may use a selector: every class, id and element name it names is
 * shown somewhere on it (structure and state are not looked at, so this keeps more rules,
 * never fewer).
 */
export function mayMatch(selector: string, shown: Shown): boolean {
  for (const [, kind, raw] of reducedSelector(selector).matchAll(TOKEN)) {
    const name = unescapeIdent(raw ?? '');
    if (kind === '.' && !shown.classes.has(name)) return false;
    if (kind === '#' && !shown.ids.has(name)) return false;
    if (!kind && /^[a-z][a-z0-9-]*$/i.test(name) && !shown.tags.has(name.toLowerCase())) return false;
  }
  return true;
}

function inWholeLayer(rule: Rule): boolean {
  if (inLayer(rule, [...WHOLE_LAYERS])) return true;
  for (let up: Node | undefined = rule.parent; up; up = up.parent) {
    if (up.type === 'atrule' && /keyframes$/.test((up as AtRule).name)) return true;
  }
  return false;
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The theme's variables, their fallbacks (`@layer properties`) and their registrations
 * (`@property`) that nothing kept refers to, directly or through another variable, go too.
 */
function pruneCustomProperties(root: Root): void {
  const definitions = new Map<string, Declaration[]>();
  const referenced = new Set<string>();
  const pending: string[] = [];
  const refer = (value: string) => {
    for (const [, name] of value.matchAll(VAR_REFERENCE)) {
      if (name && !referenced.has(name)) {
        referenced.add(name);
        pending.push(name);
      }
    }
  };
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && inLayer(decl, ['theme', 'properties'])) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
    } else refer(decl.value);
  });
  // A variable a kept rule uses brings the variables its own value uses.
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const decl of definitions.get(name) ?? []) refer(decl.value);
  }
  for (const [name, decls] of definitions) if (!referenced.has(name)) for (const decl of decls) decl.remove();
  root.walkAtRules('property', (property) => {
    if (!referenced.has(property.params.trim())) property.remove();
  });
}

function inLayer(node: Node, names: string[]): boolean {
  for (let up: Node | undefined = node.parent; up; up = up.parent) {
    if (up.type === 'atrule' && (up as AtRule).name === 'layer' && names.includes((up as AtRule).params)) return true;
  }
  return false;
}

/** The site's critical sheet: `css` without the rules no page's first screen uses. */
export function criticalCss(css: string, pages: string[]): string {
  const root = postcss.parse(css);
  const candidates: Rule[] = [];
  root.walkRules((rule) => {
    if (!inWholeLayer(rule)) candidates.push(rule);
  });
  const shown: Shown = { classes: new Set(), ids: new Set(), tags: new Set() };
  for (const html of pages) addShown(shown, firstScreen(new JSDOM(html).window.document));
  const used = new Set(candidates.filter((rule) => rule.selectors.some((selector) => mayMatch(selector, shown))));
  for (const rule of candidates) if (!used.has(rule)) rule.remove();
  pruneCustomProperties(root);
  // Rules and blocks left empty go too (a statement such as `@layer a, b;` has no body and stays).
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The hash a Content-Security-Policy names an inline style by. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** One page with the critical sheet inlined, the full one loading after, the hash in its policy. */
export function inlineFirstScreen(html: string, critical: string, hash: string): string {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  const href = link[1];
  return html
    .replace(link[0], `<style>${critical}</style>`)
    .replace(
      '</body>',
      `<template ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="${href}"></template><noscript><link rel="stylesheet" href="${href}"></noscript></body>`,
    )
    .replace(/(<meta http-equiv="content-security-policy" content="[^"]*style-src )/, `$1${hash} `);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export default function firstScreenCss(): AstroIntegration {
  return {
    name: 'gvp:first-screen-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await htmlFiles(root);
        const pages = new Map(await Promise.all(files.map(async (f) => [f, await readFile(f, 'utf8')] as const)));
        const styled = [...pages].filter(([, html]) => STYLESHEET.test(html));
        const sheet = STYLESHEET.exec(styled[0]?.[1] ?? '')?.[1];
        if (!sheet) return;
        if (styled.some(([, html]) => STYLESHEET.exec(html)?.[1] !== sheet)) {
          throw new Error(
            'Pages link different stylesheets: the critical sheet covers one (integrations/critical-css.ts).',
          );
        }
        const full = await readFile(join(root, sheet), 'utf8');
        const critical = criticalCss(
          full,
          styled.map(([, html]) => html),
        );
        const hash = styleHash(critical);
        await Promise.all(styled.map(([file, html]) => writeFile(file, inlineFirstScreen(html, critical, hash))));
        logger.info(
          `${styled.length} pages: ${critical.length} of ${full.length} bytes of CSS inlined for the first screen`,
        );
      },
    },
  };
}
