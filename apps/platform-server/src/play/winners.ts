import type { Db } from '../db/open-database';
import { maskName } from './mask-name';
import type { Schema } from '../contract/schema-types';

/** A real-money win counts as big from this many times its stake. */
export const BIG_WIN_MULTIPLE = 20;
/** A real-money win counts as big from this amount (1,000.00). */
export const BIG_WIN_MINOR = 100_000;

/** One winner of the board (schema WinnerVo). */
export type WinnerVo = Schema<'WinnerVo'>;

/** One line of the lottery rank. */
export interface RankEntry {
  rank: number;
  customerName: string;
  winAmountMinor: number;
  currency: string;
  gameName: string;
  gameCode: string;
  wonAt: number;
}

/** The rank's periods and how far back each reaches. */
export const RANK_PERIODS = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000, all: Number.POSITIVE_INFINITY } as const;

/** A rank period. */
export type RankPeriod = keyof typeof RANK_PERIODS;

interface WinRow {
  node_id: number;
  name: string;
  win: number;
  currency: string;
  won_at: number;
  game_name: string;
  /** A catalogue category (the game table holds only those). */
  game_category: WinnerVo['gameCategory'];
  game_code: string;
}

/** The featured winners and the settled real-money wins of a merchant, as one source. */
const WINS = `SELECT node_id, customer_name AS name, win_amount_minor AS win, currency, won_at
    FROM winner_showcase WHERE merchant_code = @merchant
  UNION ALL
  SELECT o.node_id, m.username, o.win_minor, m.currency, o.settled_at
    FROM game_order o JOIN member m ON m.id = o.member_id
    WHERE o.merchant_code = @merchant AND o.status = 'settled' AND o.wallet = 'cash' AND o.win_minor > 0
      AND (@bigOnly = 0 OR o.win_minor >= ${BIG_WIN_MULTIPLE} * o.stake_minor OR o.win_minor >= ${BIG_WIN_MINOR})`;

const SELECT_WINS = `SELECT w.*, g.game_name, g.game_category, g.game_code FROM (${WINS}) w JOIN game g ON g.node_id = w.node_id`;

/** The address of the generated icon of a game on the winners board. */
export function winnerIconUrl(nodeId: number): string {
  return `/media/winners/${nodeId}.svg`;
}

/** The biggest-wins board and the lottery rank. */
export class Winners {
  private readonly boardStatement;
  private readonly rankStatement;

  constructor(db: Db) {
    this.boardStatement = db.prepare<{ merchant: string; category: string; limit: number; bigOnly: number }, WinRow>(
      `${SELECT_WINS} WHERE (@category = 'ALL' OR g.game_category = @category) ORDER BY w.won_at DESC, w.win DESC LIMIT @limit`,
    );
    this.rankStatement = db.prepare<{ merchant: string; code: string | null; since: number; limit: number; bigOnly: number }, WinRow>(
      `${SELECT_WINS} WHERE g.game_category IN ('LOTT', 'ELOTT') AND (@code IS NULL OR g.game_code = @code) AND w.won_at >= @since
       ORDER BY w.win DESC, w.won_at DESC LIMIT @limit`,
    );
  }

  /** Recent big wins of a merchant, newest first. */
  board(merchant: string, category: string, limit: number): { vo: WinnerVo }[] {
    return this.boardStatement.all({ merchant, category, limit, bigOnly: 1 }).map((row) => ({
      vo: {
        iconUrl: winnerIconUrl(row.node_id),
        customerName: maskName(row.name),
        gameName: row.game_name,
        gameCategory: row.game_category,
        nodeId: row.node_id,
        winAmountMinor: row.win,
        currency: row.currency,
        wonAt: row.won_at,
      },
    }));
  }

  /** The biggest lottery wins of a period before `now`, biggest first. */
  rank(merchant: string, code: string | null, period: RankPeriod, limit: number, now: number): RankEntry[] {
    const reach = RANK_PERIODS[period];
    const since = Number.isFinite(reach) ? now - reach : 0;
    return this.rankStatement.all({ merchant, code, since, limit, bigOnly: 0 }).map((row, index) => ({
      rank: index + 1,
      customerName: maskName(row.name),
      winAmountMinor: row.win,
      currency: row.currency,
      gameName: row.game_name,
      gameCode: row.game_code,
      wonAt: row.won_at,
    }));
  }
}
