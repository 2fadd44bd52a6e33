import { HomeStore } from '../home.store';
import type { ScreenRoot } from '../screen-model';

/**
 * The home page's store (the winners board, the game rows, the vendor tiles, the players-online
 * draws), built the first time home opens and kept on the root for the visit, so that coming back
 * shows what was loaded (it reloads only after a language change). The banners and notices it
 * shows are the root's `homeContent`. Its code loads with the home page, not with the app.
 */
export function homeStoreOf(root: ScreenRoot): HomeStore {
  return root.keep('home', () => {
    const { api, language, catalogue, system, homeContent } = root;
    return new HomeStore({ api, language, catalogue, system, content: homeContent, draw: system.draw });
  });
}
