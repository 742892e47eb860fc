/**
 * Raw HTML in a content body (content/blog/*.md, and the pages' bodies) is cleaned at build
 * with the rules of the webhook's articles (contracts/article-html.ts): the site publishes no script
 * an editor pasted, whether or not the Content-Security-Policy would have stopped it. The
 * studio's check (cms/validate.ts) says what the build will take out.
 */
import type { Loader } from 'astro/loaders';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { ARTICLE_HTML_RULES } from '../contracts/article-html.ts';

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** The HTML as the site publishes it, and what was taken out ('<script>', 'onerror em <img>'). */
export function sanitiseHtml(html: string): { html: string; removed: string[] } {
  purifier ??= DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  const clean = purifier.sanitize(html, ARTICLE_HTML_RULES);
  const removed = purifier.removed.map((item) =>
    'element' in item
      ? `<${item.element.nodeName.toLowerCase()}>`
      : `${item.attribute?.name ?? 'atributo'} em <${item.from.nodeName.toLowerCase()}>`,
  );
  return { html: clean, removed: [...new Set(removed)] };
}

/**
 * An SVG file through DOMPurify's SVG profile: what it would take out (a script, an event
 * handler, an animation that sets one, a `javascript:` link however it is encoded). The
 * studio refuses an upload with anything to take out, so the file published is the file checked.
 */
export function svgRemovals(svg: string): string[] {
  purifier ??= DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  // `role` says what the drawing is to a screen reader: the profile leaves it out, the site keeps it.
  purifier.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_ATTR: ['role'] });
  return [
    ...new Set(
      // The document's own frame, which DOMPurify lists when it parses a fragment, is not the file's.
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

/**
 * A loader whose entries' rendered HTML goes through sanitiseHtml on its way into the store:
 * at build, and on each edit the dev server picks up.
 */
export function withCleanBodies(loader: Loader): Loader {
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        store: new Proxy(context.store, {
          get(store, key, receiver) {
            if (key !== 'set') return Reflect.get(store, key, receiver);
            return (entry: Parameters<typeof store.set>[0]) =>
              store.set(
                entry.rendered
                  ? { ...entry, rendered: { ...entry.rendered, html: sanitiseHtml(entry.rendered.html).html } }
                  : entry,
              );
          },
        }),
      }),
  };
}
