import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { contentStyle, isContentResourceAllowed } from '@gp/domain';

/** Attributes that make the browser fetch what they name. */
const RESOURCE_ATTRIBUTES = new Set(['src', 'poster', 'background']);

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base'],
  FORBID_ATTR: ['target', 'formaction', 'srcset'],
};

let purifier: Purifier | null = null;

/** The app's own DOMPurify instance with the content policy's hooks (made on first use, so importing it costs nothing). */
function contentPurifier(): Purifier {
  if (purifier !== null) return purifier;
  const made = DOMPurify(window);
  made.addHook('uponSanitizeAttribute', (element, event) => {
    if (event.attrName === 'style') {
      event.attrValue = contentStyle(event.attrValue, element.nodeName);
      event.keepAttr = event.attrValue !== '';
    } else if (RESOURCE_ATTRIBUTES.has(event.attrName) && !isContentResourceAllowed(event.attrValue, window.location.origin)) {
      event.keepAttr = false;
    }
  });
  made.addHook('afterSanitizeAttributes', (element) => {
    // An image whose address was refused (or that had none) would only be an empty box.
    if (element.nodeName === 'IMG' && !element.hasAttribute('src')) element.remove();
  });
  purifier = made;
  return made;
}

/**
 * The one sanitiser of server HTML (announcements, help topics, promotions, terms): every screen
 * renders such HTML through SafeHtml, which calls it. DOMPurify parses the text inertly (in a
 * DOMParser document, where nothing loads, runs or reports) and removes scripts, event handlers,
 * forms, frames and `javascript:` links; on top of that the content policy of @gp/domain keeps only
 * presentational inline styles (contentStyle: no positioning, no viewport sizes, no `url()`) and
 * only resources the page may load anyway (isContentResourceAllowed: this origin, `data:` images):
 * an image from elsewhere is dropped whole. Links stay, for the caller to route through the
 * domain's allow-list (`routeContentLink`), and open nothing by themselves.
 */
export function sanitiseHtml(html: string): string {
  return contentPurifier().sanitize(html, CONFIG);
}
