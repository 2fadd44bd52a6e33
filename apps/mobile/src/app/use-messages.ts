import { useEffect, useRef, useState } from 'react';
import { SOURCE_LOCALE, loadMessages, type CompiledMessages, type Locale } from '@gp/i18n';

/** A loaded catalogue and the language it is in. */
export interface LoadedMessages {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
}

/**
 * Loads the catalogue of a language (English for one the app does not ship) with English under it
 * for any message the language lacks, so every message arrives compiled (the build has no ICU parser).
 */
export async function loadCatalogue(tag: string): Promise<LoadedMessages> {
  const wanted = loadMessages(tag);
  const [chosen, source] = await Promise.all([wanted, tag === SOURCE_LOCALE ? wanted : loadMessages(SOURCE_LOCALE)]);
  return { locale: chosen.locale, messages: chosen.locale === source.locale ? chosen.messages : { ...source.messages, ...chosen.messages } };
}

/**
 * The catalogue of a language: `initial` at once when it was loaded before the first render (a
 * server render and the hydration that follows it), else null until it is in; 'failed' when it
 * could not come (no connection) and none came before. The document's `lang` is the language
 * store's to set.
 */
export function useMessages(tag: string, initial?: LoadedMessages): LoadedMessages | 'failed' | null {
  const [loaded, setLoaded] = useState<LoadedMessages | 'failed' | null>(initial ?? null);
  const loadedAhead = useRef(initial !== undefined);
  useEffect(() => {
    // The catalogue the first render already had is not loaded again.
    if (loadedAhead.current) {
      loadedAhead.current = false;
      return;
    }
    let current = true;
    loadCatalogue(tag).then(
      (catalogue) => current && setLoaded(catalogue),
      // A later language that fails keeps the catalogue already shown.
      () => current && setLoaded((shown) => (shown !== null && shown !== 'failed' ? shown : 'failed')),
    );
    return () => {
      current = false;
    };
  }, [tag]);
  return loaded;
}
