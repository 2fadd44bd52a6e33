import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messageDescriptor, messageIdOf } from '@gp/domain';

/** The message shown for a field whose message key the app does not know ('Please check this field'). */
export const UNKNOWN_FIELD_MESSAGE: MessageDescriptor = messageDescriptor('form.invalidField');

/**
 * The descriptor of a form message: an id of the domain's catalogue, or a key the platform sends
 * (domain `messageIdOf`); a key nobody knows reads 'Please check this field'.
 */
export function formMessageOf(key: string): MessageDescriptor {
  return messageDescriptor(messageIdOf(key));
}

/** A form's field errors (message keys by field) as the translated texts the fields show. */
export function translateErrors<F extends string>(
  errors: Partial<Record<F, string | null | undefined>>,
  text: (key: string | null | undefined) => string | null,
): Partial<Record<F, string | null>> {
  return Object.fromEntries(Object.entries<string | null | undefined>(errors).map(([field, key]) => [field, text(key)])) as Partial<Record<F, string | null>>;
}

/** Translates form messages (see `formMessageOf`), with the values a message takes; nothing in, nothing out. */
export function useFormText(values?: Readonly<Record<string, string | number>>): (key: string | null | undefined) => string | null {
  const intl = useIntl();
  return useCallback((key) => (key === null || key === undefined || key === '' ? null : intl.formatMessage(formMessageOf(key), values)), [intl, values]);
}
