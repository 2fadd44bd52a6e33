import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, optionalHeaders, type ModuleParam } from './params';

/** What a password change encrypts: the old password and the new one twice. */
export type ChangePasswordPayload = components['schemas']['ChangePasswordPayload'];
/** What a password reset by SMS code encrypts. */
export type SmsPasswordResetPayload = components['schemas']['SmsPasswordResetPayload'];
/** Asks for a password reset email. */
export type PasswordResetEmailRequest = components['schemas']['PasswordResetEmailRequest'];
/** What a password reset by emailed code encrypts. */
export type EmailPasswordResetPayload = components['schemas']['EmailPasswordResetPayload'];
/** What setting the payment (withdrawal) password encrypts. */
export type PaymentPasswordPayload = components['schemas']['PaymentPasswordPayload'];

/**
 * Changes the logged-in player's password with an encrypted body (POST /wps/member/password).
 * Fails with OLD_PASSWORD_INCORRECT, SAME_PASSWORD or CONFIRMATION_MISMATCH.
 */
export function changePassword(client: PlatformClient, params: ChangePasswordPayload): Promise<void> {
  return sendEncrypted(client, params, (body, encryption) =>
    done(valueOf(client.POST('/wps/member/password', { params: { header: { Encryption: encryption } }, body }))),
  );
}

/** Resets a password with an SMS code, encrypted (POST /wps/member/password/phone). */
export function resetPasswordBySms(client: PlatformClient, params: SmsPasswordResetPayload & ModuleParam): Promise<void> {
  const { moduleId, ...payload } = params;
  const data: SmsPasswordResetPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    done(
      valueOf(
        client.POST('/wps/member/password/phone', {
          params: { header: { Encryption: encryption, ...optionalHeaders({ moduleId }) } },
          body,
        }),
      ),
    ),
  );
}

/** Emails a password reset code to the account's address (POST /wps/member/password/email). */
export function requestPasswordResetEmail(client: PlatformClient, params: PasswordResetEmailRequest): Promise<void> {
  return done(valueOf(client.POST('/wps/member/password/email', { body: params })));
}

/** Resets a password with the emailed code, encrypted (POST /wps/member/password/verification). */
export function resetPasswordByEmail(client: PlatformClient, params: EmailPasswordResetPayload): Promise<void> {
  return sendEncrypted(client, params, (body, encryption) =>
    done(
      valueOf(
        client.POST('/wps/member/password/verification', { params: { header: { Encryption: encryption } }, body }),
      ),
    ),
  );
}

/**
 * Sets or changes the payment password that withdrawals ask for, encrypted
 * (POST /wps/member/securityConfig/paymentPassword).
 */
export function setPaymentPassword(client: PlatformClient, params: PaymentPasswordPayload): Promise<void> {
  return sendEncrypted(client, params, (body, encryption) =>
    done(
      valueOf(
        client.POST('/wps/member/securityConfig/paymentPassword', {
          params: { header: { Encryption: encryption } },
          body,
        }),
      ),
    ),
  );
}
