/** How the blog shows what the webhook sends: category chips, dates, page addresses. */
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

/** The article's date: dd/mm/yy hh:mm:ss (docs/behaviour.md §2), in Brasília time. */
export function formatArticleDate(iso: string): string {
  return parts(iso, true);
}

/** The list's date: dd/mm/yy hh:mm. */
export function formatListDate(iso: string): string {
  return parts(iso, false);
}

/** The address of page `n` of the blog list: /blog is page 1, /blog/pagina/N the others. */
export const blogPagePath = (n: number): string => (n <= 1 ? '/blog' : `/blog/pagina/${n}`);
