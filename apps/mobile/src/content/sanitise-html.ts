import DOMPurify from 'dompurify';

/**
 * Makes HTML from the platform (announcements, help topics, promotions) safe to render: scripts,
 * event handlers, forms, frames and `javascript:` links are removed by DOMPurify, the HTML
 * sanitiser the whole industry relies on. Links stay, for the caller to route through the
 * domain's allow-list (`routeContentLink`), and open nothing by themselves.
 */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base'],
    FORBID_ATTR: ['target', 'formaction', 'srcset'],
  });
}
