/** Characters XML cannot carry (C0 controls but tab and line breaks, lone surrogates, U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_MARKUP = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Makes any text safe inside HTML or SVG text content and quoted attribute values: escapes
 * & < > " ' and drops characters XML cannot carry, so a text can never open a tag, end an
 * attribute or break the document. The one escaping function of every server-made page and image.
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_MARKUP, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
