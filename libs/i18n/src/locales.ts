/** Interface languages the app ships catalogues for, as BCP 47 tags. English is the source. */
export const SUPPORTED_LOCALES = ['en'] as const;

/** One interface language the app ships. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The language every message is written in first, and the fallback for anything missing. */
export const SOURCE_LOCALE: Locale = 'en';

/** Tells whether a tag names a language the app ships. */
export function isSupportedLocale(tag: string): tag is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(tag);
}
