import { LIMITS } from '@gp/domain';
import { getHotGames, listGames, type Game, type PlatformClient } from '@gp/api-client';
import { HOME_GAME_CATEGORIES, type HomeGameCategory } from './home-sections';
import { Resource } from './resource';

/** The games of one home row: the first 30 of the hot list for HOT, else the first page of 30 of the category. */
async function fetchRow(api: PlatformClient, category: HomeGameCategory): Promise<readonly Game[]> {
  if (category === 'HOT') {
    const hot = await getHotGames(api, { isPlatform: 2, platform: 'html5' });
    return hot.list.slice(0, LIMITS.homeGamesPerCategory);
  }
  const page = await listGames(api, {
    gameType: category,
    pageNo: 1,
    pageSize: LIMITS.homeGamesPerCategory,
    clientType: 2,
    platform: 'html5',
    imgSize: LIMITS.imageSize,
  });
  return page.games;
}

/** Home's game rows (SPEC §2 'Home'), one resource per category, each loading and failing on its own. */
export class HomeGameRows {
  private readonly rows: ReadonlyMap<HomeGameCategory, Resource<readonly Game[]>>;

  constructor(api: PlatformClient) {
    this.rows = new Map(HOME_GAME_CATEGORIES.map((category) => [category, new Resource(() => fetchRow(api, category), [])]));
  }

  /** The row of a category. */
  of(category: HomeGameCategory): Resource<readonly Game[]> {
    return this.rows.get(category) as Resource<readonly Game[]>;
  }
}
