import type { Game } from '@gp/api-client';
import { fakePlayersOnline, showsPlayersOnline, type KeyedRandom } from '@gp/domain';

/**
 * The fake 'players online' of RNG tiles (SPEC §2 'Game tile', 500 to 1999), drawn by the game's
 * id from keyed draws: a tile's number does not jump as a list re-renders, and a server render and
 * its hydration give each tile the same number whatever order they draw in.
 */
export class PlayersOnlineDraws {
  constructor(private readonly draw: KeyedRandom) {}

  /** The count to show on this game's tile; null for every category but RNG (bound: pass it around). */
  readonly countOf = (game: Pick<Game, 'nodeId' | 'gameCategory'>): number | null =>
    showsPlayersOnline(game.gameCategory) ? fakePlayersOnline(() => this.draw(`online ${game.nodeId}`)) : null;
}
