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

const TITLE_OF = {
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
} as const satisfies Partial<Record<RouteId, RouteTitleKey>>;

/** A route whose header title the spec names. */
export type RouteWithSpecTitle = keyof typeof TITLE_OF;

/** A route the spec gives no title: it shows the screen's own name. */
export type RouteWithOwnTitle = Exclude<RouteId, RouteWithSpecTitle>;

/** Where a route's title comes from: one of the spec's titles, or the screen's own name. */
export type RouteTitleSource = { readonly kind: 'spec'; readonly key: RouteTitleKey } | { readonly kind: 'own'; readonly id: RouteWithOwnTitle };

function hasSpecTitle(id: RouteId): id is RouteWithSpecTitle {
  return Object.hasOwn(TITLE_OF, id);
}

/**
 * The spec's title for a route, or null for a route the spec gives no title (the app then uses the
 * screen's own name).
 */
export function routeTitleKeyOf(id: RouteId): RouteTitleKey | null {
  return hasSpecTitle(id) ? TITLE_OF[id] : null;
}

/** Where the title of a route comes from (the spec's title wins over the screen's own name). */
export function routeTitleSourceOf(id: RouteId): RouteTitleSource {
  return hasSpecTitle(id) ? { kind: 'spec', key: TITLE_OF[id] } : { kind: 'own', id };
}
