import { BOOT_DATA_ELEMENT_ID, embedJson } from '@gp/domain';
import type { BootData } from '@gp/api-client';

/** What index.html asks the browser to fetch at once, beside the entry script. */
export interface BootPreloads {
  /** Script chunks (brand, catalogues, the screen's page), as same-origin paths. */
  readonly modules: readonly string[];
  /** The image that will be the largest paint (the first m_home banner), fetched at high priority. */
  readonly image?: string | null;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head lines of a page: the boot data block (the same for every visitor: the merchant's
 * status, whitelabel, settings, catalogue outline and what the screen opens with) and the
 * preload hints.
 */
export function bootHead(boot: BootData, preloads: BootPreloads): string {
  const modules = preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
  const image = preloads.image ? [`<link rel="preload" as="image" fetchpriority="high" href="${attribute(preloads.image)}">`] : [];
  return [`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${embedJson(boot)}</script>`, ...modules, ...image].join('\n    ');
}
