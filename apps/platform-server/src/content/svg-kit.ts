import { escapeMarkup } from '../http/escape-markup';

/** A stable hue (0-359) for a text, so the same label always gets the same colours. */
export function hueOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash % 360;
}

/** Splits a label into at most `maxLines` lines of about `maxChars` characters, breaking at spaces; the last line is cut with an ellipsis. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if ([...candidate].length <= maxChars || current === '') current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  const kept = lines.slice(0, maxLines).map((line) => ([...line].length > maxChars ? `${[...line].slice(0, maxChars - 1).join('')}…` : line));
  if (lines.length > maxLines && kept.length > 0) {
    const last = [...(kept[kept.length - 1] ?? '')];
    kept[kept.length - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
  }
  return kept;
}

/** The font size (px) at which the longest line fits `width`, capped at `max` (bold sans-serif is about 0.6 em per character). */
export function fittingFontSize(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  return Math.max(10, Math.min(max, Math.floor(width / (longest * 0.6))));
}

/** A two-stop diagonal gradient definition from a hue (brand-neutral, readable under white text). */
export function gradientDef(id: string, hue: number): string {
  const second = (hue + 40) % 360;
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${second},75%,22%)"/>` +
    `</linearGradient>`
  );
}

/** Centred lines of text (already split) as SVG text elements; each line is escaped. */
export function textLines(
  lines: readonly string[],
  options: { x: number; centreY: number; fontSize: number; fill: string; anchor?: 'middle' | 'start'; weight?: number },
): string {
  const lineHeight = Math.round(options.fontSize * 1.2);
  const firstBaseline = options.centreY - ((lines.length - 1) * lineHeight) / 2 + options.fontSize * 0.35;
  return lines
    .map(
      (line, index) =>
        `<text x="${options.x}" y="${Math.round(firstBaseline + index * lineHeight)}" font-family="Helvetica, Arial, sans-serif" ` +
        `font-size="${options.fontSize}" font-weight="${options.weight ?? 700}" fill="${options.fill}" ` +
        `text-anchor="${options.anchor ?? 'middle'}">${escapeMarkup(line)}</text>`,
    )
    .join('');
}

/** Wraps SVG content in a root element of the given size with an accessible title. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeMarkup(title)}</title>${body}</svg>`
  );
}
