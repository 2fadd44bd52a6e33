import { verifyPassword } from '../accounts/password-hash';
import type { Db } from '../db/open-database';
import { ApiError, rateLimitedError } from '../http/envelope';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';

/** Wrong (or missing) payment passwords allowed per member: 5 in 15 minutes, then 429. */
export const PAYMENT_PASSWORD_POLICY = { limit: 5, windowMs: 15 * 60_000 } as const;

/** The one limiter key of a member's payment password attempts, shared by every call that asks for it. */
export function paymentPasswordKey(memberId: number): string {
  return `payment-password:${memberId}`;
}

/**
 * Checks a member's payment password for every money movement that asks for it (withdrawals,
 * agent transfers), with one shared throttle. Each attempt is counted before the (awaited) hash
 * check, in one synchronous step with the limit check, so parallel attempts cannot all pass the
 * limit; a right password takes its attempt back.
 */
export class PaymentPasswordGuard {
  private readonly attempts: SqliteRateLimiter;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.attempts = new SqliteRateLimiter(db, PAYMENT_PASSWORD_POLICY);
  }

  /**
   * Returns when the member has no payment password (`stored` null) or `given` matches it. Throws
   * 429 RATE_LIMITED (Retry-After) once the member has 5 counted attempts in the window, whatever
   * the password; otherwise 400 PAYMENT_PASSWORD_INVALID for a missing or wrong one, which counts.
   */
  async verify(memberId: number, given: string | undefined, stored: string | null): Promise<void> {
    if (stored === null) return;
    const { decision, hitId } = this.attempts.consumeCounted(paymentPasswordKey(memberId), this.now());
    if (hitId === null) throw rateLimitedError(decision.retryAfterMs, 'Too many wrong payment passwords, please try again later');
    if (!given) throw new ApiError(400, 'PAYMENT_PASSWORD_INVALID', 'Please enter your payment password');
    if (!(await verifyPassword(given, stored))) {
      throw new ApiError(400, 'PAYMENT_PASSWORD_INVALID', 'The payment password is incorrect');
    }
    this.attempts.removeHit(hitId);
  }
}
