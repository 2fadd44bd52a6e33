/** Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha ignored) into 0-255 channels. */
export function parseHexColor(hex: string): readonly [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1].slice(0, 6);
  const channel = (start: number): number => parseInt(digits.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio between two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG AA minimum for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Pairs of semantic colours that carry text and must stay readable in every brand and mode. */
export const TEXT_CONTRAST_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['headerText', 'headerBackground'],
  ['footerText', 'footerBackground'],
  ['footerActive', 'footerBackground'],
] as const;
