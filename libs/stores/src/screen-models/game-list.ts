import { GameListModel, type GameListSource } from '../game-list.model';
import type { ScreenRoot } from '../screen-model';

/** A game list of the game centre, a vendor or favourites (not shared between screens). */
export function gameListModel(root: ScreenRoot, source: GameListSource): GameListModel {
  return new GameListModel({ api: root.api, language: root.language }, source);
}
