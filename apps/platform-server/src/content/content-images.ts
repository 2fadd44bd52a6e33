import { fittingFontSize, gradientDef, hueOf, svgDocument, textLines, wrapText } from './svg-kit';

/** A picture with a headline: banners (750×300), popup pictures, promotion pictures and About Us photos. */
export interface PictureSpec {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  /** A smaller second line (brand name, caption...). */
  readonly subtitle?: string;
  /** Picks the colours; the title when absent. */
  readonly colourKey?: string;
}

/** A gradient picture with decorative circles, the title in up to two lines and an optional subtitle. */
export function pictureSvg(spec: PictureSpec): string {
  const { width, height } = spec;
  const hue = hueOf(spec.colourKey ?? spec.title);
  const lines = wrapText(spec.title, Math.max(8, Math.floor(width / 34)), 2);
  const fontSize = fittingFontSize(lines, width * 0.84, Math.round(height / 5));
  const subtitleSize = Math.max(12, Math.round(fontSize * 0.45));
  const centreY = spec.subtitle ? height * 0.45 : height / 2;
  const body =
    `<defs>${gradientDef('bg', hue)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${Math.round(width * 0.88)}" cy="${Math.round(height * 0.15)}" r="${Math.round(height * 0.45)}" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="${Math.round(width * 0.08)}" cy="${Math.round(height * 0.95)}" r="${Math.round(height * 0.35)}" fill="#ffffff" fill-opacity="0.06"/>` +
    `<rect x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.08)}" width="${Math.round(width * 0.88)}" height="${Math.round(height * 0.84)}" rx="${Math.round(height * 0.06)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>` +
    textLines(lines, { x: width / 2, centreY, fontSize, fill: '#ffffff' }) +
    (spec.subtitle
      ? textLines(wrapText(spec.subtitle, Math.floor(width / (subtitleSize * 0.55)), 1), {
          x: width / 2,
          centreY: centreY + (lines.length * fontSize * 1.2) / 2 + subtitleSize * 1.1,
          fontSize: subtitleSize,
          fill: '#ffffff',
          weight: 400,
        })
      : '');
  return svgDocument(width, height, spec.subtitle ? `${spec.title} – ${spec.subtitle}` : spec.title, body);
}

/** A vendor logo (240×96): COLOR is white text on the vendor's gradient pill, WHITE is white text and outline on transparent. */
export function vendorLogoSvg(displayName: string, tone: 'COLOR' | 'WHITE'): string {
  const width = 240;
  const height = 96;
  const lines = wrapText(displayName, 14, 2);
  const fontSize = fittingFontSize(lines, 200, 30);
  const background =
    tone === 'COLOR'
      ? `<defs>${gradientDef('bg', hueOf(displayName))}</defs><rect x="4" y="8" width="232" height="80" rx="40" fill="url(#bg)"/>`
      : `<rect x="4" y="8" width="232" height="80" rx="40" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  return svgDocument(width, height, displayName, background + textLines(lines, { x: width / 2, centreY: height / 2, fontSize, fill: '#ffffff' }));
}

/** The initials of a brand name: the first letters of its first two words, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The app icon (192×192): the brand's initials on its gradient, in a rounded square. */
export function appIconSvg(siteName: string): string {
  const body =
    `<defs>${gradientDef('bg', hueOf(siteName))}</defs>` +
    `<rect width="192" height="192" rx="42" fill="url(#bg)"/>` +
    `<circle cx="140" cy="52" r="40" fill="#ffffff" fill-opacity="0.1"/>` +
    textLines([initialsOf(siteName)], { x: 96, centreY: 96, fontSize: 80, fill: '#ffffff' });
  return svgDocument(192, 192, siteName, body);
}

/** A payment-method logo (160×64): the name in its colour on a white card. */
export function paymentLogoSvg(name: string): string {
  const lines = wrapText(name, 12, 1);
  const body =
    `<rect x="2" y="2" width="156" height="60" rx="12" fill="#ffffff" stroke="hsl(${hueOf(name)},60%,40%)" stroke-width="2"/>` +
    textLines(lines, { x: 80, centreY: 32, fontSize: fittingFontSize(lines, 136, 24), fill: `hsl(${hueOf(name)},70%,32%)` });
  return svgDocument(160, 64, name, body);
}

/** Badge colours of VIP tiers 1 to 5 and beyond: bronze, silver, gold, platinum, diamond. */
const VIP_TIER_COLOURS: readonly (readonly [string, string])[] = [
  ['#c7834a', '#7a4a22'],
  ['#d9dde3', '#7d8793'],
  ['#f5cf57', '#b07d12'],
  ['#9fe3e0', '#2f7f86'],
  ['#b9a4ff', '#4a2fa8'],
];

/** A VIP badge (128×128): a medal in the tier's colours with 'VIP' and the level. */
export function vipBadgeSvg(level: number): string {
  const [light, dark] = VIP_TIER_COLOURS[Math.min(VIP_TIER_COLOURS.length, Math.max(1, level)) - 1] ?? ['#cccccc', '#666666'];
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<polygon points="64,4 116,34 116,94 64,124 12,94 12,34" fill="url(#bg)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
    textLines(['VIP'], { x: 64, centreY: 48, fontSize: 26, fill: '#ffffff' }) +
    textLines([String(level)], { x: 64, centreY: 84, fontSize: 38, fill: '#ffffff' });
  return svgDocument(128, 128, `VIP ${level}`, body);
}
