/**
 * The one sanitiser of HTML the site did not write: an article from the blog webhook (in the
 * browser, and at build), a content body an editor pasted HTML into (at build), an SVG the
 * studio is given. One set of rules (contracts/article-html.ts), one DOMPurify per window: the
 * browser's own, or the DOM the build and the studio make with jsdom (build/clean-bodies.ts).
 */
import DOMPurify from 'dompurify';
import { ARTICLE_HTML_RULES } from '../contracts/article-html.ts';

type DomWindow = Window & typeof globalThis;
type Purifier = ReturnType<typeof DOMPurify>;

const purifiers = new WeakMap<DomWindow, Purifier>();

function purifierOf(win: DomWindow): Purifier {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = DOMPurify(win);
    purifiers.set(win, purifier);
  }
  return purifier;
}

/** What the last run took out, as an editor reads it: '<script>', 'onerror em <img>'. */
function removals(purifier: Purifier): string[] {
  return [
    ...new Set(
      // The document's own frame, which DOMPurify lists when it parses a fragment, is not the input's.
      purifier.removed
        .filter((item) => !('element' in item && /^(html|head|body)$/i.test(item.element.nodeName)))
        .map((item) =>
          'element' in item
            ? `<${item.element.nodeName.toLowerCase()}>`
            : `${item.attribute?.name ?? 'atributo'} em <${item.from.nodeName.toLowerCase()}>`,
        ),
    ),
  ];
}

/** Article HTML as the site shows it: no scripts, handlers, javascript: URLs, frames or forms. */
export function sanitiseArticle(html: string, win: DomWindow = window): string {
  return purifierOf(win).sanitize(html, ARTICLE_HTML_RULES);
}

/** The same, with what was taken out: the studio tells the editor, the build publishes the rest. */
export function sanitiseWithRemovals(html: string, win: DomWindow): { html: string; removed: string[] } {
  const clean = sanitiseArticle(html, win);
  return { html: clean, removed: removals(purifierOf(win)) };
}

/**
 * What DOMPurify's SVG profile would take out of a file (a script, an event handler, an
 * animation that sets one, a `javascript:` link however encoded). The studio refuses an upload
 * with anything to take out, so the file published is the file checked.
 */
export function svgRemovals(svg: string, win: DomWindow): string[] {
  const purifier = purifierOf(win);
  // `role` says what the drawing is to a screen reader: the profile leaves it out, the site keeps it.
  purifier.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_ATTR: ['role'] });
  return removals(purifier);
}
