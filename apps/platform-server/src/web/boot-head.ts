import { BOOT_DATA_ELEMENT_ID } from '@gp/domain';

/**
 * JSON that can sit inside an HTML `<script>` element: `<`, `>` and `&` are escaped so no value
 * (a merchant's site name, say) can close the element or open a comment, and U+2028/U+2029 so the
 * text stays valid in every parser.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}


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
  return [`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${jsonForHtml(data)}</script>`, ...hints].join('\n    ');
}
