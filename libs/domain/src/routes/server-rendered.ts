import type { RouteId } from './route-table';

/**
 * The screens a visit opens on from outside (a search result, a shared link, an advert), which the
 * web tier renders on the server so that the first paint needs no script: home, the game centre,
 * login, registration, promotions and a promotion. A public screen joins by being named here.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['home', 'game', 'gameCenter', 'login', 'register', 'activity', 'activityDetail']);

/** Whether the web tier renders this screen on the server. */
export function isServerRendered(id: RouteId): boolean {
  return SERVER_RENDERED_ROUTES.has(id);
}
