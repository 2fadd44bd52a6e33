/** CSS pixels per rem in popup content (SPEC §2 'Announcement popup': divide by 100, done by moving the point). */
export const POPUP_PX_PER_REM = 100;

/**
 * Skipped as a whole: `url(...)` and quoted strings. Converted: a number followed by `px` that is
 * not part of a longer word (`h28px`, `a-28px`, `1.2.3px`, `28pxl` stay).
 */
const CSS_TOKEN =
  /url\([^)]*\)|"(?:[^"\\]|\\[^])*"|'(?:[^'\\]|\\[^])*'|(?<![\w.#+-])([+-]?)(\d+(?:\.\d+)?|\.\d+)px(?![\w-])/gi;

/** Divides a plain decimal by 100 by moving its point, so no floating-point noise appears. */
function hundredth(decimal: string): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  const padded = whole.padStart(3, '0');
  const head = padded.slice(0, -2).replace(/^0+(?=\d)/, '');
  const tail = `${padded.slice(-2)}${fraction}`.replace(/0+$/, '');
  return tail === '' ? head : `${head}.${tail}`;
}

/**
 * Converts every pixel length in CSS text to rem at 100 px per rem: `font-size: 28px` gives
 * `font-size: 0.28rem`, `-1.5px` gives `-0.015rem`, `0px` gives `0rem`. Other units, numbers inside
 * words, `url(...)` and quoted strings are left as they are. The `px` unit may be in any letter case.
 * With `designRem` (a CSS length such as `var(--design-rem)`), the result is a multiple of it
 * instead: `calc(0.28 * var(--design-rem))`, for pages whose root rem is not 100 px.
 */
export function pxToRemInCss(css: string, designRem?: string): string {
  return css.replace(CSS_TOKEN, (whole: string, sign: string, value?: string) => {
    if (value === undefined) return whole;
    return designRem === undefined ? `${sign}${hundredth(value)}rem` : `calc(${sign}${hundredth(value)} * ${designRem})`;
  });
}

/**
 * The length one design rem stands for where the page's own rem is not 100 px: the content was
 * written for a 750 px wide design with 1 rem = 100 px, so on a phone one design rem is 1/7.5 of
 * the viewport width, and never more than 100 px. Containers set it as a custom property.
 */
export const DESIGN_REM_CSS = 'min(calc(100vw / 7.5), 100px)';

const STYLE_ELEMENT = /(<style\b[^>]*>)([^]*?)(<\/style\s*>)/gi;
const TAG = /<[a-z][^>]*>/gi;
const STYLE_ATTRIBUTE = /(\sstyle\s*=\s*)("[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * Converts pixel lengths to rem in popup HTML, only where they are CSS: inside `style` attributes
 * (quoted or not) and `<style>` elements. Text, other attributes (`width="28px"`) and other units
 * are left untouched. `designRem` as for pxToRemInCss.
 */
export function pxToRemInHtml(html: string, designRem?: string): string {
  const styled = html.replace(
    STYLE_ELEMENT,
    (_whole, open: string, css: string, close: string) => `${open}${pxToRemInCss(css, designRem)}${close}`,
  );
  return styled.replace(TAG, (tag) =>
    tag.replace(STYLE_ATTRIBUTE, (_whole, name: string, value: string) => {
      const quote = value.startsWith('"') || value.startsWith("'") ? value.charAt(0) : '';
      const css = quote === '' ? value : value.slice(1, -1);
      return `${name}${quote}${pxToRemInCss(css, designRem)}${quote}`;
    }),
  );
}
