/**
 * Instant pages without JavaScript: the browser prefetches a same-origin page when the
 * visitor hovers or presses its link (Speculation Rules, "moderate"). It replaces Astro's
 * prefetch script, which cost 1.1 KB before the first action on every page. The private
 * inbox of the local service is never fetched ahead.
 *
 * The text is hashed into the Content-Security-Policy (astro.config.mjs), so it must be
 * emitted exactly as written here.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/_inbox*' } }] },
      eagerness: 'moderate',
    },
  ],
});
