import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHexColor, resolveSemanticColors, type BrandPack, type SemanticColors, type ThemeMode } from '@gp/theming';

/** The semantic colours a brand pack of the repository resolves to. */
export function brandColors(pack: string, mode: ThemeMode = 'dark'): SemanticColors {
  const file = resolve(import.meta.dirname, '../../../../themes', pack, 'brand.json');
  return resolveSemanticColors(JSON.parse(readFileSync(file, 'utf8')) as BrandPack, mode);
}

/** A hex colour as the browser reports a computed colour (`rgb(r, g, b)`). */
export function cssRgb(hex: string): string {
  const [r, g, b] = parseHexColor(hex);
  return `rgb(${r}, ${g}, ${b})`;
}
