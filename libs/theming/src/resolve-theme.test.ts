import { describe, expect, it } from 'vitest';
import { BASE_SEMANTICS } from './base-theme';
import type { BrandPack } from './brand-pack';
import { contrastRatio, parseHexColor } from './contrast';
import { UnknownPaletteColorError, choosePackId, resolveSemanticColors, resolveTheme } from './resolve-theme';
import { SEMANTIC_COLOR_NAMES } from './tokens';

const pack: BrandPack = {
  id: 'test',
  name: 'Test Brand',
  logo: 'logo.svg',
  defaultMode: 'dark',
  palette: { brand: '#123456', neutral950: '#010101' },
  modes: { dark: { primary: 'brand' }, light: {} },
  manifest: { name: 'Test', shortName: 'Test', themeColor: '#123456', backgroundColor: '#010101' },
  copy: { tagline: { en: 'Test' } },
};

describe('resolveSemanticColors', () => {
  it('lets the brand override a semantic name and a base palette colour', () => {
    const colors = resolveSemanticColors(pack, 'dark');
    expect(colors.primary).toBe('#123456');
    expect(colors.background).toBe('#010101');
  });

  it('keeps the base mapping where the brand is silent', () => {
    expect(resolveSemanticColors(pack, 'light').primary).toBe('#1d4ed8');
  });

  it('gives a colour for every semantic name in both modes', () => {
    for (const mode of ['dark', 'light'] as const) {
      expect(Object.keys(resolveSemanticColors(pack, mode)).sort()).toEqual([...SEMANTIC_COLOR_NAMES].sort());
    }
  });

  it('refuses a reference to a colour no palette has', () => {
    const broken: BrandPack = { ...pack, modes: { dark: { text: 'nope' }, light: {} } };
    expect(() => resolveSemanticColors(broken, 'dark')).toThrow(UnknownPaletteColorError);
  });

  it('maps every semantic name in the base layer', () => {
    expect(Object.keys(BASE_SEMANTICS.dark)).toHaveLength(SEMANTIC_COLOR_NAMES.length);
  });
});

describe('resolveTheme', () => {
  it('carries brand facts, mode and layout tokens', () => {
    const theme = resolveTheme(pack, 'light', '/logo.svg');
    expect(theme.brand).toEqual({ id: 'test', name: 'Test Brand', logoUrl: '/logo.svg', tagline: { en: 'Test' } });
    expect(resolveTheme(pack, 'dark', '', 'Other Name').brand.name).toBe('Other Name');
    expect(theme.mode).toBe('light');
    expect(theme.space.md).toBe('1rem');
  });
});

describe('choosePackId', () => {
  it('uses the requested pack when it exists, else the fallback', () => {
    expect(choosePackId('jade', ['aurora', 'jade'], 'aurora')).toBe('jade');
    expect(choosePackId('typo', ['aurora', 'jade'], 'aurora')).toBe('aurora');
    expect(choosePackId(null, ['aurora'], 'aurora')).toBe('aurora');
  });
});

describe('contrast', () => {
  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('reads short, long and alpha hex forms', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#10203040')).toEqual([16, 32, 48]);
    expect(() => parseHexColor('red')).toThrow();
  });
});
