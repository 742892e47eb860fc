/**
 * The blog list (docs/behaviour.md §2 and §4): search after a 500 ms pause (Enter at once), load
 * more, and the loading and error states. The first page comes in the static HTML. The
 * search box is uncontrolled and sits in a search form, so what is typed before the island
 * hydrates is kept, and Enter or 'Carregar mais artigos' pressed meanwhile is held by
 * client:interact and counted once.
 */
import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BLOG_PAGE_SIZE, type BlogListItem } from '../../contracts/blog.ts';
import { blogPagePath, categoriesOf, formatListDate } from '../../logic/blog.ts';
import { fetchBlogList } from '../../runtime/api/calls.ts';
import { readIslandState, writeIslandState } from '../../runtime/history-state.ts';
import { excerptNodes, type SiteResult, searchSite } from '../../runtime/site-search.ts';
import { ArticleImage } from './ArticleImage.tsx';

export const SEARCH_DEBOUNCE_MS = 500;

/** What the list keeps in its history entry, to come back as the visitor left it. */
interface SavedList {
  articles: BlogListItem[];
  page: number;
  hasMore: boolean;
  search: string;
  scrollY: number;
}

interface BlogListProps {
  initial: BlogListItem[];
  /** The prerendered page this list starts at (/blog is 1, /blog/pagina/N is N). */
  page?: number;
  /** How many prerendered pages exist: without the webhook, 'load more' goes to the next one. */
  pages?: number;
}

/** One article in the list: its cover, categories, title, excerpt and byline. */
function ArticleCard({ article: a }: { article: BlogListItem }) {
  return (
    <li className="card overflow-hidden">
      <a href={`/blog/${a.slug}`} className="block h-full">
        {a.image && <ArticleImage src={a.image} lazy className="aspect-video w-full" />}
        <div className="p-5">
          <p className="flex flex-wrap gap-2 text-xs font-semibold text-brand-700">
            {categoriesOf(a.category).map((c) => (
              <span key={c}>{c}</span>
            ))}
          </p>
          <h3 className="mt-2 text-lg font-semibold text-slate-900">{a.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{a.excerpt}</p>
          <p className="mt-4 text-xs text-slate-600">
            {a.author} · <time dateTime={a.date}>{formatListDate(a.date)}</time>
            {a.readTime ? ` · ${a.readTime} min de leitura` : ''}
          </p>
        </div>
      </a>
    </li>
  );
}

/**
 * The list's state: the articles shown, the page reached, the search and its states; loading a
 * page or a search (the last one asked wins); and the list kept in its history entry, to come
 * back as the visitor left it.
 */
function useArticleList(initial: BlogListItem[], firstPage: number, pages: number) {
  const [articles, setArticles] = useState(initial);
  const [page, setPage] = useState(firstPage);
  // A full page may have more after it; a shorter one is the last (no empty extra call).
  const [hasMore, setHasMore] = useState(initial.length >= BLOG_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  // A new search replaces the list and says so; 'load more' shows on its button instead.
  const [replacing, setReplacing] = useState(false);
  const [error, setError] = useState('');
  // A search the webhook failed: what the site's own index found instead, and for what.
  const [fallback, setFallback] = useState<{ term: string; results: SiteResult[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  async function load(nextPage: number, text: string, append: boolean) {
    const call = ++latest.current;
    setLoading(true);
    setReplacing(!append);
    try {
      const items = await fetchBlogList(nextPage, text);
      if (call !== latest.current) return;
      setArticles((current) => (append ? [...current, ...items] : items));
      setPage(nextPage);
      setHasMore(items.length >= BLOG_PAGE_SIZE);
      setError('');
      setFallback(null);
    } catch (failure) {
      if (call !== latest.current) return;
      // Without the webhook (a plain static host, an outage) the next page is still there,
      // prerendered: go to it. A failed search keeps the list and says what failed.
      if (append && !text.trim() && nextPage <= pages) {
        location.assign(blogPagePath(nextPage));
        return;
      }
      setError((failure as Error).message);
      setFallback(null);
      // The spec's error stays; below it, the articles the site's own index finds (built
      // with the site, so it knows the articles published up to the last build).
      const term = text.trim();
      if (!append && term) {
        const found = await searchSite(term, { section: 'Blog', limit: 12 }).catch(() => null);
        if (found && call === latest.current) setFallback({ term, results: found.results });
      }
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }

  const box = useRef<HTMLInputElement>(null);
  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(1, text, false), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const text = box.current?.value ?? '';
    setSearch(text);
    void load(1, text, false);
  };
  // Back from an article: the list as it was (pages loaded, search) and where it was read.
  // Else, text typed before the island hydrated is searched for, as if typed now.
  const [scrollBack, setScrollBack] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useLayoutEffect(() => {
    const saved = readIslandState<SavedList>('blog-list');
    if (saved) {
      setArticles(saved.articles);
      setPage(saved.page);
      setHasMore(saved.hasMore);
      setSearch(saved.search);
      if (box.current) box.current.value = saved.search;
      setScrollBack(saved.scrollY);
      return;
    }
    const typed = box.current?.value ?? '';
    if (typed) onSearch(typed);
  }, []);
  // After the restored cards are in the page, so the position exists again.
  useLayoutEffect(() => {
    if (scrollBack !== null) window.scrollTo(0, scrollBack);
  }, [scrollBack]);
  // Keeps the list's state in its history entry, with the scroll position when leaving.
  useEffect(() => {
    if (articles === initial) return;
    const save = () => writeIslandState('blog-list', { articles, page, hasMore, search, scrollY: window.scrollY });
    save();
    addEventListener('pagehide', save);
    return () => removeEventListener('pagehide', save);
  }, [articles, page, hasMore, search, initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    articles,
    hasMore,
    loading,
    replacing,
    error,
    fallback,
    box,
    onSearch,
    onSubmit,
    loadMore: () => void load(page + 1, search, true),
  };
}

export default function BlogList({ initial, page: firstPage = 1, pages = 1 }: BlogListProps) {
  const { articles, hasMore, loading, replacing, error, fallback, box, onSearch, onSubmit, loadMore } = useArticleList(
    initial,
    firstPage,
    pages,
  );

  return (
    <div>
      <search className="mx-auto mb-6 block max-w-xl">
        <form onSubmit={onSubmit}>
          <label htmlFor="blog-search" className="sr-only">
            Buscar artigos
          </label>
          <input
            ref={box}
            id="blog-search"
            name="search"
            type="search"
            defaultValue=""
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Buscar artigos sobre atendimento, IA, CRM..."
            className="w-full rounded-full border border-slate-300 px-5 py-3 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
          />
        </form>
      </search>
      <ul className="mb-8 flex flex-wrap justify-center gap-2" aria-label="Categorias">
        {['Todos', 'Automação', 'Estratégia', 'Tecnologia', 'Gestão', 'CRM'].map((chip) => (
          <li key={chip} className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800">
            {chip}
          </li>
        ))}
      </ul>
      {error ? (
        // docs/behaviour.md §8: the error in red, in the list's place. The search box stays to try
        // again, and the page links below the list still reach every article.
        <>
          <p role="alert" className="rounded-2xl bg-red-50 p-10 text-center text-xl font-semibold text-red-700">
            {error}
          </p>
          {fallback && <FallbackResults {...fallback} />}
        </>
      ) : (
        <>
          <p aria-live="polite" className="sr-only">
            {loading ? 'Carregando artigos...' : `${articles.length} artigos`}
          </p>
          {loading && replacing && <p className="mb-6 text-center text-slate-600">Carregando artigos...</p>}
          {!loading && articles.length === 0 && (
            <p className="text-center text-slate-600">Nenhum artigo encontrado para essa busca.</p>
          )}
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-cards">
            {articles.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </ul>
          {hasMore && articles.length > 0 && (
            <div className="mt-10 text-center">
              <button type="button" onClick={loadMore} disabled={loading} className="btn btn-primary px-6 py-3">
                {loading ? 'Carregando...' : 'Carregar mais artigos'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The articles the site's index found while the blog's webhook was failing, and where they come from. */
function FallbackResults({ term, results }: { term: string; results: SiteResult[] }) {
  return (
    <section aria-labelledby="blog-indice" className="mt-8">
      <h2 id="blog-indice" className="text-lg font-semibold text-slate-900">
        Resultados do índice do site para “{term}”
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-700">
        A busca do blog está fora do ar agora; estes resultados vêm da busca do site e podem não incluir os artigos
        publicados hoje.{results.length ? '' : ' Nenhum artigo encontrado no índice.'}
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {results.map((result) => (
          <li key={result.url} className="card p-5">
            <a href={result.url} className="block font-semibold text-brand-800 hover:underline">
              {result.title}
            </a>
            <p
              className="mt-2 text-sm text-slate-700 [&_mark]:bg-amber-100 [&_mark]:text-slate-900"
              ref={(element) => {
                element?.replaceChildren(...excerptNodes(result.excerpt));
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
