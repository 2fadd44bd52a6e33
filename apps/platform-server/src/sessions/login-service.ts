import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { ApiError, rateLimitedError } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { deviceKeyOf } from '../security/device-key';
import { readEncryptedBody } from '../security/encrypted-body';
import { LoginAttemptTracker } from '../security/login-attempt-tracker';
import { requiresCaptcha } from '../security/login-throttle';
import { requireCaptcha } from '../security/require-captcha';
import { normalizePhoneNumber } from '../verification/phone-number';
import { isMerchantFeatureOn } from './session-hook';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming';
import { LoginAccounts, type LoginAccount } from './login-accounts';
import { sessionInfoOf, type SessionInfo } from './session-info';
import type { Schema } from '../contract/schema-types';

/** The decrypted login payload (contract schema LoginPayload). */
type LoginPayload = Schema<'LoginPayload'>;

/** The device a session runs on, from the `Device` header. */
export function deviceOf(request: FastifyRequest): 'MOBILE' | 'OTHERS' {
  return request.headers['device'] === 'OTHERS' ? 'OTHERS' : 'MOBILE';
}

/**
 * Logs players in by username and password or by mobile number and SMS code. Every failure that
 * could reveal whether an account exists answers the same LOGIN_FAILED; failures are counted per
 * account, per address, per account and address, and per known device, and lead to a captcha, or a
 * temporary refusal of one account from one address or device: never a lock-out of the account,
 * never a refusal of the right password because others failed (see `LoginThrottlePolicy`).
 */
export class LoginService {
  private readonly accounts: LoginAccounts;
  private readonly attempts: LoginAttemptTracker;
  private readonly responsibleGaming: ResponsibleGaming;
  /** A hash no password matches, checked when the account is unknown so both paths take as long. */
  private readonly decoyHash = hashPassword('decoy password that is never used');

  constructor(private readonly context: PlatformContext) {
    this.accounts = new LoginAccounts(context.db);
    this.attempts = new LoginAttemptTracker(context.db);
    this.responsibleGaming = new ResponsibleGaming(context);
  }

  /** Handles POST /wps/session/login. */
  async login(request: FastifyRequest): Promise<SessionInfo> {
    const merchant = requireMerchant(request);
    const payload = await readEncryptedBody<LoginPayload>(request, this.context, 'LoginPayload');
    this.refuseUnavailableMode(request, payload);
    const now = this.context.now();
    const attempt = { merchantCode: merchant.code, username: this.attemptName(payload), address: request.ip, device: deviceKeyOf(request) };
    // Counted before anything is awaited, so parallel attempts each see the ones before them.
    const { decision, failureId } = this.attempts.begin(attempt, now);
    if (decision.kind === 'rate-limited') {
      throw rateLimitedError(decision.retryAfterMs, 'Too many failed logins, please wait', { captcha: true });
    }
    let account: LoginAccount | null;
    try {
      if (decision.kind === 'captcha') requireCaptcha(this.context, payload, now);
      account = payload.type === 'sms' ? this.accountBySmsCode(merchant.code, payload) : await this.accountByPassword(merchant.code, payload);
    } catch (error) {
      // Refused before a password was tried (captcha, bad request): not a failed login.
      this.attempts.forget(failureId);
      throw error;
    }
    if (!account) {
      const next = this.attempts.check(attempt, this.context.now());
      throw new ApiError(401, 'LOGIN_FAILED', 'The username or password is incorrect', { captcha: requiresCaptcha(next) || next.kind === 'rate-limited' });
    }
    this.attempts.recordSuccess(attempt, now, failureId);
    this.responsibleGaming.refuseExcluded(account.id, now);
    const firstTimeLogin = this.accounts.markLoggedIn(account.id, now);
    const session = this.context.sessions.create(account.id, now, { trial: false, device: deviceOf(request) });
    return sessionInfoOf(account, session, firstTimeLogin, merchant.code);
  }

  private refuseUnavailableMode(request: FastifyRequest, payload: LoginPayload): void {
    const unavailable =
      payload.type === 'firebase' ||
      (payload.type === 'sms' && !isMerchantFeatureOn(request, this.context.merchants, 'MOBILEVERCODELOGIN3'));
    if (unavailable) {
      throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    }
  }

  /** The name failures are counted under: the username, or the number in E.164 in SMS mode. */
  private attemptName(payload: LoginPayload): string {
    if (payload.type !== 'sms') return payload.username;
    const phone = normalizePhoneNumber(payload.countryDialingCode ?? '', payload.username);
    return phone.ok ? phone.e164 : payload.username;
  }

  private async accountByPassword(merchantCode: string, payload: LoginPayload): Promise<LoginAccount | null> {
    const account = this.accounts.findByUsername(merchantCode, payload.username.trim());
    const matches = await verifyPassword(payload.password, account?.passwordHash ?? (await this.decoyHash));
    return account && matches && account.loginAllowed ? account : null;
  }

  private accountBySmsCode(merchantCode: string, payload: LoginPayload): LoginAccount | null {
    if (!payload.countryDialingCode) throw new ApiError(400, 'BAD_REQUEST', 'countryDialingCode is required to log in by SMS');
    const checked = this.context.sms.verify({
      merchant: merchantCode,
      purpose: 'login',
      countryDialingCode: payload.countryDialingCode,
      mobileNumber: payload.username,
      code: payload.password,
    });
    if (!checked.ok) return null;
    const account = this.accounts.findByMobile(merchantCode, checked.phone);
    return account?.loginAllowed ? account : null;
  }
}
