/**
 * docs/behaviour.md §9: strip accents, lowercase, non-alphanumerics to single hyphens, trim hyphens.
 */
export function normaliseSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
