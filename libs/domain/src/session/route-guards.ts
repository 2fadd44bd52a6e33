import type { RouteId } from '../routes/route-table';
import type { GuardedAction } from './permissions';

/**
 * Screens that are themselves a guarded action (SPEC §6): opening one by a link, the address bar or
 * Back is decided by the same permission table as the button that leads there.
 */
/** The guarded actions a whole screen can stand for (the others are taps on a screen anyone may open). */
export type ScreenAction = Exclude<GuardedAction, 'chat' | 'referral'>;

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
  rewardCenter: 'rewardCentre',
  feedback: 'feedback',
  changePassword: 'changePassword',
  agentRegister: 'agentFunctions',
  salaryContract: 'agentFunctions',
  dividendContract: 'agentFunctions',
  hourlyContract: 'agentFunctions',
  gameRecord: 'gameRecords',
  transactions: 'walletRecords',
  rebates: 'walletRecords',
  reports: 'walletRecords',
};

/** The guarded action a screen stands for, or null for a screen everyone may open. */
export function guardedActionOfRoute(id: RouteId): ScreenAction | null {
  return ROUTE_ACTIONS[id] ?? null;
}
