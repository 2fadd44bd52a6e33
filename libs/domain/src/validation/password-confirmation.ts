import { FIELD_VALID, fieldInvalid, isBlank } from './field-check';
import type { FieldCheck } from './field-check';

/** Confirm-password messages: 'Enter password' (in_incorrect_password) or 'Confirmation password not matched' (in_confirmation_correct). */
export type PasswordConfirmationMessage = 'form.confirmRequired' | 'error.confirmationMismatch';

/** Change-password confirmation messages: the same as registration's. */
export type NewPasswordConfirmationMessage = PasswordConfirmationMessage;

function confirmationCheck<M extends string>(
  password: string,
  confirmation: string,
  required: M,
  mismatch: M,
): FieldCheck<M> {
  if (isBlank(confirmation)) return fieldInvalid(required);
  return confirmation === password ? FIELD_VALID : fieldInvalid(mismatch);
}

/**
 * Registration confirm password (SPEC §5): required ('in_incorrect_password'), then exactly equal
 * to the password ('in_confirmation_correct').
 */
export function passwordConfirmationCheck(
  password: string,
  confirmation: string,
): FieldCheck<PasswordConfirmationMessage> {
  return confirmationCheck<PasswordConfirmationMessage>(
    password,
    confirmation,
    'form.confirmRequired',
    'error.confirmationMismatch',
  );
}

/**
 * Change-password confirmation (SPEC §5): required ('Enter password'), then exactly equal to the
 * new password ('Confirmation password not matched').
 */
export function newPasswordConfirmationCheck(
  newPassword: string,
  confirmation: string,
): FieldCheck<NewPasswordConfirmationMessage> {
  return confirmationCheck<NewPasswordConfirmationMessage>(
    newPassword,
    confirmation,
    'form.confirmRequired',
    'error.confirmationMismatch',
  );
}
