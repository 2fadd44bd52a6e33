import type { GameRecord } from '@gp/domain';
import type { Game, LotteryGame } from '@gp/api-client';

/** What the game view shows of a launched game besides its address. */
export interface GameViewTitle {
  readonly title: string;
}

/** The game view's title of a tile: the game's name, else its node's. */
export function gameViewTitleOf(game: Pick<Game, 'gameName' | 'nodeName'>): GameViewTitle {
  return { title: game.gameName || game.nodeName };
}

/** The fields a game of the game list or a lottery of the lottery list share, as the domain reads them. */
type GameLike = Pick<Game | LotteryGame, 'nodeId' | 'gameId' | 'vassalage' | 'gameCategory' | 'gameCode' | 'supportPlay' | 'gameGroupId' | 'lottoMode'> &
  Partial<Pick<Game, 'gameType' | 'gameCount'>>;

/**
 * A game of the api (a tile, or a lottery of the lottery list) as the domain's rules read it (null
 * fields of the contract become absent). A tile that opens more than one game (`gameCount` above 1)
 * stands for a vendor's game list. Pass it to `decideGameTap`.
 */
export function gameRecordOf(game: GameLike): GameRecord {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    gameCategory: game.gameCategory,
    gameCode: game.gameCode,
    supportPlay: game.supportPlay,
    ...(game.gameType === undefined ? {} : { gameType: game.gameType }),
    ...(game.gameCount === undefined ? {} : { isVendorList: game.gameCount > 1 }),
    ...(game.gameGroupId === null ? {} : { gameGroupId: game.gameGroupId }),
    ...(game.lottoMode === null ? {} : { lottoMode: game.lottoMode }),
  };
}
