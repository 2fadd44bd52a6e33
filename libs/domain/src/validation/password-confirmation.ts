import { FIELD_VALID, fieldInvalid, isBlank } from './field-check';
import type { FieldCheck } from './field-check';
import { VALIDATION_MESSAGE_IDS } from './message-ids';

type Ids = typeof VALIDATION_MESSAGE_IDS;

/** Registration confirm-password messages: 'in_incorrect_password' or 'in_confirmation_correct'. */
export type PasswordConfirmationMessage = Ids['confirmPasswordRequired'] | Ids['confirmPasswordMismatch'];

/** Change-password confirmation messages ('Enter password', 'Confirmation password not matched'). */
export type NewPasswordConfirmationMessage =
  | Ids['newPasswordConfirmationRequired']
  | Ids['newPasswordConfirmationMismatch'];

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
    VALIDATION_MESSAGE_IDS.confirmPasswordRequired,
    VALIDATION_MESSAGE_IDS.confirmPasswordMismatch,
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
    VALIDATION_MESSAGE_IDS.newPasswordConfirmationRequired,
    VALIDATION_MESSAGE_IDS.newPasswordConfirmationMismatch,
  );
}
