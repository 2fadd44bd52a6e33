import type { MessageId } from './message-catalogue';

/**
 * What react-intl formats a catalogue message by: its id alone. The texts live in the compiled
 * catalogues, so code that shows a domain message carries no copy of this catalogue (it would load
 * with the first screen).
 */
export function messageDescriptor<Id extends MessageId>(id: Id): { readonly id: Id } {
  return { id };
}
