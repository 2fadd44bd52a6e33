import type { Schema } from '../contract/schema-types';
import type { PlatformContext } from '../platform-context';
import { maskName } from '../play/mask-name';
import type { SessionAccount } from '../sessions/session-store';
import { manilaDate, startOfManilaWeek, WEEK_MS } from '../time/manila-days';
import { lastPrizedRankOf, prizeOfRank, prizePoolOf } from './leaderboard-prizes';
import { LeaderboardRepository, type RaceStanding } from './leaderboard-repository';
import { RaceSettlement } from './race-settlement';
import { directPayoutOf } from './direct-payout';

/** The leaderboard as the contract's `Leaderboard` shows it. */
export type LeaderboardView = Schema<'Leaderboard'>;

/** How many places the leaderboard lists. */
export const LEADERBOARD_TOP = 20;

/**
 * The valid bets a member still needs to take the last prized place: 0 in a prized place (or when
 * nothing is prized); otherwise one centavo more than that place's amount, less what they have
 * (a tie goes to who reached the amount first, so equalling it is not enough).
 */
export function toPrizeMinor(lastPrizedRank: number, me: RaceStanding | undefined, others: readonly RaceStanding[]): number {
  if (lastPrizedRank === 0 || (me && me.rank <= lastPrizedRank)) return 0;
  const mine = me?.amountMinor ?? 0;
  const target = others.find((standing) => standing.rank === lastPrizedRank);
  return target ? Math.max(0, target.amountMinor + 1 - mine) : Math.max(0, 1 - mine);
}

/**
 * The weekly leaderboard race (the MISSION personal promo): Manila Monday 00:00 to the next Monday,
 * ranked by valid bets within the merchant, with its prizes, the top 20 (masked names) and the
 * member's own place. Showing it first settles the merchant's ended races (their prizes become
 * rewards, RaceSettlement).
 */
export class LeaderboardService {
  private readonly repository;
  private readonly settlement;

  constructor(private readonly context: PlatformContext) {
    this.repository = new LeaderboardRepository(context.db);
    this.settlement = new RaceSettlement(context.db, directPayoutOf(context));
  }

  /** The race holding `now` as the member sees it. */
  view(account: SessionAccount, now: number = this.context.now()): LeaderboardView {
    this.settlement.settleEnded(account.merchantCode, now);
    const startsAt = startOfManilaWeek(now);
    const endsAt = startsAt + WEEK_MS;
    const prizes = this.repository.prizesOf(account.merchantCode);
    const lastPrizedRank = lastPrizedRankOf(prizes);
    const places = Math.max(LEADERBOARD_TOP, lastPrizedRank);
    const race = { from: startsAt, to: endsAt, now };
    const { standings, participants } = this.repository.ranking(account.merchantCode, race, places, account.memberId);
    const me = standings.find((standing) => standing.memberId === account.memberId);
    const others = standings.filter((standing) => standing.memberId !== account.memberId);
    return {
      currency: account.currency,
      race: { id: manilaDate(startsAt), startsAt, endsAt, prizePoolMinor: prizePoolOf(prizes), prizes },
      top: standings
        .filter((standing) => standing.rank <= LEADERBOARD_TOP)
        .map((standing) => ({
          rank: standing.rank,
          name: maskName(standing.username),
          amountMinor: standing.amountMinor,
          prizeMinor: prizeOfRank(prizes, standing.rank),
        })),
      me: {
        rank: me?.rank ?? null,
        amountMinor: me?.amountMinor ?? 0,
        prizeMinor: prizeOfRank(prizes, me?.rank ?? null),
        toPrizeMinor: toPrizeMinor(lastPrizedRank, me, others),
      },
      participants,
    };
  }
}
