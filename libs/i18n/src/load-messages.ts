import type { MessageFormatElement } from 'react-intl';
import { SOURCE_LOCALE, isSupportedLocale, type Locale } from './locales';

/** A compiled catalogue: message id to its parsed form, ready for react-intl. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const catalogues: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  en: () => import('./compiled/en.json') as Promise<{ default: CompiledMessages }>,
};

/**
 * Loads the compiled catalogue of a language on demand (each is its own chunk), falling back to
 * the source language for a language the app does not ship.
 */
export async function loadMessages(tag: string): Promise<{ locale: Locale; messages: CompiledMessages }> {
  const locale = isSupportedLocale(tag) ? tag : SOURCE_LOCALE;
  const module = await catalogues[locale]();
  return { locale, messages: module.default };
}
