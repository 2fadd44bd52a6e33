/** Colour names every theme provides; components read these and never a raw colour. */
export const SEMANTIC_COLOR_NAMES = [
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'primary',
  'onPrimary',
  'accent',
  'onAccent',
  'border',
  'danger',
  'success',
  'headerBackground',
  'headerText',
  'footerBackground',
  'footerText',
  'footerActive',
  'focusRing',
  'overlay',
] as const;

/** The name of one semantic colour. */
export type SemanticColorName = (typeof SEMANTIC_COLOR_NAMES)[number];

/** Resolved semantic colours: a CSS colour per semantic name. */
export type SemanticColors = Readonly<Record<SemanticColorName, string>>;

/** A palette: raw colours by name (`violet500: '#7c3aed'`). Only palettes hold literal colours. */
export type Palette = Readonly<Record<string, string>>;

/** For one mode, which palette colour each semantic name takes. */
export type SemanticMapping = Readonly<Record<SemanticColorName, string>>;

/** Light or dark appearance. The product's default is dark (SPEC §9). */
export type ThemeMode = 'dark' | 'light';

/** Every mode a theme has, in the order a toolbar lists them. */
export const THEME_MODES: readonly ThemeMode[] = ['dark', 'light'];

/** Sizes that do not change between brands: spacing, radii, type scale (rem, 1rem = 16px). */
export const LAYOUT_TOKENS = {
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '1rem', pill: '999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    sizeSm: '0.8125rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    weightRegular: 400,
    weightBold: 700,
  },
  size: { headerHeight: '3rem', footerHeight: '3.5rem', touchTarget: '2.75rem', contentMaxWidth: '40rem' },
} as const;

/** The theme every styled component receives: semantic colours, layout tokens and brand facts. */
export interface ResolvedTheme {
  readonly brand: {
    readonly id: string;
    readonly name: string;
    readonly logoUrl: string;
    /** The brand's own words by language tag; `en` is always there. */
    readonly tagline: Readonly<Record<string, string>>;
  };
  readonly mode: ThemeMode;
  readonly color: SemanticColors;
  readonly space: typeof LAYOUT_TOKENS.space;
  readonly radius: typeof LAYOUT_TOKENS.radius;
  readonly font: typeof LAYOUT_TOKENS.font;
  readonly size: typeof LAYOUT_TOKENS.size;
}

/**
 * The colours of a code a camera scans (a QR code): black modules on a white quiet zone in every
 * brand and mode, since scanners read nothing else reliably.
 */
export const SCAN_CODE_COLORS = { modules: '#000000', background: '#ffffff' } as const;

/** What a transparent picture stands on once re-encoded as jpeg (which has no transparency): white, as on paper. */
export const PHOTO_MATTE = '#ffffff';
