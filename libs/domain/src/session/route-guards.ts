import type { RouteId } from '../routes/route-table';
import type { GuardedAction } from './permissions';

/**
 * Screens that are themselves a guarded action (SPEC §6): opening one by a link, the address bar or
 * Back is decided by the same permission table as the button that leads there.
 */
/** The guarded actions a whole screen can stand for (the others are taps on a screen anyone may open). */
export type ScreenAction = Exclude<GuardedAction, 'chat'>;

const ROUTE_ACTIONS: Partial<Readonly<Record<RouteId, ScreenAction>>> = {
  favourites: 'favourite',
  lottery: 'launchGame',
  startLottery: 'launchGame',
  launchGame: 'launchGame',
  deposit: 'deposit',
  withdraw: 'withdraw',
  payoutAccounts: 'withdraw',
  inbox: 'inbox',
  messages: 'inbox',
  memberHome: 'memberCentre',
  memberBenefits: 'memberCentre',
  rgTools: 'memberCentre',
  rewardCenter: 'rewardCentre',
  inviteFriends: 'inviteFriends',
  activitySignIn: 'dailySignIn',
  leaderBoard: 'leaderboard',
  feedback: 'feedback',
  changePassword: 'changePassword',
  agentRegister: 'agentFunctions',
  salaryContract: 'agentFunctions',
  dividendContract: 'agentFunctions',
  hourlyContract: 'agentFunctions',
  agentCentre: 'agentFunctions',
  agentTeam: 'agentFunctions',
  agentBetting: 'agentFunctions',
  agentTransfer: 'agentFunctions',
  agentCommission: 'agentFunctions',
  gameRecord: 'gameRecords',
  transactions: 'walletRecords',
  rebates: 'walletRecords',
  reports: 'walletRecords',
};

/** The guarded action a screen stands for, or null for a screen everyone may open. */
export function guardedActionOfRoute(id: RouteId): ScreenAction | null {
  return ROUTE_ACTIONS[id] ?? null;
}

/** Screen actions decided on the merchant's settings (its promos): their guard waits for the settings to load. */
const DECIDED_ON_SETTINGS: ReadonlySet<ScreenAction> = new Set(['inviteFriends', 'dailySignIn', 'leaderboard']);

/** Whether a screen's guard needs the merchant's settings (personal promos, referral) before it can decide. */
export function guardNeedsSettings(action: ScreenAction): boolean {
  return DECIDED_ON_SETTINGS.has(action);
}
