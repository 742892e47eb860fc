/**
 * The blog's data as the webhook sends it (SPEC sections 3 and 7, calls 9 and 11), and the
 * small rules around it: field fallbacks, categories, dates.
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

/** Category chips from the comma-separated category. */
export function categoriesOf(category: string): string[] {
  return category
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

const TIME_ZONE = 'America/Sao_Paulo';
const parts = (iso: string, seconds: boolean) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const f = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => f.find((p) => p.type === type)?.value ?? '00';
  const time = `${get('hour')}:${get('minute')}${seconds ? `:${get('second')}` : ''}`;
  return `${get('day')}/${get('month')}/${get('year')} ${time}`;
};

/** The article's date: dd/mm/yy hh:mm:ss (SPEC section 2), in Brasília time. */
export function formatArticleDate(iso: string): string {
  return parts(iso, true);
}

/** The list's date: dd/mm/yy hh:mm. */
export function formatListDate(iso: string): string {
  return parts(iso, false);
}

/** The fixed values of the create-on-miss request (call 10); the spec does not give them. */
export const BLOG_REQUEST_DEFAULTS = {
  autor: 'Equipe GVP.Digital',
  publico: 'Gestores de atendimento, vendas e relacionamento com o cliente',
  Categoria: 'Blog',
} as const;

/** Articles per list page (call 11). */
export const BLOG_PAGE_SIZE = 6;
