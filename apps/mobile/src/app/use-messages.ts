import { useEffect, useState } from 'react';
import { SOURCE_LOCALE, loadMessages, type CompiledMessages, type Locale } from '@gp/i18n';

/** A loaded catalogue and the language it is in. */
export interface LoadedMessages {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
}

/**
 * Loads the catalogue of a language (English for one the app does not ship), with English under
 * it for any message the language lacks, so every message arrives compiled (the build has no ICU
 * parser); null until the first one is in, 'failed' when it could not come (no connection) and
 * none came before. The document's `lang` is the language store's to set.
 */
export function useMessages(tag: string): LoadedMessages | 'failed' | null {
  const [loaded, setLoaded] = useState<LoadedMessages | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    const wanted = loadMessages(tag);
    Promise.all([wanted, tag === SOURCE_LOCALE ? wanted : loadMessages(SOURCE_LOCALE)]).then(
      ([chosen, source]) => {
        if (!current) return;
        const messages = chosen.locale === source.locale ? chosen.messages : { ...source.messages, ...chosen.messages };
        setLoaded({ locale: chosen.locale, messages });
      },
      // A later language that fails keeps the catalogue already shown.
      () => current && setLoaded((shown) => (shown !== null && shown !== 'failed' ? shown : 'failed')),
    );
    return () => {
      current = false;
    };
  }, [tag]);
  return loaded;
}
