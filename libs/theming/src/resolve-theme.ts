import { BASE_PALETTE, BASE_SEMANTICS } from './base-theme';
import type { BrandPack } from './brand-pack';
import {
  LAYOUT_TOKENS,
  SEMANTIC_COLOR_NAMES,
  type ResolvedTheme,
  type SemanticColorName,
  type SemanticColors,
  type ThemeMode,
} from './tokens';

/** A semantic name whose palette reference names no colour of the merged palette. */
export class UnknownPaletteColorError extends Error {
  override readonly name = 'UnknownPaletteColorError';
  constructor(
    readonly packId: string,
    readonly mode: ThemeMode,
    readonly semantic: SemanticColorName,
    readonly reference: string,
  ) {
    super(`Brand pack "${packId}" (${mode}): ${semantic} points at unknown palette colour "${reference}"`);
  }
}

/** Resolves the three layers (base palette, base semantics, brand override) to concrete colours. */
export function resolveSemanticColors(pack: BrandPack, mode: ThemeMode): SemanticColors {
  const palette = { ...BASE_PALETTE, ...pack.palette };
  const mapping = { ...BASE_SEMANTICS[mode], ...pack.modes[mode] };
  const entries = SEMANTIC_COLOR_NAMES.map((name) => {
    const reference = mapping[name];
    const color = palette[reference];
    if (color === undefined) throw new UnknownPaletteColorError(pack.id, mode, name, reference);
    return [name, color] as const;
  });
  return Object.fromEntries(entries) as SemanticColors;
}

/**
 * Builds the theme the components receive for one brand pack, mode and logo address. `name`
 * overrides the pack's name (a merchant may reuse another brand's pack under its own name).
 */
export function resolveTheme(pack: BrandPack, mode: ThemeMode, logoUrl: string, name: string = pack.name): ResolvedTheme {
  return {
    brand: { id: pack.id, name, logoUrl, tagline: pack.copy.tagline },
    mode,
    color: resolveSemanticColors(pack, mode),
    ...LAYOUT_TOKENS,
  };
}

/**
 * Chooses the pack to load for the whitelabel's requested pack id: that pack when it exists,
 * otherwise the fallback, so an operator's typo shows a working default brand, not a blank page.
 */
export function choosePackId(requested: string | null | undefined, available: readonly string[], fallback: string): string {
  return requested && available.includes(requested) ? requested : fallback;
}
