/**
 * The site search's engine: Pagefind's browser code and index, written by the build into
 * /pagefind/ (integrations/search-index.ts), loaded the first time someone searches. Used by
 * the search dialog (client/search.ts) and by the blog list when its webhook fails.
 */
import { SEARCH_INDEX_PATH, type SearchSection } from '../config/search.ts';

/** The part of Pagefind's browser API this site uses. */
interface Pagefind {
  options(options: { basePath?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: { filters?: Record<string, string> },
    debounceMs?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}

export interface SiteResult {
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>, made safe by the caller. */
  excerpt: string;
  section: string;
}

export interface SiteResults {
  results: SiteResult[];
  total: number;
}

let engine: Promise<Pagefind> | undefined;
/** Set once a load has failed: later loads ask for a fresh URL (a browser may keep a failed import). */
let failedOnce = false;

function pagefind(): Promise<Pagefind> {
  engine ??= (
    import(
      /* @vite-ignore */ `${SEARCH_INDEX_PATH}pagefind.js${failedOnce ? `?tentativa=${Date.now()}` : ''}`
    ) as Promise<Pagefind>
  ).then(
    async (found) => {
      await found.options({ basePath: SEARCH_INDEX_PATH, excerptLength: 22 });
      await found.init();
      return found;
    },
    (error: unknown) => {
      engine = undefined;
      failedOnce = true;
      throw error;
    },
  );
  return engine;
}

/** Pagefind names the built file ('/omni-zap.html', '/index.html'); the site serves '/omni-zap' and '/'. */
export function pageUrl(file: string): string {
  return file.replace(/(\/index)?\.html$/, '') || '/';
}

/** Loads the engine ahead of the first search (the dialog opening). */
export function warmSearch(): void {
  pagefind().catch(() => undefined);
}

/**
 * Searches the index; null when a newer search superseded this one. `limit` results come with
 * their texts; `total` counts them all.
 */
export async function searchSite(
  term: string,
  { section, limit, debounceMs = 0 }: { section?: SearchSection; limit: number; debounceMs?: number },
): Promise<SiteResults | null> {
  const found = await (await pagefind()).debouncedSearch(term, section ? { filters: { section } } : {}, debounceMs);
  if (!found) return null;
  const results = await Promise.all(
    found.results.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return {
        url: pageUrl(data.url),
        title: data.meta.title ?? data.url,
        excerpt: data.excerpt,
        section: data.meta.section ?? '',
      };
    }),
  );
  return { results, total: found.results.length };
}

/**
 * An excerpt's nodes: its text, and its <mark> elements only. Pagefind escapes the indexed
 * text, but whatever else the HTML could carry is dropped rather than trusted.
 */
export function excerptNodes(html: string, doc: Document = document): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName === 'MARK') {
      const mark = doc.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    }
    return doc.createTextNode(node.textContent ?? '');
  });
}
