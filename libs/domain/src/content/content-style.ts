/**
 * The inline styles operator HTML (announcements, help topics, promotions, terms) may keep: how
 * text looks and how blocks are spaced, nothing that takes an element out of the flow or sizes it
 * against the screen. Not kept: position, inset, top/right/bottom/left, z-index, transform, float,
 * display, overflow, height, any width except on images, negative margins, backgrounds other than
 * a colour, custom properties, and anything that loads a resource (`url()`, `image-set()`).
 */
const TEXT_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
] as const;

const SIDES = ['', '-top', '-right', '-bottom', '-left'] as const;
const MARGINS = SIDES.map((side) => `margin${side}`);
const PADDINGS = SIDES.map((side) => `padding${side}`);

/** Sizes an image may set (the content's own `max-width: 100%` keeps it inside its box otherwise). */
const IMAGE_PROPERTIES = ['width', 'max-width'] as const;

const ANY_ELEMENT = new Set<string>([...TEXT_PROPERTIES, ...MARGINS, ...PADDINGS]);
const IMAGE_ONLY = new Set<string>(IMAGE_PROPERTIES);

/** Characters a kept value may hold: no quotes, escapes, braces, colons or semicolons. */
const VALUE_CHARACTERS = /^[a-z0-9#%.,()\s+*/-]+$/i;
/** Functions a kept value may call: arithmetic (and its bare parentheses), colours and custom properties (`var(--design-rem)`). */
const ALLOWED_FUNCTIONS = new Set(['', 'calc', 'var', 'min', 'max', 'clamp', 'rgb', 'rgba', 'hsl', 'hsla']);
const FUNCTION_NAME = /([a-z-]*)\(/gi;
/** Viewport units (vw, vh, svh, dvmax, ...): lengths that would size content against the screen. */
const VIEWPORT_UNIT = /[\d.](?:[sld]?v(?:[whib]|min|max))(?![a-z-])/i;
const CUSTOM_PROPERTY_REFERENCE = /var\(\s*--[a-z0-9_-]*\s*\)/gi;
const IMPORTANT = /\s*!\s*important\s*$/i;

function parenthesesBalance(value: string): boolean {
  let depth = 0;
  for (const character of value) {
    if (character === '(') depth += 1;
    else if (character === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

function keptValue(property: string, raw: string): string | null {
  const value = raw.replace(IMPORTANT, '').trim();
  if (value === '' || !VALUE_CHARACTERS.test(value) || value.includes('/*') || !parenthesesBalance(value)) return null;
  if (VIEWPORT_UNIT.test(value)) return null;
  for (const [, name = ''] of value.matchAll(FUNCTION_NAME)) if (!ALLOWED_FUNCTIONS.has(name.toLowerCase())) return null;
  // A negative margin could pull the content over what surrounds it.
  if (property.startsWith('margin') && value.replace(CUSTOM_PROPERTY_REFERENCE, '').includes('-')) return null;
  return value;
}

/**
 * The declarations of an inline `style` that the content policy keeps on an element named
 * `tagName`, as `name: value` pairs joined by '; ' (empty when none is kept). A declaration is kept
 * only whole: a property of the list above and a value of plain lengths, numbers, keywords, colours
 * and the allowed functions; `!important` is dropped. Property names are compared in lower case.
 */
export function contentStyle(css: string, tagName: string): string {
  const image = tagName.toLowerCase() === 'img';
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (!ANY_ELEMENT.has(property) && !(image && IMAGE_ONLY.has(property))) continue;
    const value = keptValue(property, declaration.slice(colon + 1));
    if (value !== null) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
