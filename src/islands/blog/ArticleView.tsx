/**
 * The client view of an article (docs/behaviour.md §2, §4, 8): for slugs published after the
 * build. Loads call 9; a missing article asks for it (call 10) and goes back to the list.
 */
import { useEffect, useState } from 'react';
import { BLOG_REQUEST_DEFAULTS, type BlogArticle } from '../../contracts/blog.ts';
import { sanitiseArticle } from '../../logic/sanitise.ts';
import { normaliseSlug } from '../../logic/slug.ts';
import { fetchBlogArticle, requestBlogPost } from '../../runtime/api/calls.ts';
import { Article } from './Article.tsx';

type State = { kind: 'loading' } | { kind: 'loaded'; article: BlogArticle } | { kind: 'missing' } | { kind: 'error' };

function slugFromPath(): string {
  const raw = decodeURIComponent(location.pathname.replace(/^\/blog\/?/, '').replace(/\/$/, ''));
  if (raw !== 'artigo') return normaliseSlug(raw);
  // Sent here by the not-found page: the address bar shows the article's own address again.
  const slug = normaliseSlug(new URLSearchParams(location.search).get('slug') ?? '');
  if (slug) history.replaceState(history.state, '', `/blog/${encodeURIComponent(slug)}`);
  return slug;
}

/** Back: to the list we came from if there is one, else to /blog. */
function goBack() {
  if (document.referrer && new URL(document.referrer).pathname === '/blog' && history.length > 1) history.back();
  else location.assign('/blog');
}

export default function ArticleView() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const slug = slugFromPath();
    if (!slug) {
      setState({ kind: 'missing' });
      return;
    }
    fetchBlogArticle(slug).then(
      async (article) => {
        if (article) {
          setState({ kind: 'loaded', article });
          document.title = `GVP.Digital - ${article.title}`;
          history.replaceState(null, '', `/blog/${normaliseSlug(article.slug)}`);
          return;
        }
        // Not in the base yet: ask for it, then back to the list.
        await requestBlogPost(slug, BLOG_REQUEST_DEFAULTS);
        location.assign('/blog');
      },
      (error: unknown) => {
        console.error(error);
        setState({ kind: 'error' });
      },
    );
  }, []);

  if (state.kind === 'loading') {
    return (
      <div className="py-24 text-center">
        {/* The page keeps a top heading while the article is on its way. */}
        <h1 className="sr-only">Blog GVP.Digital</h1>
        <p role="status" className="text-lg text-slate-600">
          Carregando artigo...
        </p>
      </div>
    );
  }
  if (state.kind !== 'loaded') {
    return (
      <div className="py-20 text-center" role={state.kind === 'error' ? 'alert' : undefined}>
        <h1 className="text-2xl font-bold text-slate-900">Artigo não encontrado na base de dados...</h1>
        <p className="mt-3 text-slate-600">Nenhum artigo carregado ou slug inválido.</p>
        {state.kind === 'error' && <p className="mt-2 font-medium text-red-700">Artigo não localizado</p>}
        <button type="button" onClick={goBack} className="btn btn-primary mt-8 px-6 py-3">
          Voltar para o blog
        </button>
      </div>
    );
  }

  const { article } = state;
  return (
    <Article
      title={article.title}
      author={article.author}
      date={article.date}
      readtime={article.readtime}
      category={article.category}
      // The webhook's articles carry no image description: their title stands for it, as at build.
      image={article.image ? { src: article.image, alt: article.title } : undefined}
      html={sanitiseArticle(article.content)}
      onBack={goBack}
    />
  );
}
