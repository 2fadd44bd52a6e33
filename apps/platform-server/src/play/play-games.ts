import type { CatalogueCategory } from '../db/game-catalogue';
import type { Db } from '../db/open-database';

/** A game as the play area needs it: how to launch it and what it allows. */
export interface PlayGame {
  readonly nodeId: number;
  readonly gameId: string;
  readonly gameName: string;
  readonly vendor: string;
  readonly vendorName: string;
  readonly category: CatalogueCategory;
  readonly gameCode: string;
  readonly gameGroupId: number | null;
  readonly lottoMode: string | null;
  readonly supportPlay: 0 | 1;
  readonly minBetMinor: number;
  /** True when the vendor has given no launch address (launching it is URL_EMPTY). */
  readonly launchUnavailable: boolean;
}

interface PlayGameRow {
  node_id: number;
  game_id: string;
  game_name: string;
  vendor_code: string;
  vendor_name: string;
  game_category: CatalogueCategory;
  game_code: string;
  game_group_id: number | null;
  lotto_mode: string | null;
  support_play: 0 | 1;
  min_bet_minor: number;
  unavailable: number;
}

/** How a launch names its game: by nodeId, by vendor and the vendor's game id, or by lottery code. */
export type GameReference =
  | { readonly nodeId: number }
  | { readonly vendor: string; readonly gameId: string }
  | { readonly gameCode: string };

/** True for the lottery categories, whose games open the lottery frame. */
export function isLotteryCategory(category: string): boolean {
  return category === 'LOTT' || category === 'ELOTT';
}

const COLUMNS = `g.node_id, g.game_id, g.game_name, g.vendor_code, v.display_name AS vendor_name, g.game_category,
  g.game_code, g.game_group_id, g.lotto_mode, g.support_play, g.min_bet_minor,
  EXISTS (SELECT 1 FROM game_launch_unavailable u WHERE u.node_id = g.node_id) AS unavailable`;
const FROM = 'FROM game g JOIN game_vendor v ON v.code = g.vendor_code';
/** The merchant offers the game: its vendor is switched on in its category. */
const OFFERED = `EXISTS (SELECT 1 FROM merchant_offered_vendor mv
  WHERE mv.merchant_code = @merchant AND mv.game_category = g.game_category AND mv.vendor_code = g.vendor_code)`;

function toPlayGame(row: PlayGameRow): PlayGame {
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    gameName: row.game_name,
    vendor: row.vendor_code,
    vendorName: row.vendor_name,
    category: row.game_category,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    lottoMode: row.lotto_mode,
    supportPlay: row.support_play,
    minBetMinor: row.min_bet_minor,
    launchUnavailable: row.unavailable === 1,
  };
}

/** Reads the games of the catalogue the way launches, tickets and lotteries need them. */
export class PlayGames {
  private readonly byNode;
  private readonly offeredByNode;
  private readonly offeredByVendorGame;
  private readonly offeredLotteryByCode;
  private readonly offeredLotteries;

  constructor(db: Db) {
    this.byNode = db.prepare<[number], PlayGameRow>(`SELECT ${COLUMNS} ${FROM} WHERE g.node_id = ?`);
    this.offeredByNode = db.prepare<{ merchant: string; nodeId: number }, PlayGameRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE g.node_id = @nodeId AND ${OFFERED}`,
    );
    this.offeredByVendorGame = db.prepare<{ merchant: string; vendor: string; gameId: string }, PlayGameRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE g.vendor_code = @vendor AND g.game_id = @gameId AND ${OFFERED}`,
    );
    this.offeredLotteryByCode = db.prepare<{ merchant: string; code: string }, PlayGameRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE g.game_code = @code AND g.game_category IN ('LOTT', 'ELOTT') AND ${OFFERED}
       ORDER BY g.node_id LIMIT 1`,
    );
    this.offeredLotteries = db.prepare<{ merchant: string }, PlayGameRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE g.game_category IN ('LOTT', 'ELOTT') AND ${OFFERED}
       ORDER BY g.popularity DESC, g.node_id`,
    );
  }

  /** The game with this nodeId, whatever merchant offers it (tickets name their game by it). */
  byNodeId(nodeId: number): PlayGame | null {
    const row = this.byNode.get(nodeId);
    return row ? toPlayGame(row) : null;
  }

  /** The game a launch names, when the merchant offers it. */
  find(merchant: string, reference: GameReference): PlayGame | null {
    let row: PlayGameRow | undefined;
    if ('nodeId' in reference) row = this.offeredByNode.get({ merchant, nodeId: reference.nodeId });
    else if ('gameId' in reference) row = this.offeredByVendorGame.get({ merchant, vendor: reference.vendor, gameId: reference.gameId });
    else row = this.offeredLotteryByCode.get({ merchant, code: reference.gameCode });
    return row ? toPlayGame(row) : null;
  }

  /** The merchant's lottery with this code, or null. */
  lotteryByCode(merchant: string, code: string): PlayGame | null {
    const row = this.offeredLotteryByCode.get({ merchant, code });
    return row ? toPlayGame(row) : null;
  }

  /** Every lottery the merchant offers, hottest first. */
  lotteries(merchant: string): PlayGame[] {
    return this.offeredLotteries.all({ merchant }).map(toPlayGame);
  }
}
