import type { MessageFormatElement } from 'react-intl';
import { SOURCE_LOCALE, matchLocale, type Locale } from './locales';

/** A compiled catalogue: message id to its parsed form, ready for react-intl. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

type Catalogue = () => Promise<{ default: CompiledMessages }>;

/** One dynamic import per language, so that each catalogue is its own chunk. */
const catalogues: Record<Locale, Catalogue> = {
  en: () => import('./compiled/en.json') as Promise<{ default: CompiledMessages }>,
  tl: () => import('./compiled/tl.json') as Promise<{ default: CompiledMessages }>,
  zh: () => import('./compiled/zh.json') as Promise<{ default: CompiledMessages }>,
  vi: () => import('./compiled/vi.json') as Promise<{ default: CompiledMessages }>,
  th: () => import('./compiled/th.json') as Promise<{ default: CompiledMessages }>,
  pt: () => import('./compiled/pt.json') as Promise<{ default: CompiledMessages }>,
};

/**
 * Loads the compiled catalogue of a language on demand (each is its own chunk), falling back to
 * the source language for a language the app does not ship. A message a translation lacks falls
 * back to English through react-intl's defaultMessage.
 */
export async function loadMessages(tag: string): Promise<{ locale: Locale; messages: CompiledMessages }> {
  const locale = matchLocale(tag) ?? SOURCE_LOCALE;
  const module = await catalogues[locale]();
  return { locale, messages: module.default };
}
