import type { RouteId } from '../routes/route-table';

/** Routes that are home: the home screen and all its paths (SPEC §2 'Route table'). */
export function isHomeRoute(id: RouteId): boolean {
  return id === 'home';
}

const HEADERLESS_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'home',
  'login',
  'register',
  'message',
  'app',
  'forget',
  'providers',
  'lottery',
  'hot',
  'favourites',
  'gameList',
  'changePassword',
  'vip',
  'activity',
]);

/** Whether the shared page header shows on a route (SPEC §2 'Page frame': hidden on the listed routes). */
export function isHeaderVisible(id: RouteId): boolean {
  return !HEADERLESS_ROUTES.has(id);
}

const FOOTERLESS_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'login',
  'register',
  'providers',
  'gameList',
  'hot',
  'favourites',
  'lottery',
  'forget',
  'changePassword',
  'aboutUs',
  'app',
  'notice',
  'help',
  'helpDetail',
  'activityDetail',
]);

/** Whether the footer menu shows on a route (SPEC §2 'Page frame': hidden on the listed routes). */
export function isFooterVisible(id: RouteId): boolean {
  return !FOOTERLESS_ROUTES.has(id);
}

/** Whether the brand logo shows in the header: on home routes only. */
export function isLogoVisible(id: RouteId): boolean {
  return isHomeRoute(id);
}

const BACK_TO_HOME: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'register', 'trial', 'activity', 'forget']);

/** Where the back arrow leads: home from login, register, trial, activity and forget; else one step back. */
export type BackTarget = 'home' | 'previous';

/** Decides the back arrow's target for a route. */
export function backTargetOf(id: RouteId): BackTarget {
  return BACK_TO_HOME.has(id) ? 'home' : 'previous';
}

/**
 * Where the back arrow leads from a screen opened directly (a shared link, a reload with no
 * history): its parent screen, so a player who lands on a promotion goes to the promotions, not
 * out of the app. Not in the spec, which only says 'back one step'; screens not listed go home.
 */
const PARENT_SCREEN: Readonly<Partial<Record<RouteId, RouteId>>> = {
  activityDetail: 'activity',
  helpDetail: 'help',
  notice: 'message',
  inbox: 'message',
  messages: 'message',
  memberBenefits: 'memberHome',
  rgTools: 'memberHome',
  agentCentre: 'memberHome',
  agentTeam: 'agentCentre',
  agentBetting: 'agentCentre',
  agentTransfer: 'agentCentre',
  agentCommission: 'agentCentre',
  salaryContract: 'agentCentre',
  dividendContract: 'agentCentre',
  hourlyContract: 'agentCentre',
};

/** The screen the back arrow opens when there is no step to go back to. */
export function backFallbackOf(id: RouteId): RouteId {
  return PARENT_SCREEN[id] ?? 'home';
}

/** Whether the app-download banner shows: only on home routes, and never on a partner domain. */
export function isDownloadBannerVisible(id: RouteId, hostname: string, partnerDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return isHomeRoute(id) && !partnerDomains.some((domain) => host === domain.toLowerCase());
}
