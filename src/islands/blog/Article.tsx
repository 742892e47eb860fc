/**
 * An article as a visitor reads it: back to the list, its categories, title, byline, image and
 * text. The one drawing of an article: the built pages render it to HTML at build
 * (components/blog/ArticleView.astro), the article island renders it for articles published
 * since (islands/blog/ArticleView.tsx).
 */
import { categoriesOf, formatArticleDate } from '../../logic/blog.ts';
import { ArticleImage } from './ArticleImage.tsx';

export interface ArticleProps {
  title: string;
  author: string;
  /** ISO 8601. */
  date: string;
  readtime: number;
  category: string;
  image?: { src: string; alt: string } | undefined;
  /** The text, sanitised HTML (at build, or by the island). */
  html: string;
  /** In the island: back to the list the visitor came from. Without it, a link to /blog. */
  onBack?: (() => void) | undefined;
}

const BACK_CLASS = 'text-sm font-semibold text-brand-700 hover:underline';
const IMAGE_CLASS = 'mt-8 aspect-video w-full rounded-2xl';

export function Article({ title, author, date, readtime, category, image, html, onBack }: ArticleProps) {
  return (
    <article className="mx-auto max-w-3xl py-12">
      {onBack ? (
        <button type="button" onClick={onBack} className={BACK_CLASS}>
          ← Voltar para o blog
        </button>
      ) : (
        <a href="/blog" className={BACK_CLASS}>
          ← Voltar para o blog
        </a>
      )}
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Categorias">
        {categoriesOf(category).map((c) => (
          <li key={c} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {c}
          </li>
        ))}
      </ul>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {author} · <time dateTime={date}>{formatArticleDate(date)}</time> · {readtime} min de leitura
      </p>
      {image &&
        (onBack ? (
          <ArticleImage src={image.src} alt={image.alt} className={IMAGE_CLASS} />
        ) : (
          // Built pages have no island: the first script shows the block after a failed image
          // (client/image-fallbacks.ts).
          <>
            <img
              src={image.src}
              alt={image.alt}
              width={800}
              height={450}
              className={`${IMAGE_CLASS} object-cover`}
              data-fallback=""
            />
            <div hidden className={`${IMAGE_CLASS} grid place-items-center bg-slate-100 text-slate-600`}>
              Imagem indisponível
            </div>
          </>
        ))}
      <div
        className="prose-article mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by logic/sanitise.ts, at build or in the island.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
