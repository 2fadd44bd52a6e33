/** A field that passed its check. */
export interface FieldValid {
  readonly valid: true;
}

/** A field that failed its check, with the one message (id or server text) to show under it. */
export interface FieldInvalid<M extends string = string> {
  readonly valid: false;
  readonly message: M;
}

/** Outcome of checking one field: valid, or invalid with a message. */
export type FieldCheck<M extends string = string> = FieldValid | FieldInvalid<M>;

/** The single valid outcome, shared by every check so that results compare equal. */
export const FIELD_VALID: FieldValid = { valid: true };

/** Builds the invalid outcome that carries a message. */
export function fieldInvalid<M extends string>(message: M): FieldInvalid<M> {
  return { valid: false, message };
}

/**
 * Decides whether a typed value counts as empty for every check of this folder: missing, or
 * nothing but whitespace. Callers send trimmed values, so '  ' is as good as nothing.
 */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
