import type { Game } from '@gp/api-client';
import { fakePlayersOnline, showsPlayersOnline, type RandomSource } from '@gp/domain';

/**
 * The fake 'players online' of RNG tiles (SPEC §2 'Game tile', 500 to 1999), drawn once per game
 * and kept as long as this object lives, so a tile's number does not jump as a list re-renders.
 */
export class PlayersOnlineDraws {
  private readonly drawn = new Map<number, number>();

  constructor(private readonly random: RandomSource = Math.random) {}

  /** The count to show on this game's tile; null for every category but RNG (bound: pass it around). */
  readonly countOf = (game: Pick<Game, 'nodeId' | 'gameCategory'>): number | null => {
    if (!showsPlayersOnline(game.gameCategory)) return null;
    let count = this.drawn.get(game.nodeId);
    if (count === undefined) {
      count = fakePlayersOnline(this.random);
      this.drawn.set(game.nodeId, count);
    }
    return count;
  };
}
