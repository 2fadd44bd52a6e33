import { useId, type KeyboardEvent, type ReactNode } from 'react';

/** The ids a field's parts share: the control, its error text and its hint text. */
export interface FieldIds {
  readonly controlId: string;
  readonly errorId: string;
  readonly hintId: string;
}

/** Makes the ids of one field's control, error and hint, stable for the field's life. */
export function useFieldIds(): FieldIds {
  const base = useId();
  return { controlId: `${base}-control`, errorId: `${base}-error`, hintId: `${base}-hint` };
}

/**
 * The aria-describedby of a control: its error when there is one, then its hint, or nothing.
 */
export function describedBy(ids: FieldIds, error: string | null | undefined, hint: ReactNode): string | undefined {
  const parts = [hasError(error) ? ids.errorId : null, hint === undefined || hint === null ? null : ids.hintId].filter(
    (part): part is string => part !== null,
  );
  return parts.length === 0 ? undefined : parts.join(' ');
}

/** What a field's control carries alike (input or text area): its id, requiredness, state and description. */
export function controlAttributes(ids: FieldIds, field: { readonly error?: string | null; readonly hint?: ReactNode; readonly required?: boolean; readonly disabled?: boolean }, extraDescription?: string) {
  const described = [describedBy(ids, field.error, field.hint), extraDescription].filter(Boolean).join(' ');
  return {
    id: ids.controlId,
    required: field.required,
    'aria-required': field.required,
    disabled: field.disabled,
    'aria-invalid': hasError(field.error),
    'aria-describedby': described === '' ? undefined : described,
  };
}

/** The keydown handler that calls `onEnter` on Enter (not while an IME is composing); none without it. */
export function enterKeyHandler(onEnter: (() => void) | undefined) {
  if (onEnter === undefined) return undefined;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    }
  };
}

/** Tells whether a field has an error to show (a non-empty text). */
export function hasError(error: string | null | undefined): error is string {
  return error !== undefined && error !== null && error !== '';
}
