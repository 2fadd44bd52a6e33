import { gameListModel, type GameListModel, type GameListSource } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';

/**
 * A game list made for this screen (not shared): it loads page 1 when the screen mounts, follows
 * the language while it shows, and drops late answers after the screen goes.
 */
export function useGameList(source: GameListSource): GameListModel {
  return useScreenModel((root) => gameListModel(root, source));
}
