import { HomeStore } from '../home.store';
import type { ScreenRoot } from '../screen-model';

const homes = new WeakMap<ScreenRoot, HomeStore>();

/**
 * The home page's store (the winners board, the game rows, the vendor tiles, the players-online
 * draws), built the first time home opens and kept on the root for the visit, so that coming back
 * shows what was loaded (it reloads only after a language change). The banners and notices it
 * shows are the root's `homeContent`. Its code loads with the home page, not with the app.
 */
export function homeStoreOf(root: ScreenRoot): HomeStore {
  let home = homes.get(root);
  if (!home) {
    const { api, language, catalogue, system, homeContent, deps } = root;
    home = new HomeStore({ api, language, catalogue, system, content: homeContent, random: deps.random });
    homes.set(root, home);
  }
  return home;
}
