/**
 * The first screen in one round trip: the CSS a page's first screen needs is inlined in its
 * <head>, and the rest of the stylesheet loads once that screen is painted: its link waits
 * at the end of <body> in a <template data-after-paint>, which fetches nothing, and the
 * inline script at the start of the page adds it after the first paint
 * (client/inline/page-start.ts), with a <noscript> link to the whole sheet
 * for a browser without JavaScript. (A print stylesheet, the usual trick, is still fetched
 * at once: its bytes shared the slow link with the page's and, in Lighthouse's simulation of
 * slow 4G, put 0.15 s on the mobile LCP.) With the HTML of the first screen, the inlined CSS
 * fits in the first 14 KB a connection delivers (tests/visual/first-screen.spec.ts compares
 * the screens, tests/e2e/first-screen.spec.ts measures the bytes).
 *
 * The sheet that comes later holds only what the inlined one lacks, not the whole sheet again:
 * Chromium restyles only the elements a new sheet's selectors can name, and the rest names
 * classes no first screen shows, while the whole sheet (its `*`, `:root` and element rules)
 * restyled every element of the page, 20 ms of main thread on a fast machine and four times
 * that on a phone, right after the first paint. Two rules of one cascade layer that set the
 * same property apply in the order they are written, and a later sheet comes after the
 * inlined one, so a rule left for later that the whole sheet puts before an inlined rule of its
 * layer setting the same property is inlined too (`splitCss`): the two sheets together
 * cascade exactly as the whole one does.
 *
 * One critical sheet for the whole site, so every page carries the same <style> and the
 * Content-Security-Policy one more hash, not one per page (_headers is one rule for every
 * path, and a host limits how long a header may be). It is the stylesheet without the
 * components and utilities that no first-screen element of any page uses. The first screen
 * is the header with its menus, the first two blocks of <main> (a short hero leaves the
 * second in view on a desktop; an article is one block), what a page opens scrolled to
 * (`data-first-screen`, the modules page's products), and the shell around main: the
 * overlays' frames, the cookie banner, Gê's launcher, and the footer, which a short page
 * (the not-found page at 1280 px) shows at once; not a part that only a script shows once it has
 * failed to load something (`data-later`), which the rest of the sheet, asked for with the
 * first script, reaches first. The theme, the base layer, the properties,
 * the keyframes and the variables some rule uses are inlined whole: in the later sheet they
 * would restyle every element again.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Specificity from '@bramus/specificity';
import type { AstroIntegration } from 'astro';
import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type Declaration, type Node, type Root, type Rule } from 'postcss';
import { AFTER_PAINT_ATTRIBUTE, LATER_ATTRIBUTE } from '../src/config/page-markup.ts';
import { htmlFiles, sha256Source } from './built-pages.ts';

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
    // A part only the page's scripts can show (LATER_ATTRIBUTE) comes with the rest of the sheet.
    if (!['MAIN', 'SCRIPT'].includes(child.tagName) && !child.hasAttribute(LATER_ATTRIBUTE)) take(child);
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

/** Every theme or properties-layer variable a custom property definition of `root` holds. */
function variableDefinitions(root: Root): Map<string, Declaration[]> {
  const definitions = new Map<string, Declaration[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && inLayer(decl, ['theme', 'properties'])) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
    }
  });
  return definitions;
}

/** The variables `root`'s rules use, directly or through another variable's value, and `alsoUsed`. */
function usedVariables(
  root: Root,
  definitions: Map<string, Declaration[]>,
  alsoUsed: Iterable<string> = [],
): Set<string> {
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
    if (!(decl.prop.startsWith('--') && inLayer(decl, ['theme', 'properties']))) refer(decl.value);
  });
  for (const name of alsoUsed) refer(`var(${name})`);
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const decl of definitions.get(name) ?? []) refer(decl.value);
  }
  return referenced;
}

/**
 * The theme's variables, their fallbacks (`@layer properties`) and their registrations
 * (`@property`) that no rule of `root` refers to, nor `alsoUsed` names, go.
 */
function pruneCustomProperties(root: Root, alsoUsed: Iterable<string> = []): void {
  const definitions = variableDefinitions(root);
  const referenced = usedVariables(root, definitions, alsoUsed);
  for (const [name, decls] of definitions) if (!referenced.has(name)) for (const decl of decls) decl.remove();
  root.walkAtRules('property', (property) => {
    if (!referenced.has(property.params.trim())) property.remove();
  });
}

const PLAIN_REFERENCE = /var\(\s*(--[\w-]+)\s*\)/g;

/**
 * The theme's variables that only the later sheet uses are written into its rules as their
 * values (`var(--color-red-700)` becomes the colour), so the inlined sheet need not define
 * them: bytes of the first round trip saved, and nothing defined on `:root` in the later
 * sheet, where it would restyle every element. Only a variable the theme defines once, on
 * the root, that no other rule defines again, referred to without a fallback, is written in;
 * the inlined sheet keeps every variable the later sheet still names.
 */
function writeThemeValues(rest: Root, critical: Root): void {
  const definitions = variableDefinitions(critical);
  const usedInline = usedVariables(critical, definitions);
  // Defined again by a rule outside the theme (`.theme-yellow` recolours the brand): a
  // written-in value would ignore it.
  const redefined = new Set<string>();
  for (const root of [critical, rest]) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !inLayer(decl, ['theme', 'properties'])) redefined.add(decl.prop);
    });
  }
  const writable = (name: string) => {
    if (redefined.has(name)) return undefined;
    const [only, ...more] = definitions.get(name) ?? [];
    const rule = only?.parent;
    const layer = rule?.parent;
    // `@layer theme { :root, :host { … } }` at the top of the sheet, not inside a condition.
    const onRoot =
      rule?.type === 'rule' &&
      (rule as Rule).selectors.every((selector) => [':root', ':host'].includes(selector)) &&
      layer?.type === 'atrule' &&
      (layer as AtRule).name === 'layer' &&
      (layer as AtRule).params === 'theme' &&
      layer.parent?.type === 'root';
    return only && !more.length && onRoot && !usedInline.has(name) ? only.value : undefined;
  };
  rest.walkDecls((decl) => {
    // A value may name another theme variable: a few rounds write that one in too.
    for (let round = 0; round < 5; round++) {
      const written = decl.value.replace(PLAIN_REFERENCE, (reference, name: string) => writable(name) ?? reference);
      if (written === decl.value) break;
      decl.value = written;
    }
  });
  const stillNamed = new Set<string>();
  rest.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) if (name) stillNamed.add(name);
  });
  pruneCustomProperties(critical, stillNamed);
}

function inLayer(node: Node, names: string[]): boolean {
  for (let up: Node | undefined = node.parent; up; up = up.parent) {
    if (up.type === 'atrule' && (up as AtRule).name === 'layer' && names.includes((up as AtRule).params)) return true;
  }
  return false;
}

/** The cascade layer a rule is in, by the names of the layers around it ('' for none). */
function layerOf(rule: Rule): string {
  const names: string[] = [];
  for (let up: Node | undefined = rule.parent; up; up = up.parent) {
    if (up.type === 'atrule' && (up as AtRule).name === 'layer') names.unshift((up as AtRule).params);
  }
  return names.join('.');
}

/** Shorthands and the properties they set, for those not grouped by their name below. */
const LONGHANDS: Record<string, string[]> = {
  font: ['font-family', 'font-size', 'font-stretch', 'font-style', 'font-variant', 'font-weight', 'line-height'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  columns: ['column-count', 'column-width'],
  gap: ['row-gap', 'column-gap'],
};

/**
 * What a declaration sets, as names two conflicting declarations share: the property itself,
 * a shorthand's longhands, and one name for each group whose longhands, shorthands and
 * logical forms interlock (`margin` for `margin-inline-start` and `margin-left`, `inset` for
 * `top`, `border` for `border-top-color` and `border-width`). Coarse where in doubt: a
 * group taken to conflict inlines a rule more, never one less.
 */
export function propertyKeys(property: string): string[] {
  if (property.startsWith('--')) return [property];
  const bare = property.toLowerCase().replace(/^-(webkit|moz|ms)-/, '');
  const group =
    /^(margin|padding|scroll-margin|scroll-padding|grid|background|transition|animation|outline|text-decoration|list-style|mask|container)\b/.exec(
      bare,
    )?.[1];
  if (group) return [group];
  if (/^(inset|top|right|bottom|left)\b/.test(bare)) return ['inset'];
  if (bare.startsWith('border')) return [bare.includes('radius') ? 'border-radius' : 'border'];
  // `place-items` is `align-items` and `justify-items`.
  const place = /^(place|align|justify)-(.+)$/.exec(bare);
  if (place) return [`place-${place[2]}`];
  return LONGHANDS[bare] ?? [bare];
}

function keysOf(rule: Rule): Set<string> {
  const out = new Set<string>();
  rule.walkDecls((decl) => {
    for (const key of propertyKeys(decl.prop)) out.add(key);
  });
  return out;
}

/** The specificities of a rule's selectors: only rules of equal specificity apply by their order. */
const specificitiesOf = (rule: Rule) =>
  new Set(rule.selectors.flatMap((selector) => Specificity.calculate(selector).map(String)));

/** The stylesheet in two: what every page inlines, and the rest, which comes after the first paint. */
export interface SplitSheet {
  critical: string;
  rest: string;
}

/** Rules and blocks left empty go (a statement such as `@layer a, b;` has no body and stays). */
function removeEmpty(root: Root): void {
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
}

/** The rules `splitCss` may leave for later, in the order the sheet writes them. */
function candidatesOf(root: Root): Rule[] {
  const candidates: Rule[] = [];
  root.walkRules((rule) => {
    if (!inWholeLayer(rule)) candidates.push(rule);
  });
  return candidates;
}

/** The site's stylesheet split: the rules some page's first screen may use, inlined; the rest later. */
export function splitCss(css: string, pages: string[]): SplitSheet {
  const root = postcss.parse(css);
  const candidates = candidatesOf(root);
  const shown: Shown = { classes: new Set(), ids: new Set(), tags: new Set() };
  for (const html of pages) addShown(shown, firstScreen(new JSDOM(html).window.document));
  const inlined = candidates.map((rule) => rule.selectors.some((selector) => mayMatch(selector, shown)));
  // In the whole sheet's order: what each layer's rules sent later set so far, and at which
  // specificities. An inlined rule that sets any of it at one of them came after such a rule
  // and won where it applies with it; in the later sheet that rule would come after it and win
  // instead. So the later sheet repeats the inlined rule too, after it: the same declarations
  // again, which change nothing where the later sheet does not apply, and keep the whole
  // sheet's order where it does. (A rule nested in another has no specificity of its own.)
  const sentLater = new Map<string, Map<string, Set<string>>>();
  const repeated = candidates.map(() => false);
  candidates.forEach((rule, i) => {
    const layer = layerOf(rule);
    const before = sentLater.get(layer) ?? new Map<string, Set<string>>();
    sentLater.set(layer, before);
    const keys = keysOf(rule);
    const specificities = specificitiesOf(rule);
    repeated[i] =
      Boolean(inlined[i]) &&
      (rule.parent?.type === 'rule' ||
        [...before].some(
          ([key, at]) =>
            (keys.has(key) || keys.has('all') || key === 'all') && [...specificities].some((x) => at.has(x)),
        ));
    if (inlined[i] && !repeated[i]) return;
    for (const key of keys) {
      const at = before.get(key) ?? new Set<string>();
      before.set(key, at);
      for (const specificity of specificities) at.add(specificity);
    }
  });
  const critical = root.clone();
  candidatesOf(critical).forEach((rule, i) => {
    if (!inlined[i]) rule.remove();
  });
  removeEmpty(critical);
  const rest = root.clone();
  candidatesOf(rest).forEach((rule, i) => {
    if (inlined[i] && !repeated[i]) rule.remove();
  });
  // What is inlined whole: the layers every page needs, keyframes, registrations, fonts.
  rest.walkAtRules((atRule) => {
    const whole =
      (atRule.name === 'layer' && (!atRule.nodes || WHOLE_LAYERS.has(atRule.params))) ||
      ['property', 'font-face'].includes(atRule.name) ||
      /keyframes$/.test(atRule.name);
    if (whole) atRule.remove();
  });
  writeThemeValues(rest, critical);
  removeEmpty(critical);
  removeEmpty(rest);
  return { critical: critical.toString(), rest: rest.toString().trim() };
}

/** The hash a Content-Security-Policy names an inline style by. */
export const styleHash = (css: string) => `'${sha256Source(css)}'`;

/**
 * One page with the critical sheet inlined, the rest (`restHref`, if anything is left) linked
 * for after the first paint, the whole sheet for a browser without JavaScript, and the
 * inlined sheet's hash in the page's policy.
 */
export function inlineFirstScreen(html: string, critical: string, hash: string, restHref: string | undefined): string {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  const href = link[1];
  const later = restHref
    ? `<template ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="${restHref}"></template>`
    : '';
  return html
    .replace(link[0], `<style>${critical}</style>`)
    .replace('</body>', `${later}<noscript><link rel="stylesheet" href="${href}"></noscript></body>`)
    .replace(/(<meta http-equiv="content-security-policy" content="[^"]*style-src )/, `$1${hash} `);
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
        const { critical, rest } = splitCss(
          full,
          styled.map(([, html]) => html),
        );
        const hash = styleHash(critical);
        // Named by its content, beside the whole sheet, so hosts cache it as they cache that one.
        const restHref = rest
          ? sheet.replace(/\.css$/, `.rest.${createHash('sha256').update(rest).digest('hex').slice(0, 8)}.css`)
          : undefined;
        if (restHref) await writeFile(join(root, restHref), rest);
        await Promise.all(
          styled.map(([file, html]) => writeFile(file, inlineFirstScreen(html, critical, hash, restHref))),
        );
        logger.info(
          `${styled.length} pages: ${critical.length} of ${full.length} bytes of CSS inlined for the first screen, ${rest.length} after it`,
        );
      },
    },
  };
}
