import type { RouteId } from '../routes/route-table';

/** Help centre tags the side menu opens (SPEC §2 'Side menu'). */
export type HelpTag = 'terms' | 'privacy' | 'faq';

/** One entry of the side menu: a screen (with an optional help tag), the app download, or logout. */
export type SideMenuItem =
  | { readonly kind: 'route'; readonly id: SideMenuItemId; readonly route: RouteId; readonly helpTag?: HelpTag }
  | { readonly kind: 'appDownload'; readonly id: 'appDownload' }
  | { readonly kind: 'logout'; readonly id: 'logout' };

/** Stable ids of the side menu entries, used for their labels. */
export type SideMenuItemId =
  | 'deposit'
  | 'withdraw'
  | 'leaderBoard'
  | 'gameRecord'
  | 'feedback'
  | 'dailySignIn'
  | 'promotions'
  | 'aboutUs'
  | 'responsibleGaming'
  | 'rewardCenter'
  | 'vip'
  | 'events'
  | 'home'
  | 'games'
  | 'terms'
  | 'privacy'
  | 'faq';

/** What the side menu needs to know to decide its items. */
export interface SideMenuContext {
  readonly loggedIn: boolean;
  /** Personal promo MISSION is enabled. */
  readonly missionPromo: boolean;
  /** Personal promo LOGIN is enabled. */
  readonly loginPromo: boolean;
  /** Running inside the native app shell. */
  readonly inNativeApp: boolean;
  /** Running as an installed home-screen web app. */
  readonly inInstalledWebApp: boolean;
}

const route = (id: SideMenuItemId, target: RouteId, helpTag?: HelpTag): SideMenuItem =>
  helpTag ? { kind: 'route', id, route: target, helpTag } : { kind: 'route', id, route: target };

/**
 * The side menu's items in order (SPEC §2 'Side menu'): leaderboard only for a logged-in player with
 * the MISSION promo, daily sign-in only with the LOGIN promo, the app item only outside the native
 * app and the installed web app, logout only when logged in.
 */
export function sideMenuItems(context: SideMenuContext): SideMenuItem[] {
  const items: (SideMenuItem | false)[] = [
    route('deposit', 'deposit'),
    route('withdraw', 'withdraw'),
    context.loggedIn && context.missionPromo && route('leaderBoard', 'leaderBoard'),
    route('gameRecord', 'gameRecord'),
    route('feedback', 'feedback'),
    context.loggedIn && context.loginPromo && route('dailySignIn', 'activitySignIn'),
    route('promotions', 'activity'),
    route('rewardCenter', 'rewardCenter'),
    route('vip', 'vip'),
    route('events', 'events'),
    route('home', 'home'),
    route('games', 'game'),
    route('aboutUs', 'aboutUs'),
    route('responsibleGaming', 'responsibleGaming'),
    route('terms', 'help', 'terms'),
    route('privacy', 'help', 'privacy'),
    route('faq', 'help', 'faq'),
    !context.inNativeApp && !context.inInstalledWebApp && { kind: 'appDownload', id: 'appDownload' },
    context.loggedIn && { kind: 'logout', id: 'logout' },
  ];
  return items.filter((item): item is SideMenuItem => item !== false);
}
