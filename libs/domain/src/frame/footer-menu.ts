import type { RouteId } from '../routes/route-table';

/** The five items of the footer menu, in order (SPEC §2 'Page frame'). */
export const FOOTER_ITEMS = ['menu', 'home', 'promotions', 'games', 'member'] as const;

/** One footer menu item. */
export type FooterItem = (typeof FOOTER_ITEMS)[number];

/** Where each footer item leads; the menu item opens the side menu instead of a route. */
export const FOOTER_TARGETS: Readonly<Record<Exclude<FooterItem, 'menu'>, RouteId>> = {
  home: 'home',
  promotions: 'activity',
  games: 'gameCenter',
  member: 'memberHome',
};

/** The footer item highlighted on a route, by its path; null when none matches. */
export function footerActiveItem(id: RouteId): FooterItem | null {
  const routed = ['home', 'promotions', 'games', 'member'] as const;
  return routed.find((item) => FOOTER_TARGETS[item] === id) ?? null;
}
