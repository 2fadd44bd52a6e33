import type { Db } from '../db/open-database';

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

/**
 * The leaderboard's tables and its ranking: each member of a merchant with valid bets (cash `bet`
 * rows less `bet_refund` rows, negated) in a race window has a place, by amount, and on a tie the
 * one who reached it first (the earlier last movement) ranks higher; then by member id.
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
    this.ranked = db.prepare<[number, number, string, number, number], StandingRow>(
      `WITH race AS (
         SELECT l.member_id, -sum(l.amount_minor) AS amount, max(l.created_at) AS reached_at
         FROM ledger_entry l
         WHERE l.wallet = 'cash' AND l.kind IN ('bet', 'bet_refund') AND l.created_at >= ? AND l.created_at < ?
           AND l.member_id IN (SELECT id FROM member WHERE merchant_code = ?)
         GROUP BY l.member_id
         HAVING amount > 0
       ), ranked AS (
         SELECT member_id, amount, row_number() OVER (ORDER BY amount DESC, reached_at, member_id) AS rank,
                count(*) OVER () AS participants
         FROM race
       )
       SELECT r.member_id, m.username, r.rank, r.amount, r.participants
       FROM ranked r JOIN member m ON m.id = r.member_id
       WHERE r.rank <= ? OR r.member_id = ?
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

  /** The first `places` places of the merchant's race over [from, to) and the member's own place, if any. */
  ranking(merchantCode: string, from: number, to: number, places: number, memberId: number): RaceRanking {
    const rows = this.ranked.all(from, to, merchantCode, places, memberId);
    return {
      standings: rows.map((row) => ({ memberId: row.member_id, username: row.username, rank: row.rank, amountMinor: row.amount })),
      participants: rows[0]?.participants ?? 0,
    };
  }
}
