import type { LottoPlayType } from '@gp/domain';
import { ApiError } from '../http/envelope';
import { classifyOf, openDraw, type DrawSlot, type LotteryClassify } from './draw-schedule';
import { LotteryDraws, type DrawnResult } from './lottery-draws';
import { PlayGames, type PlayGame } from './play-games';
import type { Db } from '../db/open-database';
import type { Schema } from '../contract/schema-types';

/** A lottery with its open draw (schema LotteryGame). */
export type LotteryGameView = Schema<'LotteryGame'>;

/** The label of a lottery group, by the last digit of its id. */
const GROUP_LABELS = ['Featured', 'Classic', 'Speed'] as const;

const drawOf = (slot: DrawSlot): LotteryGameView['currentDraw'] => ({
  drawNumber: slot.drawNumber,
  opensAt: slot.opensAt,
  closesAt: slot.closesAt,
  drawAt: slot.drawAt,
});

/** The play types a lottery mode offers ('Tradition,Entertainment' offers both). */
export function playTypesOf(lottoMode: string | null): LottoPlayType[] {
  const modes = (lottoMode ?? '').split(',');
  return [...(modes.includes('Tradition') ? ['trad' as const] : []), ...(modes.includes('Entertainment') ? ['ent' as const] : [])];
}

/** The merchant's lotteries as lists, menus and draw histories. */
export class LotteryCatalogue {
  private readonly games;

  constructor(
    db: Db,
    readonly draws: LotteryDraws,
  ) {
    this.games = new PlayGames(db);
  }

  /** A lottery with its open draw at `now`. */
  view(game: PlayGame, now: number): LotteryGameView {
    const interval = LotteryDraws.intervalOf(game.vendor);
    return {
      nodeId: game.nodeId,
      gameId: game.gameId,
      gameName: game.gameName,
      gameCode: game.gameCode,
      vassalage: game.vendor,
      displayName: game.vendorName,
      // The lottery queries read only LOTT and ELOTT games.
      gameCategory: game.category as LotteryGameView['gameCategory'],
      gameGroupId: game.gameGroupId,
      lottoMode: game.lottoMode ?? 'Tradition',
      playTypes: playTypesOf(game.lottoMode),
      supportPlay: game.supportPlay,
      gameClassifyNew: classifyOf(game.vendor),
      minBetMinor: game.minBetMinor,
      drawIntervalSeconds: interval / 1000,
      currentDraw: drawOf(openDraw(now, interval)),
    };
  }

  /** The merchant's lotteries, hottest first, narrowed by play type and family. */
  list(merchant: string, now: number, filter: { playType?: LottoPlayType; classify?: LotteryClassify }): LotteryGameView[] {
    return this.games
      .lotteries(merchant)
      .map((game) => this.view(game, now))
      .filter((view) => (filter.playType === undefined || view.playTypes.includes(filter.playType)))
      .filter((view) => filter.classify === undefined || view.gameClassifyNew === filter.classify);
  }

  /** The merchant's lotteries in groups by gameGroupId, groups in id order. */
  menu(merchant: string, now: number): { gameGroupId: number; groupName: string; lotteries: LotteryGameView[] }[] {
    const groups = new Map<number, { gameGroupId: number; groupName: string; lotteries: LotteryGameView[] }>();
    for (const view of this.list(merchant, now, {})) {
      const id = view.gameGroupId ?? 0;
      const group = groups.get(id) ?? { gameGroupId: id, groupName: `${view.displayName} ${GROUP_LABELS[id % 10] ?? 'Lotteries'}`, lotteries: [] };
      group.lotteries.push(view);
      groups.set(id, group);
    }
    return [...groups.values()].sort((a, b) => a.gameGroupId - b.gameGroupId);
  }

  /** The VN lotteries with their latest result. */
  vnRecent(merchant: string, now: number): { game: LotteryGameView; latestResult: DrawnResult | null }[] {
    return this.list(merchant, now, { classify: 'VN' }).map((game) => ({
      game,
      latestResult: this.draws.recent(game.nodeId, game.vassalage, now, 1)[0] ?? null,
    }));
  }

  /** A lottery's open draw and last 10 results; 404 for a code the merchant does not offer (or not VN when asked). */
  drawNumbers(merchant: string, gameCode: string, now: number, vnOnly: boolean) {
    const game = this.games.lotteryByCode(merchant, gameCode);
    if (!game || (vnOnly && classifyOf(game.vendor) !== 'VN')) throw new ApiError(404, 'NOT_FOUND', 'No such lottery');
    return {
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      gameName: game.gameName,
      current: drawOf(openDraw(now, LotteryDraws.intervalOf(game.vendor))),
      recent: this.draws.recent(game.nodeId, game.vendor, now, 10),
    };
  }

  /** The merchant's lottery with this code, or null. */
  lottery(merchant: string, gameCode: string): PlayGame | null {
    return this.games.lotteryByCode(merchant, gameCode);
  }
}
