import { pathOf } from '../routes/route-table';
import { withQuery } from '../lottery/query-string';

/**
 * The game centre opened on a category (it reads its tab from `type`, as the merchants' own banner
 * links do: `/gameCenter?type=LIVE`), optionally narrowed to one vendor (`vassalage`).
 */
export function gameCentreHref(category: string, vendorCode?: string): string {
  return withQuery(pathOf('gameCenter'), [
    ['type', category],
    ['vassalage', vendorCode],
  ]);
}

/** A vendor's game list (SPEC §2 `/m/gameList?gameType=..&vassalage=..`), where a vendor tile leads. */
export function vendorGameListHref(gameType: string, vendorCode: string): string {
  return withQuery(pathOf('gameList'), [
    ['gameType', gameType],
    ['vassalage', vendorCode],
  ]);
}
