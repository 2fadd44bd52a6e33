/** Platform language codes and the BCP 47 tag each stands for (SPEC §1). */
export const LANGUAGE_TAGS = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th', PT: 'pt' } as const;

/** A platform language code (EN, TY, CN, VI, TH, PT). */
export type PlatformLanguage = keyof typeof LANGUAGE_TAGS;

/** A BCP 47 language tag the product knows. */
export type LanguageTag = (typeof LANGUAGE_TAGS)[PlatformLanguage];

/** The product's default language. */
export const DEFAULT_LANGUAGE: PlatformLanguage = 'EN';

/** Tells whether a string is a platform language code. */
export function isPlatformLanguage(code: string): code is PlatformLanguage {
  return Object.hasOwn(LANGUAGE_TAGS, code);
}

/** The BCP 47 tag of a platform code, set as the document's language. */
export function languageTagOf(code: PlatformLanguage): LanguageTag {
  return LANGUAGE_TAGS[code];
}

/** The platform code of a BCP 47 tag ('zh-Hant' gives CN); null for a language the product lacks. */
export function platformLanguageOf(tag: string): PlatformLanguage | null {
  const base = tag.toLowerCase().split(/[-_]/)[0];
  const entry = Object.entries(LANGUAGE_TAGS).find(([, value]) => value === base);
  return entry && isPlatformLanguage(entry[0]) ? entry[0] : null;
}

/**
 * The languages to offer: those the merchant configures that the product knows, in their order;
 * the default when none is usable.
 */
export function supportedLanguages(configured: readonly string[] | null | undefined, fallback: PlatformLanguage = DEFAULT_LANGUAGE): PlatformLanguage[] {
  const known = [...new Set((configured ?? []).map((code) => code.toUpperCase()))].filter(isPlatformLanguage);
  return known.length ? known : [fallback];
}

/**
 * The language to use: the player's choice when supported, else the merchant default when
 * supported, else the first supported one.
 */
export function resolveLanguage(
  preferred: string | null | undefined,
  supported: readonly PlatformLanguage[],
  merchantDefault: string | null | undefined,
): PlatformLanguage {
  const pick = (code: string | null | undefined) => {
    const upper = code?.toUpperCase();
    return upper && isPlatformLanguage(upper) && supported.includes(upper) ? upper : null;
  };
  return pick(preferred) ?? pick(merchantDefault) ?? supported[0] ?? DEFAULT_LANGUAGE;
}

/** The language the chat launch call wants: upper case, with Chinese normalised to CN (SPEC §7). */
export function chatLanguageOf(code: string): string {
  const upper = code.toUpperCase();
  return upper.startsWith('ZH') || upper === 'CN' ? 'CN' : upper;
}
