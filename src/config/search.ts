/**
 * The site search (Pagefind, indexed by integrations/search-index.ts after each build): which
 * pages it covers and how a result names its section. A page joins the index by giving
 * BaseLayout its `search` section; every other page (the home, the blog list, the booking
 * page, the not-found page) is left out, so results lead to pages that answer a question.
 */
import type { PageEntry } from './routes.ts';

export const SEARCH_SECTIONS = ['Produto', 'Setor', 'Empresa', 'Blog'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** Where the build writes the index, under the site's root. */
export const SEARCH_INDEX_PATH = '/pagefind/';

/** Results shown at once; the rest are a "Ver mais resultados" away. */
export const SEARCH_PAGE_SIZE = 8;

/** A result's title: the page's own name (its label), never the marketing headline of its hero. */
export function searchTitleOf(entry: PageEntry): string {
  return entry.label ?? 'GVP.Digital';
}
