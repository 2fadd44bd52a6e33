import { VendorGamesPage } from './vendor-games-page';

/** /m/gameList: the query's category (gameType) and vendor (vassalage). */
export function GameListPage() {
  return <VendorGamesPage categoryFromQuery />;
}
