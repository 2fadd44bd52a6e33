import { pathOf } from '@gp/domain';

/**
 * The game centre on a category (the centre reads its tab from `type`, as the merchant's own
 * banner links do: `/m/gameCenter?type=LIVE`), optionally narrowed to one vendor (`vassalage`).
 */
export function gameCentrePath(category: string, vendorCode?: string): string {
  const query = new URLSearchParams({ type: category });
  if (vendorCode) query.set('vassalage', vendorCode);
  return `${pathOf('gameCenter')}?${query.toString()}`;
}

/** A vendor's game list (`/m/gameList?gameType=..&vassalage=..`), where its vendor tile leads. */
export function vendorGameListPath(category: string, vendorCode: string): string {
  return `${pathOf('gameList')}?${new URLSearchParams({ gameType: category, vassalage: vendorCode }).toString()}`;
}
