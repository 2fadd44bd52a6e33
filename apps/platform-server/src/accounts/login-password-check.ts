import type { FastifyRequest } from 'fastify';
import { ApiError, rateLimitedError } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { TOO_MANY_ATTEMPTS } from './account-guards';
import type { MemberRecord, MemberRepository } from './member-repository';
import { verifyPassword } from './password-hash';

/** Wrong login passwords per member in 15 minutes before 429 (change password, payment password, exclusion). */
export const WRONG_PASSWORDS_PER_MEMBER = { limit: 5, windowMs: 15 * 60_000 } as const;

/**
 * Confirms the session member's login password before a sensitive change; every caller counts
 * wrong ones in one window per member (429 RATE_LIMITED after 5 in 15 minutes).
 */
export class LoginPasswordCheck {
  private readonly wrongPasswords;

  constructor(
    private readonly context: PlatformContext,
    private readonly members: MemberRepository,
  ) {
    this.wrongPasswords = new SqliteRateLimiter(context.db, WRONG_PASSWORDS_PER_MEMBER);
  }

  /**
   * Verifies the password (400 OLD_PASSWORD_INCORRECT when wrong). The attempt is counted before
   * the hash check is awaited, so parallel attempts cannot all pass the limit, and taken back when
   * the password is right.
   */
  async require(request: FastifyRequest, memberId: number, password: string): Promise<MemberRecord> {
    const merchant = requireMerchant(request);
    const { decision, hitId } = this.wrongPasswords.consumeCounted(`password:member:${memberId}`, this.context.now());
    if (hitId === null) throw rateLimitedError(decision.retryAfterMs, TOO_MANY_ATTEMPTS);
    const member = this.members.find(memberId, merchant.code);
    if (!member || !(await verifyPassword(password, member.passwordHash))) {
      throw new ApiError(400, 'OLD_PASSWORD_INCORRECT', 'The old password is incorrect');
    }
    this.wrongPasswords.removeHit(hitId);
    return member;
  }
}
