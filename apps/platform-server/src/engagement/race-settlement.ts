import type { Db } from '../db/open-database';
import type { Ledger } from '../wallet/ledger';
import { manilaDate, startOfManilaWeek, WEEK_MS } from '../time/manila-days';
import { LeaderboardRepository } from './leaderboard-repository';
import { lastPrizedRankOf, prizeOfRank } from './leaderboard-prizes';
import { RewardRepository } from './reward-repository';

/**
 * How prizes reach a merchant that runs no reward centre (REWCEN3 off): credited at once as `bonus`
 * ledger rows (the reward written claimed), since its players have nowhere to claim them.
 */
export interface DirectPayout {
  readonly ledger: Ledger;
  readonly rewardCentreOn: (merchantCode: string) => boolean;
}

/** The cause of a member's prize of one race: one per member, merchant and race. */
export function leaderboardCause(merchantCode: string, raceId: string): string {
  return `leaderboard:${merchantCode}:${raceId}`;
}

/** A race that was settled: its id and how many members its prizes went to. */
export interface SettledRace {
  readonly raceId: string;
  readonly winners: number;
}

/**
 * Pays the leaderboard's prizes. Once a weekly race has ended, its ranking is final (a stake counts
 * from the moment it can no longer be cancelled, so nothing changes a past race): each prized
 * place gets a claimable `leaderboard` reward of its prize (the merchant's prizes when it is
 * settled, whatever its MISSION switch is then; reference the race id; no expiry), ties as the
 * ranking orders them. Exactly once: the
 * race's `leaderboard_settlement` row and the rewards are written in one transaction, and the
 * reward's cause `leaderboard:<merchant>:<race id>` refuses a second one per member.
 *
 * Where the merchant runs no reward centre, each prize is credited at once instead (the reward
 * written claimed, its `bonus` ledger row in the same transaction).
 *
 * Lazy, so no scheduler is needed: the merchant's leaderboard and reward-centre calls settle its
 * ended races first, in order, from the race after its last settled one. A merchant with no race
 * settled yet starts with the race that ended last (older races are history from before prizes
 * were paid).
 */
export class RaceSettlement {
  private readonly leaderboard;
  private readonly rewards;
  private readonly lastSettled;
  private readonly record;
  private readonly countWinners;

  constructor(
    private readonly db: Db,
    private readonly payout?: DirectPayout,
  ) {
    this.leaderboard = new LeaderboardRepository(db);
    this.rewards = new RewardRepository(db);
    this.lastSettled = db.prepare<[string], { starts_at: number | null }>(
      'SELECT max(starts_at) AS starts_at FROM leaderboard_settlement WHERE merchant_code = ?',
    );
    this.record = db.prepare<[string, number, string, number]>(
      `INSERT INTO leaderboard_settlement (merchant_code, starts_at, race_id, settled_at, winners) VALUES (?, ?, ?, ?, 0)
       ON CONFLICT DO NOTHING`,
    );
    this.countWinners = db.prepare<[number, string, number]>('UPDATE leaderboard_settlement SET winners = ? WHERE merchant_code = ? AND starts_at = ?');
  }

  /** Settles every race of the merchant that ended by `now` and was not settled; returns those it settled now. */
  settleEnded(merchantCode: string, now: number): SettledRace[] {
    const current = startOfManilaWeek(now);
    const last = this.lastSettled.get(merchantCode)?.starts_at ?? null;
    const settled: SettledRace[] = [];
    for (let startsAt = last === null ? current - WEEK_MS : last + WEEK_MS; startsAt < current; startsAt += WEEK_MS) {
      const race = this.settle(merchantCode, startsAt, now);
      if (race) settled.push(race);
    }
    return settled;
  }

  /** Settles one ended race in one transaction; null when it was settled already. */
  private settle(merchantCode: string, startsAt: number, now: number): SettledRace | null {
    const raceId = manilaDate(startsAt);
    return this.db.transaction((): SettledRace | null => {
      if (this.record.run(merchantCode, startsAt, raceId, now).changes === 0) return null;
      const prizes = this.leaderboard.prizesOf(merchantCode);
      const lastPrizedRank = lastPrizedRankOf(prizes);
      if (lastPrizedRank === 0) return { raceId, winners: 0 };
      const race = { from: startsAt, to: startsAt + WEEK_MS, now };
      const { standings } = this.leaderboard.ranking(merchantCode, race, lastPrizedRank, 0);
      const cause = leaderboardCause(merchantCode, raceId);
      const creditAtOnce = this.payout !== undefined && !this.payout.rewardCentreOn(merchantCode);
      let winners = 0;
      for (const standing of standings) {
        const amountMinor = prizeOfRank(prizes, standing.rank);
        if (amountMinor === 0) continue;
        const id = this.rewards.create({ memberId: standing.memberId, source: 'leaderboard', reference: raceId, cause, amountMinor, at: now, expiresAt: null });
        if (id === null) continue;
        winners += 1;
        if (creditAtOnce && this.payout) {
          const entry = this.payout.ledger.post({ memberId: standing.memberId, wallet: 'cash', amountMinor, kind: 'bonus', reference: `reward:${id}`, at: now });
          this.rewards.markClaimedBy(id, entry.id, now);
        }
      }
      this.countWinners.run(winners, merchantCode, startsAt);
      return { raceId, winners };
    })();
  }
}
