import type { Db } from '../db/open-database';
import { countedStakesSql, countedUntil } from '../play/counted-bets';

/** The prize of the places `rankFrom` to `rankTo` (both included), as the contract's `LeaderboardPrize`. */
export interface LeaderboardPrize {
  readonly rankFrom: number;
  readonly rankTo: number;
  readonly amountMinor: number;
}

/** One place of a race: the member, their rank and their valid bets in the race. */
export interface RaceStanding {
  readonly memberId: number;
  readonly username: string;
  readonly rank: number;
  readonly amountMinor: number;
}

/** The places asked for and how many members have a place at all. */
export interface RaceRanking {
  readonly standings: readonly RaceStanding[];
  readonly participants: number;
}

interface StandingRow {
  member_id: number;
  username: string;
  rank: number;
  amount: number;
  participants: number;
}

/** Which race to rank: its window [from, to) and the clock, so that only bets that can no longer be cancelled count. */
export interface RaceWindow {
  readonly from: number;
  readonly to: number;
  readonly now: number;
}

/**
 * The leaderboard's tables and its ranking: each member of a merchant with valid bets in a race
 * window (the stakes that count in it, play/counted-bets.ts) has a place, by amount; on a tie the
 * one who reached their amount first ranks higher (the earlier last counted stake: a refund moves
 * nobody), then the lower member id.
 */
export class LeaderboardRepository {
  private readonly prizes;
  private readonly ranked;
  private readonly deletePrizes;
  private readonly insertPrize;

  constructor(private readonly db: Db) {
    this.prizes = db.prepare<[string], { rank_from: number; rank_to: number; amount_minor: number }>(
      'SELECT rank_from, rank_to, amount_minor FROM leaderboard_prize WHERE merchant_code = ? ORDER BY rank_from',
    );
    this.ranked = db.prepare<{ merchant: string; from: number; until: number; places: number; member: number }, StandingRow>(
      `WITH stake AS (${countedStakesSql('merchant')}),
       race AS (
         SELECT member_id, sum(amount_minor) AS amount, max(CASE WHEN amount_minor > 0 THEN counted_at END) AS reached_at
         FROM stake
         GROUP BY member_id
         HAVING amount > 0
       ), ranked AS (
         SELECT member_id, amount, row_number() OVER (ORDER BY amount DESC, reached_at, member_id) AS rank,
                count(*) OVER () AS participants
         FROM race
       )
       SELECT r.member_id, m.username, r.rank, r.amount, r.participants
       FROM ranked r JOIN member m ON m.id = r.member_id
       WHERE r.rank <= @places OR r.member_id = @member
       ORDER BY r.rank`,
    );
    this.deletePrizes = db.prepare<[string]>('DELETE FROM leaderboard_prize WHERE merchant_code = ?');
    this.insertPrize = db.prepare<[string, number, number, number]>(
      'INSERT INTO leaderboard_prize (merchant_code, rank_from, rank_to, amount_minor) VALUES (?, ?, ?, ?)',
    );
  }

  /** The merchant's prizes by place, first places first (none when it has set none). */
  prizesOf(merchantCode: string): LeaderboardPrize[] {
    return this.prizes.all(merchantCode).map((row) => ({ rankFrom: row.rank_from, rankTo: row.rank_to, amountMinor: row.amount_minor }));
  }

  /** Replaces a merchant's prizes; refuses places that overlap (a place has one prize). */
  setPrizes(merchantCode: string, prizes: readonly LeaderboardPrize[]): void {
    const sorted = [...prizes].sort((a, b) => a.rankFrom - b.rankFrom);
    if (sorted.some((prize, index) => index > 0 && prize.rankFrom <= (sorted[index - 1]?.rankTo ?? 0))) {
      throw new RangeError('leaderboard prizes must not overlap');
    }
    this.db.transaction(() => {
      this.deletePrizes.run(merchantCode);
      for (const prize of prizes) this.insertPrize.run(merchantCode, prize.rankFrom, prize.rankTo, prize.amountMinor);
    })();
  }

  /**
   * The first `places` places of the merchant's race over `race` and the member's own place, if
   * any (`memberId` 0: nobody's).
   */
  ranking(merchantCode: string, race: RaceWindow, places: number, memberId: number): RaceRanking {
    const until = countedUntil(race.to, race.now);
    const rows = this.ranked.all({ merchant: merchantCode, from: race.from, until, places, member: memberId });
    return {
      standings: rows.map((row) => ({ memberId: row.member_id, username: row.username, rank: row.rank, amountMinor: row.amount })),
      participants: rows[0]?.participants ?? 0,
    };
  }
}
