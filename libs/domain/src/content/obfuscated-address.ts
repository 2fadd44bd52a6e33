/** Invisible format characters: soft hyphen, zero-width, line separators, bidi controls, BOM. */
const INVISIBLE_CHARACTER = /[\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;
const LEADING_WHITESPACE = /^\s/;

/** Tells whether text holds a C0 or C1 control character or DEL anywhere. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Whether an address of server HTML hides what it is from a plain reading: leading whitespace,
 * control or invisible characters anywhere, or backslashes (which browsers read as slashes, so
 * `/\host` leaves the site). The allow-lists of links and resources refuse such addresses whole.
 */
export function isObfuscatedAddress(value: string): boolean {
  return hasControlCharacter(value) || INVISIBLE_CHARACTER.test(value) || LEADING_WHITESPACE.test(value) || value.includes('\\');
}
