import { useCallback, useRef } from 'react';
import type { Game } from '@gp/api-client';
import { fakePlayersOnline, showsPlayersOnline } from '@gp/domain';

/**
 * The fake 'players online' of RNG tiles (SPEC §2 'Game tile', 500 to 1999): drawn once per game
 * and kept while the screen shows, so a tile's number does not jump as the grid scrolls.
 */
export function usePlayersOnline(): (game: Game) => number | null {
  const drawn = useRef(new Map<number, number>());
  return useCallback((game: Game) => {
    if (!showsPlayersOnline(game.gameCategory)) return null;
    let count = drawn.current.get(game.nodeId);
    if (count === undefined) {
      count = fakePlayersOnline(Math.random);
      drawn.current.set(game.nodeId, count);
    }
    return count;
  }, []);
}
