import { GamesStore } from '../games.store';
import type { ScreenRoot } from '../screen-model';

/**
 * The player's favourite games, built the first time a game list shows and kept on the root for
 * the visit: from then on it follows the session (the ids loaded after each login, cleared on
 * logout) until the root stops. Its code loads with the game lists, not with the app.
 */
export function gamesStoreOf(root: ScreenRoot): GamesStore {
  return root.keep('games', () => {
    const games = new GamesStore({ api: root.api, session: root.session, ui: root.ui });
    games.start();
    return games;
  });
}
