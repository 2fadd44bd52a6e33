import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { readEncryptedBody } from '../security/encrypted-body';
import { requireFeature, requireRealAccount } from '../sessions/session-hook';
import {
  clientKey,
  consumeOrRefuse,
  refuseFields,
  requireConfirmation,
  sessionTokenOf,
  verificationCodeError,
} from './account-guards';
import type { AccountSecurityRepository } from './account-security-repository';
import { CredentialRevocation } from './credential-revocation';
import type { MemberRepository } from './member-repository';
import { LoginPasswordCheck } from './login-password-check';
import { hashPassword } from './password-hash';
import { ruleAccepts } from './registration-rules';
import type { RegistrationSettingsRepository } from './registration-settings-repository';

const MINUTE = 60_000;
/** Reset e-mails asked for per address per hour. */
export const RESET_EMAILS_PER_ADDRESS = { limit: 5, windowMs: 60 * MINUTE } as const;
/** E-mailed token resets tried per address in 15 minutes. */
export const TOKEN_RESETS_PER_ADDRESS = { limit: 10, windowMs: 15 * MINUTE } as const;

/** The password calls: change, reset by SMS code, reset by e-mailed token, and the development e-mail outbox. */
export function registerPasswordRoutes(
  app: FastifyInstance,
  context: PlatformContext,
  repos: { members: MemberRepository; security: AccountSecurityRepository; settings: RegistrationSettingsRepository },
): void {
  const { members, security, settings } = repos;
  const loginPassword = new LoginPasswordCheck(context, members);
  const resetEmails = new SqliteRateLimiter(context.db, RESET_EMAILS_PER_ADDRESS);
  const tokenResets = new SqliteRateLimiter(context.db, TOKEN_RESETS_PER_ADDRESS);
  const revocation = new CredentialRevocation(context.db, context.sessions, security);

  /** Confirmation, then the merchant's password rule, for a new password. */
  function checkNewPassword(request: FastifyRequest, password: string, confirmation: string, field: string): void {
    const merchant = requireMerchant(request);
    requireConfirmation(password, confirmation, field === 'newPassword' ? 'confirmNewPassword' : 'confirmPaymentPassword');
    const rule = settings.forMerchant(merchant.code).fields[field === 'newPassword' ? 'password' : 'paymentPassword'];
    if (!ruleAccepts({ ...rule, enabled: true }, password, { forceRequired: true })) refuseFields([{ field, messageKey: rule.messageKey }]);
  }

  app.post('/wps/member/password', async (request) => {
    const account = requireRealAccount(request);
    const payload = await readEncryptedBody<{ oldPassword: string; newPassword: string; confirmNewPassword: string }>(
      request,
      context,
      'ChangePasswordPayload',
    );
    requireConfirmation(payload.newPassword, payload.confirmNewPassword, 'confirmNewPassword');
    if (payload.newPassword === payload.oldPassword) {
      throw new ApiError(400, 'SAME_PASSWORD', 'The new password and the old password cannot be the same');
    }
    checkNewPassword(request, payload.newPassword, payload.confirmNewPassword, 'newPassword');
    await loginPassword.require(request, account.memberId, payload.oldPassword);
    const hash = await hashPassword(payload.newPassword);
    const now = context.now();
    context.db.transaction(() => {
      members.setPassword(account.memberId, hash, now);
      revocation.revoke(account.memberId, now, sessionTokenOf(request));
    })();
    return ok(true);
  });

  app.post('/wps/member/password/phone', async (request) => {
    const merchant = requireMerchant(request);
    requireFeature(request, context.merchants, 'CHNGPASSVERIF3');
    const payload = await readEncryptedBody<{
      countryDialingCode: string;
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    }>(request, context, 'SmsPasswordResetPayload');
    checkNewPassword(request, payload.newPassword, payload.confirmNewPassword, 'newPassword');
    const verified = context.sms.verify({
      merchant: merchant.code,
      purpose: 'reset',
      countryDialingCode: payload.countryDialingCode,
      mobileNumber: payload.mobileNum,
      code: payload.verificationCode,
    });
    const memberId = verified.ok ? members.idByMobile(merchant.code, verified.phone) : null;
    if (memberId === null) throw verificationCodeError();
    const hash = await hashPassword(payload.newPassword);
    const now = context.now();
    context.db.transaction(() => {
      members.setPassword(memberId, hash, now);
      revocation.revoke(memberId, now);
    })();
    return ok(true);
  });

  app.post('/wps/member/password/email', async (request) => {
    const merchant = requireMerchant(request);
    consumeOrRefuse(resetEmails, `reset-email:ip:${clientKey(request)}`, context.now());
    const body = request.body as { username: string; email: string };
    const member = members.findByUsernameAndEmail(merchant.code, body.username.trim(), body.email);
    if (member) {
      const now = context.now();
      const token = security.issueResetToken(member.id, now);
      const link = `/m/forget?resetToken=${token}`;
      const text = [
        `Someone asked to reset the password of the ${merchant.siteName} account ${body.username.trim()}.`,
        `Open this link within 30 minutes to choose a new password: ${link}`,
        'If it was not you, ignore this message; your password stays the same.',
      ].join('\n\n');
      security.sendEmail(merchant.code, member.email, `${merchant.siteName}: reset your password`, text, now);
    }
    return ok(true);
  });

  app.post('/wps/member/password/verification', async (request) => {
    const merchant = requireMerchant(request);
    consumeOrRefuse(tokenResets, `reset-token:ip:${clientKey(request)}`, context.now());
    const payload = await readEncryptedBody<{ token: string; newPassword: string; confirmNewPassword: string }>(
      request,
      context,
      'EmailPasswordResetPayload',
    );
    checkNewPassword(request, payload.newPassword, payload.confirmNewPassword, 'newPassword');
    const hash = await hashPassword(payload.newPassword);
    const now = context.now();
    const changed = context.db.transaction(() => {
      const memberId = security.consumeResetToken(payload.token, merchant.code, now);
      if (memberId === null) return false;
      members.setPassword(memberId, hash, now);
      revocation.revoke(memberId, now);
      return true;
    })();
    if (!changed) throw verificationCodeError('token');
    return ok(true);
  });

  app.post('/wps/member/securityConfig/paymentPassword', async (request) => {
    const account = requireRealAccount(request);
    const payload = await readEncryptedBody<{ loginPassword: string; paymentPassword: string; confirmPaymentPassword: string }>(
      request,
      context,
      'PaymentPasswordPayload',
    );
    checkNewPassword(request, payload.paymentPassword, payload.confirmPaymentPassword, 'paymentPassword');
    await loginPassword.require(request, account.memberId, payload.loginPassword);
    // Checked once the login password is known to be right, so that it reveals nothing new.
    if (payload.paymentPassword === payload.loginPassword) refuseFields([{ field: 'paymentPassword', messageKey: 'payment_password_same_as_login' }]);
    members.setPaymentPassword(account.memberId, await hashPassword(payload.paymentPassword));
    return ok(true);
  });

  if (!context.development) return;
  app.get('/wps/dev/email-outbox', async (request) => {
    const merchant = requireMerchant(request);
    const message = security.latestEmailTo(merchant.code, (request.query as { to: string }).to);
    if (!message) throw new ApiError(404, 'NOT_FOUND', 'No e-mail was sent to this address');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(message.body)?.[1] ?? null;
    return ok({ subject: message.subject, body: message.body, token, sentAt: message.sentAt });
  });
}
