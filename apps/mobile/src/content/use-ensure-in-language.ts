import { useEffect } from 'react';
import { useLanguageStore } from '../app/store-context';

/**
 * Asks for a screen's content in the player's language (a `PerLanguage` store's `ensure`) when
 * the screen shows and again after each language change. Call it from an observer.
 */
export function useEnsureInLanguage(ensure: () => void): void {
  const { languageVersion } = useLanguageStore();
  useEffect(() => ensure(), [ensure, languageVersion]);
}
