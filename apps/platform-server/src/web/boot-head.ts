import { BOOT_DATA_ELEMENT_ID } from '@gp/domain';
import { embedJson } from '../http/page-kit';

/** What the server already knows when it sends index.html: the answers of the first two calls. */
export interface BootData {
  readonly status: unknown;
  readonly whitelabel: unknown;
}

/**
 * The lines index.html gains for one visit: the status and whitelabel the app would otherwise
 * fetch first (a data block, never executed, so the strict script policy holds), and
 * modulepreload hints for the brand and catalogue chunks, which then download beside the entry
 * script instead of after it.
 */
export function bootHeadOf(data: BootData, preloads: readonly string[]): string {
  const hints = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href.replace(/"/g, '%22')}">`);
  return [`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${embedJson(data)}</script>`, ...hints].join('\n    ');
}
