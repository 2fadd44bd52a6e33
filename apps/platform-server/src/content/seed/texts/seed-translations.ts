import { SEED_LANGUAGES, type SeedLanguage, type SeedTexts } from '../seed-texts';
import type { SeedTranslation } from './seed-translation';
import { CN_TEXTS } from './texts-cn';
import { EN_TEXTS } from './texts-en';
import { PT_TEXTS } from './texts-pt';
import { TH_TEXTS } from './texts-th';
import { TY_TEXTS } from './texts-ty';
import { VI_TEXTS } from './texts-vi';

/** The seeded content's texts in every language (a language the contract adds needs its file here). */
export const SEED_TRANSLATIONS: Readonly<Record<SeedLanguage, SeedTranslation>> = {
  EN: EN_TEXTS,
  TY: TY_TEXTS,
  CN: CN_TEXTS,
  VI: VI_TEXTS,
  TH: TH_TEXTS,
  PT: PT_TEXTS,
};

/** One value per language, made by `pick` from that language's texts. */
export function perLanguage<T>(pick: (texts: SeedTranslation) => T): Readonly<Record<SeedLanguage, T>> {
  return Object.fromEntries(SEED_LANGUAGES.map((language) => [language, pick(SEED_TRANSLATIONS[language])])) as Record<SeedLanguage, T>;
}

/** An item's title and content in every language, made by `pick` from each language's texts. */
export function translated(pick: (texts: SeedTranslation) => readonly [title: string, content: string]): SeedTexts {
  return perLanguage(pick);
}
