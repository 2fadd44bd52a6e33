import type { PlatformLanguageCode } from '@gp/api-client';

/** A language seeded content is written in: every language code of the contract. */
export type SeedLanguage = PlatformLanguageCode;

/** Every seeded language, English (the fallback) first. */
export const SEED_LANGUAGES: readonly SeedLanguage[] = ['EN', 'TY', 'CN', 'VI', 'TH', 'PT'];

/** A title and its content (HTML or plain text); null content reads the English content. */
export type SeedText = readonly [title: string, content: string | null];

/**
 * The texts of one seeded item: English always (the fallback, so its content is never null) and any
 * other language it has. `{site}` becomes the merchant's site name, `{img}` the item's own picture.
 */
export type SeedTexts = { readonly EN: readonly [title: string, content: string] } & {
  readonly [language in Exclude<SeedLanguage, 'EN'>]?: SeedText;
};

/** Whether a (request) language code is one content is seeded in. */
export function isSeedLanguage(language: string): language is SeedLanguage {
  return (SEED_LANGUAGES as readonly string[]).includes(language);
}

/** The languages to seed for a merchant: English only for a minimal merchant (under maintenance), else all of them. */
export function seedLanguagesFor(merchant: { readonly minimal: boolean }): readonly SeedLanguage[] {
  return merchant.minimal ? ['EN'] : SEED_LANGUAGES;
}

/** The texts of an item to write for a merchant, each language it has among the merchant's seeded ones, English first. */
export function seedTextsToWrite(texts: SeedTexts, merchant: { readonly minimal: boolean }): (readonly [SeedLanguage, SeedText])[] {
  return seedLanguagesFor(merchant).flatMap((language) => {
    const text = texts[language];
    return text ? [[language, text] as const] : [];
  });
}

/** An item's title and content in `language`, each falling back to English on its own. */
export function seedTextIn(texts: SeedTexts, language: string): readonly [title: string, content: string] {
  const text = isSeedLanguage(language) ? texts[language] : undefined;
  return [text?.[0] ?? texts.EN[0], text?.[1] ?? texts.EN[1]];
}
