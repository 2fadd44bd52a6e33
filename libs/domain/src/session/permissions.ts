import type { MessageId } from '../messages/message-catalogue';
import type { RouteId } from '../routes/route-table';
import { MESSAGE_DURATIONS } from '../constants/timings';
import { isLoggedIn, type Role } from './roles';

/** Every action the permission table guards (SPEC §4 and §6). */
export type GuardedAction =
  | 'launchGame'
  | 'favourite'
  | 'memberCentre'
  | 'inbox'
  | 'chat'
  | 'deposit'
  | 'withdraw'
  | 'rewardCentre'
  | 'inviteFriends'
  | 'dailySignIn'
  | 'leaderboard'
  | 'feedback'
  | 'changePassword'
  | 'agentFunctions'
  | 'gameRecords'
  | 'walletRecords';

/** Message ids of the rejections (SPEC §8 free_reject, contact_service, trial_actual_account, no_permission). */
export type RejectionMessageId = Extract<MessageId, 'guard.freeReject' | 'guard.contactService' | 'error.trialActualAccount' | 'error.noPermission'>;

/** What the app does when a visitor attempts an action. */
export type PermissionDecision =
  | { readonly kind: 'allow' }
  /** Send to /m/login, with an optional prompt shown first. */
  | { readonly kind: 'login'; readonly promptId?: 'notice.loginFirst' }
  /** Send somewhere else instead (home without a session, agent registration, invite friends). */
  | { readonly kind: 'redirect'; readonly route: RouteId }
  /** Show a message for a while and do nothing. */
  | { readonly kind: 'reject'; readonly messageId: RejectionMessageId; readonly durationMs: number }
  /** Trial account: alert 'in_popup_prompt' with cancel and 'register now' (to /m/register). */
  | { readonly kind: 'offerRegistration' }
  /** Open customer service instead. */
  | { readonly kind: 'customerService' };

/** What the permission table needs besides the role. */
export interface PermissionContext {
  readonly role: Role;
  /** Whitelabel flag REWCEN3. */
  readonly rewardCentreEnabled: boolean;
  /** The referral promo is enabled for this merchant. */
  readonly referralPromoEnabled: boolean;
  /** The LOGIN personal promo (daily sign-in) is enabled. */
  readonly loginPromoEnabled: boolean;
  /** The MISSION personal promo (leaderboard) is enabled. */
  readonly missionPromoEnabled: boolean;
}

const allow: PermissionDecision = { kind: 'allow' };
const login: PermissionDecision = { kind: 'login' };
const reject = (messageId: RejectionMessageId): PermissionDecision => ({
  kind: 'reject',
  messageId,
  durationMs: MESSAGE_DURATIONS.rejectionMs,
});

type Rule = (context: PermissionContext) => PermissionDecision;

/** Guests go to login; trial accounts get `trial`; real accounts are allowed. */
const realAccountsOnly =
  (trial: PermissionDecision): Rule =>
  ({ role }) =>
    !isLoggedIn(role) ? login : role === 'trial' ? trial : allow;

/** A personal promo's screen (SPEC §2 side menu): for logged-in real accounts while the promo is on. */
function promoScreen(promoOn: boolean, { role }: PermissionContext): PermissionDecision {
  if (!isLoggedIn(role)) return login;
  if (!promoOn) return reject('error.noPermission');
  return role === 'trial' ? reject('error.trialActualAccount') : allow;
}

const PERMISSION_TABLE: Readonly<Record<GuardedAction, Rule>> = {
  launchGame: ({ role }) => (isLoggedIn(role) ? allow : login),
  favourite: ({ role }) => (isLoggedIn(role) ? allow : { kind: 'login', promptId: 'notice.loginFirst' }),
  memberCentre: realAccountsOnly({ kind: 'offerRegistration' }),
  inbox: realAccountsOnly(reject('guard.freeReject')),
  chat: realAccountsOnly(reject('guard.freeReject')),
  deposit: realAccountsOnly(reject('error.trialActualAccount')),
  withdraw: realAccountsOnly(reject('error.trialActualAccount')),
  rewardCentre: (context) => (!context.rewardCentreEnabled ? reject('guard.contactService') : isLoggedIn(context.role) ? allow : login),
  // The invite-friends screen, where the spec's referral tap leads (SPEC §4): guests to login,
  // agents to agent registration, players while the merchant runs the referral promo.
  inviteFriends: (context) =>
    context.role === 'agent' ? { kind: 'redirect', route: 'agentRegister' } : promoScreen(context.referralPromoEnabled, context),
  dailySignIn: (context) => promoScreen(context.loginPromoEnabled, context),
  leaderboard: (context) => promoScreen(context.missionPromoEnabled, context),
  feedback: ({ role }) => (isLoggedIn(role) ? allow : login),
  changePassword: ({ role }) =>
    !isLoggedIn(role) ? { kind: 'redirect', route: 'home' } : role === 'trial' ? reject('guard.freeReject') : allow,
  agentFunctions: ({ role }) => (!isLoggedIn(role) ? login : role === 'agent' ? allow : reject('error.noPermission')),
  // A trial account's free games are orders too; its money records are not (no real wallet).
  gameRecords: ({ role }) => (isLoggedIn(role) ? allow : login),
  walletRecords: realAccountsOnly(reject('error.trialActualAccount')),
};

/**
 * Decides what happens when a visitor attempts a guarded action: allow, send to login, redirect,
 * reject with a message, offer registration, or open customer service (SPEC §4 and §6, one table).
 */
export function decidePermission(action: GuardedAction, context: PermissionContext): PermissionDecision {
  return PERMISSION_TABLE[action](context);
}

/** Whether the chat unread count is fetched: only for real accounts (trial accounts never, SPEC §6). */
export function fetchesChatUnreadCount(role: Role): boolean {
  return role === 'member' || role === 'agent';
}

/** Whether favourite games are loaded: only with a session (SPEC §6). */
export function loadsFavourites(role: Role): boolean {
  return isLoggedIn(role);
}
