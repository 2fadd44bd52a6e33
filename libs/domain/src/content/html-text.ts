/** The character that marks a cut text preview. */
export const PREVIEW_ELLIPSIS = '…';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  times: '×',
  deg: '°',
};

const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/gi;
const REPLACEMENT_CHARACTER = '\uFFFD';

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : REPLACEMENT_CHARACTER;
}

/**
 * Decodes character references once: the common named ones (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
 * `&apos;`, `&nbsp;`, typographic quotes and dashes, ...) and every decimal or hex one. An unknown
 * name is kept as written; a number that is no character becomes U+FFFD. `&amp;lt;` gives `&lt;`.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[String(name).toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never text a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[^]*?<\/\1\s*>/gi;
const COMMENT = /<!--[^]*?(?:-->|$)/g;
/** Tags that break a line in a browser: replaced by a space so words do not run together. */
const BLOCK_TAG = new RegExp(
  `</?(?:${[
    'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
    'h[1-6]', 'header', 'hr', 'img', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td',
    'tfoot', 'th', 'thead', 'tr', 'ul',
  ].join('|')})\\b[^>]*>`,
  'gi',
);
const ANY_TAG = /<\/?[a-z][^>]*(?:>|$)|<![^>]*>/gi;

/**
 * Turns HTML into the plain text a reader sees: drops comments, scripts, styles and every tag
 * (block tags become a space), decodes character references once, and collapses runs of
 * whitespace (including no-break spaces) to one space, trimmed. A `<` that starts no tag stays.
 */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(COMMENT, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '');
  return decodeHtmlEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * Cuts text to at most `maxLength` characters (code points, so emoji are never split), ending a
 * cut text with '…' within that length. Text that fits is returned as is; a length below 1 gives ''.
 */
export function truncateText(text: string, maxLength: number): string {
  if (!(maxLength >= 1)) return '';
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  return `${chars.slice(0, Math.floor(maxLength) - 1).join('').trimEnd()}${PREVIEW_ELLIPSIS}`;
}

/** The markup-free preview of HTML content: plain text cut to `maxLength` with an ellipsis. */
export function htmlTextPreview(html: string, maxLength: number): string {
  return truncateText(htmlToPlainText(html), maxLength);
}
