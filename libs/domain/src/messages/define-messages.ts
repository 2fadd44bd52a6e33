/** One message of the catalogue: its id, its English text (ICU) and a note for translators. */
export interface MessageDefinition<I extends string = string> {
  readonly id: I;
  readonly defaultMessage: string;
  readonly description: string;
}

/**
 * Declares messages keyed by their own id (a key that differs from its id does not compile). The
 * name is the one the formatjs CLI looks for, so `npm run messages` extracts these definitions
 * into the catalogue like the app's own `defineMessages` of react-intl.
 */
export function defineMessages<const T extends { readonly [K in keyof T]: MessageDefinition<K & string> }>(messages: T): T {
  return messages;
}
