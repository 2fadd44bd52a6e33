import { BOOT_DATA_ELEMENT_ID, embedJson } from '@gp/domain';
import type { SharedBootData } from '../platform/boot-source';

/** What index.html asks the browser to fetch at once, beside the entry script. */
export interface BootPreloads {
  /** Script chunks (brand, catalogues, the screen's page), as same-origin paths. */
  readonly modules: readonly string[];
  /** The image that will be the largest paint (the first m_home banner), fetched at high priority. */
  readonly image?: string | null;
}

/**
 * The head lines of a visit (the boot data block and the preload hints) on either side of the one
 * value that differs per visitor: the status (it names the client's address and whether its region
 * is refused) goes between `before` and `after`, written with embedJson.
 */
export interface BootHeadParts {
  readonly before: string;
  readonly after: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head lines of a visit around its status: the data block's other parts and the preload hints. */
export function bootHeadParts(shared: SharedBootData, preloads: BootPreloads): BootHeadParts {
  const modules = preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
  const image = preloads.image ? [`<link rel="preload" as="image" fetchpriority="high" href="${attribute(preloads.image)}">`] : [];
  const rest = embedJson(shared);
  return {
    before: `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">{"status":`,
    after: [`${rest === '{}' ? '}' : `,${rest.slice(1)}`}</script>`, ...modules, ...image].join('\n    '),
  };
}
