/**
 * Raw HTML in a content body (content/blog/*.md, and the pages' bodies) is cleaned at build
 * by the site's one sanitiser (logic/sanitise.ts), with the rules of the webhook's articles: the
 * site publishes no script an editor pasted, whether or not the Content-Security-Policy would
 * have stopped it. The studio's check (cms/validate.ts) says what the build will take out.
 */
import type { Loader } from 'astro/loaders';
import { JSDOM } from 'jsdom';
import { sanitiseArticle } from '../logic/sanitise.ts';

let dom: (Window & typeof globalThis) | undefined;

/** The DOM the sanitiser works in outside a browser (the build, the studio): one, made once. */
export function buildWindow(): Window & typeof globalThis {
  dom ??= new JSDOM('').window as unknown as Window & typeof globalThis;
  return dom;
}

/**
 * A loader whose entries' rendered HTML goes through the sanitiser on its way into the store:
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
                  ? {
                      ...entry,
                      rendered: { ...entry.rendered, html: sanitiseArticle(entry.rendered.html, buildWindow()) },
                    }
                  : entry,
              );
          },
        }),
      }),
  };
}
