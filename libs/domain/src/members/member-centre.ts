import type { RouteId } from '../routes/route-table';
import type { TemplateLayout } from '../features/template-flags';

/** One quick action of the member centre's head (deposit, withdraw, withdrawal accounts, daily sign-in, rewards, invite friends). */
export interface MemberQuickAction {
  readonly id: 'deposit' | 'withdraw' | 'payoutAccounts' | 'signIn' | 'rewards' | 'invite' | 'agentCentre';
  readonly route: RouteId;
}

/** What the quick actions depend on. */
export interface MemberQuickActionFacts {
  /** The LOGIN personal promo is on (SPEC §3): daily sign-in shows. */
  readonly loginPromo: boolean;
  /** Flag REWCEN3 is on: the reward centre shows. */
  readonly rewardCentre?: boolean;
  /** The referral promo is on: invite friends shows (agents are taken to agent registration from it). */
  readonly referralPromo?: boolean;
  /** The member is an agent (AGENTPOLICY3 on and an agent account type): the agent centre shows. */
  readonly agent?: boolean;
}

/**
 * The quick actions under the balance, in order: deposit, withdraw, withdrawal accounts, then
 * sign-in with the LOGIN promo, rewards with REWCEN3 and invite friends with the referral promo;
 * an agent's agent centre comes first.
 */
export function memberQuickActions({ loginPromo, rewardCentre = false, referralPromo = false, agent = false }: MemberQuickActionFacts): MemberQuickAction[] {
  const actions: MemberQuickAction[] = [
    ...(agent ? [{ id: 'agentCentre', route: 'agentCentre' } as const] : []),
    { id: 'deposit', route: 'deposit' },
    { id: 'withdraw', route: 'withdraw' },
    { id: 'payoutAccounts', route: 'payoutAccounts' },
  ];
  if (loginPromo) actions.push({ id: 'signIn', route: 'activitySignIn' });
  if (rewardCentre) actions.push({ id: 'rewards', route: 'rewardCenter' });
  if (referralPromo) actions.push({ id: 'invite', route: 'inviteFriends' });
  return actions;
}

/** Stable ids of the member centre's menu entries, used for their labels and icons. */
export type MemberMenuEntryId = 'gameRecord' | 'transactions' | 'rebates' | 'reports' | 'security' | 'limits' | 'messages' | 'feedback' | 'help' | 'appDownload' | 'logout';

/** One entry of the member centre's menu: a screen, or logout (which asks first). */
export type MemberMenuEntry =
  | { readonly kind: 'route'; readonly id: Exclude<MemberMenuEntryId, 'logout'>; readonly route: RouteId }
  | { readonly kind: 'logout'; readonly id: 'logout' };

/** A group of menu entries under a heading (the new template) or the one unnamed group (the base template). */
export interface MemberMenuGroup {
  readonly id: 'all' | 'records' | 'account' | 'support';
  readonly entries: readonly MemberMenuEntry[];
}

/** The member centre's menu as laid out: base (one list) or new (titled groups of tiles). */
export interface MemberMenu {
  readonly layout: TemplateLayout;
  readonly groups: readonly MemberMenuGroup[];
}

/** What the menu depends on besides its layout. */
export interface MemberMenuFacts {
  /** Running inside the native app shell: no app download. */
  readonly inNativeApp: boolean;
  /** Running as an installed home-screen web app: no app download. */
  readonly inInstalledWebApp: boolean;
}

const screen = (id: Exclude<MemberMenuEntryId, 'logout'>, route: RouteId): MemberMenuEntry => ({ kind: 'route', id, route });

/**
 * The member centre's menu (issue 17, SPEC §3 template flag `mem_cen`): records (game records,
 * transactions, rebates, reports), security (the
 * password screen), limits and breaks (responsible gaming, issue 20), messages, feedback, help, the app download (only outside the native app and the
 * installed web app, as in the side menu) and logout. The base layout is one list; the new layout
 * groups them under records, account and support, logout last on its own.
 */
export function memberCentreMenu(layout: TemplateLayout, facts: MemberMenuFacts): MemberMenu {
  const records = [screen('gameRecord', 'gameRecord'), screen('transactions', 'transactions'), screen('rebates', 'rebates'), screen('reports', 'reports')];
  const account = [screen('security', 'changePassword'), screen('limits', 'rgTools'), screen('messages', 'message')];
  const support = [screen('feedback', 'feedback'), screen('help', 'help')];
  if (!facts.inNativeApp && !facts.inInstalledWebApp) support.push(screen('appDownload', 'app'));
  const logout: MemberMenuEntry = { kind: 'logout', id: 'logout' };
  if (layout === 'base') return { layout, groups: [{ id: 'all', entries: [...records, ...account, ...support, logout] }] };
  return {
    layout,
    groups: [
      { id: 'records', entries: records },
      { id: 'account', entries: [...account, logout] },
      { id: 'support', entries: support },
    ],
  };
}

/**
 * Whether a tap on the balance's refresh may call the platform: not within `minGapMs` of the last
 * manual refresh (the wallet's own 60 s timer is separate). `lastAtMs` null: never refreshed by hand.
 */
export function manualRefreshAllowed(lastAtMs: number | null, nowMs: number, minGapMs: number): boolean {
  return lastAtMs === null || nowMs - lastAtMs >= minGapMs || nowMs < lastAtMs;
}
