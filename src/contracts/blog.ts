/**
 * The blog as the webhook sends it (calls 9, 10 and 11): the article, the list item with the
 * field names both spellings use, the fixed values of a create request, the page size.
 */
export interface BlogArticle {
  slug: string;
  title: string;
  meta_description: string;
  excerpt: string;
  image: string;
  /** Comma-separated. */
  category: string;
  date: string;
  author: string;
  /** Minutes. */
  readtime: number;
  /** HTML, sanitised before it reaches the page. */
  content: string;
}

export interface BlogListItem {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: string;
  category: string;
  readTime: number;
}

/** The list call accepts both spellings of the spec (title/titulo, excerpt/resumo, author/autor, date/data). */
export function toListItem(raw: Record<string, unknown>): BlogListItem {
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof raw[key] === 'string' && raw[key]) return raw[key] as string;
    return '';
  };
  const slug = text('slug');
  return {
    id: String(raw.id ?? slug),
    slug,
    title: text('title', 'titulo'),
    excerpt: text('excerpt', 'resumo'),
    author: text('author', 'autor'),
    date: text('date', 'data'),
    image: text('image'),
    category: text('category') || 'Blog',
    readTime: Number(raw.readTime ?? raw.readtime ?? 0) || 0,
  };
}

/** The fixed values of the create-on-miss request (call 10); the spec does not give them. */
export const BLOG_REQUEST_DEFAULTS = {
  autor: 'Equipe GVP.Digital',
  publico: 'Gestores de atendimento, vendas e relacionamento com o cliente',
  Categoria: 'Blog',
} as const;

/** Articles per list page (call 11): the webhook's pages and the build's pages alike. */
export const BLOG_PAGE_SIZE = 6;
