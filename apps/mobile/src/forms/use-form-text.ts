import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ERROR_MESSAGES } from './error-messages';
import { FIELD_MESSAGES, UNKNOWN_FIELD_MESSAGE } from './field-messages';

/**
 * The descriptor of a form message: a field message key or check id, an error catalogue id, or an
 * id of the form's own messages (`own`); a key nobody knows reads 'Please check this field'.
 */
export function formMessageOf(key: string, own: Readonly<Record<string, MessageDescriptor>> = {}): MessageDescriptor {
  const lookup = (table: Readonly<Record<string, MessageDescriptor>>) => (Object.hasOwn(table, key) ? table[key] : undefined);
  return lookup(own) ?? lookup(FIELD_MESSAGES) ?? lookup(ERROR_MESSAGES) ?? UNKNOWN_FIELD_MESSAGE;
}

/** A form's field errors (message keys by field) as the translated texts the fields show. */
export function translateErrors<F extends string>(
  errors: Partial<Record<F, string | null | undefined>>,
  text: (key: string | null | undefined) => string | null,
): Partial<Record<F, string | null>> {
  return Object.fromEntries(Object.entries<string | null | undefined>(errors).map(([field, key]) => [field, text(key)])) as Partial<Record<F, string | null>>;
}

/** Translates form messages (see `formMessageOf`); nothing in, nothing out. */
export function useFormText(own?: Readonly<Record<string, MessageDescriptor>>): (key: string | null | undefined) => string | null {
  const intl = useIntl();
  return useCallback((key) => (key === null || key === undefined ? null : intl.formatMessage(formMessageOf(key, own))), [intl, own]);
}
