import { verifyPassword } from '../accounts/password-hash';
import type { Db } from '../db/open-database';
import { ApiError, rateLimitedError } from '../http/envelope';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { AttemptsInFlight } from './attempts-in-flight';

/** Wrong (or missing) payment passwords allowed per member: 5 in 15 minutes, then 429. */
export const PAYMENT_PASSWORD_POLICY = { limit: 5, windowMs: 15 * 60_000 } as const;

/** The one limiter key of a member's payment password attempts, shared by every call that asks for it. */
export function paymentPasswordKey(memberId: number): string {
  return `payment-password:${memberId}`;
}

/** The attempts being checked now, shared by every guard over the same database (withdrawals and transfers). */
const inFlightByDb = new WeakMap<Db, AttemptsInFlight>();

function inFlightOf(db: Db): AttemptsInFlight {
  let inFlight = inFlightByDb.get(db);
  if (!inFlight) {
    inFlight = new AttemptsInFlight();
    inFlightByDb.set(db, inFlight);
  }
  return inFlight;
}

/**
 * Checks a member's payment password for every money movement that asks for it (withdrawals,
 * agent transfers), with one shared throttle. Each attempt is counted before the (awaited) hash
 * check, in one synchronous step with the limit check, so parallel attempts cannot all pass the
 * limit; a right password takes its attempt back. An attempt that finds the limit reached while
 * others are still being checked waits for them and decides again, so only completed failures
 * refuse it: at most 5 wrong passwords are ever checked at once, and a right one is never
 * refused because of parallel attempts. (The waiting is per process; with several processes over
 * one database an attempt in flight elsewhere counts as a failure until it finishes.)
 */
export class PaymentPasswordGuard {
  private readonly attempts: SqliteRateLimiter;
  private readonly inFlight: AttemptsInFlight;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.attempts = new SqliteRateLimiter(db, PAYMENT_PASSWORD_POLICY);
    this.inFlight = inFlightOf(db);
  }

  /**
   * Returns when `given` matches the member's payment password. Throws 403 PAYMENT_PASSWORD_NOT_SET
   * when the member has none yet (`stored` null: money never moves without one); 429 RATE_LIMITED
   * (Retry-After) once the member has 5 failed attempts in the window, whatever the password;
   * otherwise 400 PAYMENT_PASSWORD_INVALID for a missing or wrong one, which counts.
   */
  async verify(memberId: number, given: string | undefined, stored: string | null): Promise<void> {
    if (stored === null) throw new ApiError(403, 'PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
    const key = paymentPasswordKey(memberId);
    const hitId = await this.admit(key);
    try {
      if (!given) throw new ApiError(400, 'PAYMENT_PASSWORD_INVALID', 'Please enter your payment password');
      if (!(await verifyPassword(given, stored))) {
        throw new ApiError(400, 'PAYMENT_PASSWORD_INVALID', 'The payment password is incorrect');
      }
      this.attempts.removeHit(hitId);
    } finally {
      this.inFlight.end(key);
    }
  }

  /**
   * Counts one attempt of `key` and marks it in flight (synchronously, when the limit allows it at
   * once); while the limit is reached only because of attempts in flight, waits for the next of
   * them to finish and tries again; with the limit reached by completed failures, throws 429.
   */
  private async admit(key: string): Promise<number> {
    for (;;) {
      const { decision, hitId } = this.attempts.consumeCounted(key, this.now());
      if (hitId !== null) {
        this.inFlight.begin(key);
        return hitId;
      }
      const finished = this.inFlight.nextEnd(key);
      if (!finished) throw rateLimitedError(decision.retryAfterMs, 'Too many wrong payment passwords, please try again later');
      await finished;
    }
  }
}
