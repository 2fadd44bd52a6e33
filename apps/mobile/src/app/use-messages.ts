import { useEffect, useState } from 'react';
import { loadMessages, type CompiledMessages, type Locale } from '@gp/i18n';

/** A loaded catalogue and the language it is in. */
export interface LoadedMessages {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
}

/** Loads the catalogue of a language and sets the document's language; null while loading. */
export function useMessages(tag: string): LoadedMessages | null {
  const [loaded, setLoaded] = useState<LoadedMessages | null>(null);
  useEffect(() => {
    let current = true;
    void loadMessages(tag).then((result) => {
      if (!current) return;
      document.documentElement.lang = result.locale;
      setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [tag]);
  return loaded;
}
