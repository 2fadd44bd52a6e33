import { LOGIN_RULE_NAMES } from './field-rules';
import { NEW_PASSWORD_RULE_NAME } from './change-password';

export type { ResetDecision } from './reset-checks';

// The SMS reset's decisions are in sms-password-reset.ts, the e-mail reset's in email-password-reset.ts.

/** How a player who forgot the password gets back in: a code by SMS, or a link by e-mail. */
export type PasswordResetMethod = 'sms' | 'email';

/**
 * The methods the forgot-password screen offers, in tab order: SMS only when the merchant has the
 * SMS reset (module CHNGPASSVERIF3), e-mail always.
 */
export function passwordResetMethods(smsResetEnabled: boolean): readonly PasswordResetMethod[] {
  return smsResetEnabled ? ['sms', 'email'] : ['email'];
}

/** Rule names of the reset screens: an existing account's number and code use the login rules. */
export const PASSWORD_RESET_RULE_NAMES = {
  mobileNum: LOGIN_RULE_NAMES.mobileNum,
  verificationCode: LOGIN_RULE_NAMES.messageCode,
  username: LOGIN_RULE_NAMES.username,
  email: 'email',
  newPassword: NEW_PASSWORD_RULE_NAME,
} as const;
