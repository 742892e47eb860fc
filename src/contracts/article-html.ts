/**
 * What an article's HTML may hold, wherever it comes from (the provider's blog webhook, or a
 * body in content/): the rules of the site's one sanitiser (logic/sanitise.ts), in the
 * browser's article view, at build and in the studio. Scripts, event handlers,
 * javascript: URLs, frames, forms and inline styles never pass.
 */
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
