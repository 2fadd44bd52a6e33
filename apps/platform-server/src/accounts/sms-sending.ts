import { validationFailed } from '../http/validation-failed';
import type { Db } from '../db/open-database';
import { rateLimitedError, type ApiError } from '../http/envelope';
import type { LimitSet } from '../rate-limit/limit-set';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { SMS_CODE_DEFAULTS, smsSendLimits, takeSmsSend, type IssueSmsCodeResult, type SmsSendLimitName } from '../verification/sms-code-service';
import type { SmsCodePurpose } from '../verification/sms-provider';
import { TOO_MANY_ATTEMPTS } from './account-guards';
import { MESSAGE_KEYS } from './registration-rules';

/** Who a pretended send is for. */
export interface PhantomTarget {
  readonly merchant: string;
  readonly purpose: SmsCodePurpose;
  readonly e164: string;
  readonly clientAddress: string;
  readonly device: string | null;
}

/**
 * Answers an SMS code request that must not send anything (a number without an account for login
 * or reset, or one already registered) exactly as a real send would: the same resend wait and the
 * same per-number, per-device and per-address limits, counted under the SMS code service's own keys, so that
 * no answer tells whether a number has an account.
 */
export class PhantomSmsSends {
  private readonly wait;
  private readonly limits: LimitSet<SmsSendLimitName>;

  constructor(db: Db) {
    this.wait = new SqliteRateLimiter(db, { limit: 1, windowMs: SMS_CODE_DEFAULTS.resendWaitMs });
    this.limits = smsSendLimits(db);
  }

  /** Pretends to send a code at `now`; the outcome a real send would have had. */
  pretend(target: PhantomTarget, now: number): IssueSmsCodeResult {
    const waitKey = `sms:phantom:${target.merchant}:${target.purpose}:${target.e164}`;
    const waiting = this.wait.check(waitKey, now);
    if (!waiting.allowed) {
      return { ok: false, reason: 'resend-wait', retryAfterMs: waiting.retryAfterMs, expirationTime: now + waiting.retryAfterMs };
    }
    const refusal = takeSmsSend(this.limits, { phone: target.e164, clientAddress: target.clientAddress, device: target.device }, now);
    if (refusal) return refusal;
    this.wait.hit(waitKey, now);
    return {
      ok: true,
      phone: target.e164,
      expirationTime: now + SMS_CODE_DEFAULTS.resendWaitMs,
      codeExpiresAt: now + SMS_CODE_DEFAULTS.codeTtlMs,
    };
  }
}

/** The answer of an SMS code request: `{expirationTime}`, or the refusal as the contract states it. */
export function smsSendAnswer(result: IssueSmsCodeResult): { expirationTime: number } {
  if (result.ok) return { expirationTime: result.expirationTime };
  if (result.reason === 'invalid-number') throw invalidMobile();
  if (result.reason === 'resend-wait') {
    throw rateLimitedError(result.retryAfterMs, TOO_MANY_ATTEMPTS, { expirationTime: result.expirationTime });
  }
  throw rateLimitedError(result.retryAfterMs, TOO_MANY_ATTEMPTS);
}

/** 400 VALIDATION_FAILED for a mobile number that is not one. */
export function invalidMobile(): ApiError {
  return validationFailed([{ field: 'mobileNum', messageKey: MESSAGE_KEYS.mobile }], 'Please enter a valid mobile number');
}
