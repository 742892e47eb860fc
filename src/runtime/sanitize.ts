/**
 * Article HTML comes from a webhook: it is sanitised before it reaches the page (beyond the
 * spec on purpose). Scripts, event handlers, javascript: URLs, frames and forms never pass.
 */
import DOMPurify from 'dompurify';

/** What an article's HTML may hold: the same rules for the webhook's articles and content/ bodies. */
export const ARTICLE_HTML_RULES = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'meta',
    'link',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

export function sanitiseArticle(html: string, win: Window & typeof globalThis = window): string {
  return DOMPurify(win).sanitize(html, ARTICLE_HTML_RULES);
}
