import type { RouteId } from '../routes/route-table';

/** The header titles the spec names (SPEC §2 'Page frame': titles per route). */
export const ROUTE_TITLE_KEYS = [
  'promotion',
  'home',
  'login',
  'signUp',
  'freeTrial',
  'password',
  'announcement',
  'gameCenter',
  'rng',
  'messages',
  'helpCenter',
  'feedback',
  'gameProviders',
  'hotGames',
  'favourites',
] as const;

/** One header title the spec names. */
export type RouteTitleKey = (typeof ROUTE_TITLE_KEYS)[number];

const TITLE_OF: Partial<Record<RouteId, RouteTitleKey>> = {
  activity: 'promotion',
  activityDetail: 'promotion',
  home: 'home',
  login: 'login',
  register: 'signUp',
  trial: 'freeTrial',
  changePassword: 'password',
  forget: 'password',
  notice: 'announcement',
  gameCenter: 'gameCenter',
  slotsCenter: 'rng',
  message: 'messages',
  messages: 'messages',
  help: 'helpCenter',
  helpDetail: 'helpCenter',
  feedback: 'feedback',
  providers: 'gameProviders',
  hot: 'hotGames',
  favourites: 'favourites',
};

/**
 * The spec's title for a route, or null for a route the spec gives no title (the app then uses the
 * screen's own name).
 */
export function routeTitleKeyOf(id: RouteId): RouteTitleKey | null {
  return TITLE_OF[id] ?? null;
}
