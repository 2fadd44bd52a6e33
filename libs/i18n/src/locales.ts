/**
 * Interface languages the app ships catalogues for, as BCP 47 tags: the tags the platform's
 * language codes stand for (EN en, TY tl, CN zh, VI vi, TH th, PT pt; see the domain's
 * LANGUAGE_TAGS). English is the source.
 */
export const SUPPORTED_LOCALES = ['en', 'tl', 'zh', 'vi', 'th', 'pt'] as const;

/** One interface language the app ships. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The language every message is written in first, and the fallback for anything missing. */
export const SOURCE_LOCALE: Locale = 'en';

/** Tells whether a tag names a language the app ships. */
export function isSupportedLocale(tag: string): tag is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(tag);
}

/**
 * The shipped language a tag asks for: the tag itself, else its language subtag ('zh-CN' gives zh,
 * 'pt-BR' pt), case-insensitively; null for a language the app does not ship.
 */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (isSupportedLocale(lower)) return lower;
  const base = lower.split(/[-_]/)[0] ?? '';
  return isSupportedLocale(base) ? base : null;
}
