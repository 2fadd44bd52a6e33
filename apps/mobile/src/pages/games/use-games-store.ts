import { gamesStoreOf, type GamesStore } from '@gp/stores';
import { useRootStore } from '../../app/store-context';

/** The player's favourite games and the favourite toggle, built with the game lists' code. */
export function useGamesStore(): GamesStore {
  return gamesStoreOf(useRootStore());
}
