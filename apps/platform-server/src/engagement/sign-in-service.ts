import type { Schema } from '../contract/schema-types';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import type { SessionAccount } from '../sessions/session-store';
import { DAY_MS, manilaDate, startOfManilaDay, startOfManilaWeek, WEEK_MS } from '../time/manila-days';
import { MemberActivity } from './member-activity';
import { SignInRepository } from './sign-in-repository';

/** This week's sign-in calendar as the contract's `SignInCalendar` shows it. */
export type SignInCalendarView = Schema<'SignInCalendar'>;

/** A sign-in claim's answer (`SignInClaim`). */
export type SignInClaimView = Schema<'SignInClaim'>;

/** The ledger reference of a member's sign-in credit of a Manila day. */
export function signInReference(memberId: number, day: string): string {
  return `signin:${memberId}:${day}`;
}

function alreadyClaimed(): ApiError {
  return new ApiError(409, 'ALREADY_CLAIMED', "Today's sign-in reward was already claimed");
}

/**
 * The daily sign-in (the LOGIN personal promo): the calendar of the current Manila week, and the
 * claim of today's reward once per member and Manila day, when today's deposits and valid bets meet
 * the merchant's conditions, credited as a `bonus` ledger row in the claim's transaction.
 */
export class SignInService {
  private readonly repository;
  private readonly activity;
  private readonly keys;

  constructor(private readonly context: PlatformContext) {
    this.repository = new SignInRepository(context.db);
    this.activity = new MemberActivity(context.db);
    this.keys = new IdempotencyStore(context.db);
  }

  /** The member's calendar of the week holding `now`. */
  calendar(account: SessionAccount, now: number = this.context.now()): SignInCalendarView {
    const rules = this.repository.rulesOf(account.merchantCode);
    const weekStart = startOfManilaWeek(now);
    const todayStart = startOfManilaDay(now);
    const todayIndex = Math.round((todayStart - weekStart) / DAY_MS);
    const dates = Array.from({ length: 7 }, (_, index) => manilaDate(weekStart + index * DAY_MS));
    const claimed = new Set(this.repository.claimsBetween(account.memberId, dates[0] ?? '', dates[6] ?? '').map((claim) => claim.day));
    const today = this.activity.between(account.memberId, todayStart, todayStart + DAY_MS, now);
    const conditionsMet = today.depositedMinor >= rules.depositRequiredMinor && today.validBetMinor >= rules.validBetRequiredMinor;
    const claimedToday = claimed.has(dates[todayIndex] ?? '');
    return {
      currency: account.currency,
      days: dates.map((date, index) => ({
        date,
        rewardMinor: rules.rewardsMinor[index] ?? 0,
        state: claimed.has(date) ? 'claimed' : index < todayIndex ? 'missed' : index === todayIndex ? 'today' : 'upcoming',
      })),
      todayIndex,
      claimable: conditionsMet && !claimedToday,
      depositRequiredMinor: rules.depositRequiredMinor,
      depositedTodayMinor: today.depositedMinor,
      validBetRequiredMinor: rules.validBetRequiredMinor,
      validBetTodayMinor: today.validBetMinor,
      claimedCount: claimed.size,
      weekTotalMinor: rules.rewardsMinor.reduce((sum, reward) => sum + reward, 0),
      resetsAt: weekStart + WEEK_MS,
    };
  }

  /**
   * Claims today's reward once per Idempotency-Key: 409 ALREADY_CLAIMED when today is claimed
   * (also by a concurrent claim, which the table's UNIQUE day refuses), 400 CONDITIONS_NOT_MET
   * with today's figures when the conditions are not met.
   */
  claim(account: SessionAccount, key: string): SignInClaimView {
    const now = this.context.now();
    const call = { memberId: account.memberId, operation: 'claimSignIn', key, request: {} };
    try {
      return this.keys.run(call, now, () => {
        const before = this.calendar(account, now);
        const today = before.days[before.todayIndex];
        if (!today || today.state === 'claimed') throw alreadyClaimed();
        if (!before.claimable) {
          throw new ApiError(400, 'CONDITIONS_NOT_MET', "Today's sign-in conditions are not met yet", {
            depositRequiredMinor: before.depositRequiredMinor,
            depositedTodayMinor: before.depositedTodayMinor,
            validBetRequiredMinor: before.validBetRequiredMinor,
            validBetTodayMinor: before.validBetTodayMinor,
          });
        }
        const entry = this.context.ledger.post({
          memberId: account.memberId,
          wallet: 'cash',
          amountMinor: today.rewardMinor,
          kind: 'bonus',
          reference: signInReference(account.memberId, today.date),
          at: now,
        });
        this.repository.recordClaim(account.memberId, today.date, today.rewardMinor, entry.id, now);
        return { creditedMinor: today.rewardMinor, balanceMinor: entry.balanceAfterMinor, calendar: this.calendar(account, now) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyClaimed();
      throw error;
    }
  }
}
