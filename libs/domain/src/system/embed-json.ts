/**
 * JSON safe to embed in a `<script type="application/json">` element: '<', '>' and '&' (which could
 * close the element or start markup) and the line separators U+2028/U+2029 are written as \u
 * escapes, which JSON.parse turns back into the same text. The web tier writes the boot data with
 * it, the platform its own pages' data.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
