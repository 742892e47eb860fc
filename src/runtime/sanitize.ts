/**
 * Article HTML comes from a webhook: it is sanitised before it reaches the page (beyond the
 * spec on purpose). Scripts, event handlers, javascript: URLs, frames and forms never pass.
 */
import DOMPurify from 'dompurify';
import { ARTICLE_HTML_RULES } from '../contracts/article-html.ts';

export function sanitiseArticle(html: string, win: Window & typeof globalThis = window): string {
  return DOMPurify(win).sanitize(html, ARTICLE_HTML_RULES);
}
