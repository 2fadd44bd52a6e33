/**
 * Rules of the agent centre (issue 19) the app applies before it asks the platform: which screen
 * shows which contract, the order of the home prompts, the invitation link, the limits of a
 * transfer and of a rejection's reason. The platform enforces each of them again.
 */
import { checkAmountRange, parseAmountInput, type AmountInputProblem } from '../money/amount-input';
import { AFFILIATE_LINK_PARAMS } from '../registration/registration-modes';
import { APP_BASE_PATH, type RouteId } from '../routes/route-table';

/** The kinds of agent contract (the contract's AgentContractKind). */
export type ContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';

/** Every contract kind, in the order the agent centre and the home prompts show them. */
export const CONTRACT_KINDS: readonly ContractKind[] = ['daily_salary', 'dividend', 'hourly_salary'];

const CONTRACT_ROUTES = {
  daily_salary: 'salaryContract',
  dividend: 'dividendContract',
  hourly_salary: 'hourlyContract',
} as const satisfies Record<ContractKind, RouteId>;

/** The screen of a contract kind (SPEC §2: getSalaryContract, getDevidendContract, getHourContract). */
export function contractRouteOf(kind: ContractKind): RouteId {
  return CONTRACT_ROUTES[kind];
}

/** Pending requests per kind as the platform counts them (SPEC §3 'Contract request response'). */
export interface PendingContractCounts {
  readonly dailysalreqtype: number;
  readonly divtypecompperiodreq: number;
  readonly contracthoursalreq: number;
}

/** How many requests of a kind wait, from the platform's counts (the spec's field names per kind). */
export function pendingContractCount(counts: PendingContractCounts, kind: ContractKind): number {
  const pending: Record<ContractKind, number> = {
    daily_salary: counts.dailysalreqtype,
    dividend: counts.divtypecompperiodreq,
    hourly_salary: counts.contracthoursalreq,
  };
  return pending[kind];
}

/** The kinds the home screen prompts for (SPEC §4): one prompt per kind with a pending request, in order. */
export function pendingContractKinds(counts: PendingContractCounts): ContractKind[] {
  return CONTRACT_KINDS.filter((kind) => pendingContractCount(counts, kind) > 0);
}

/** What a commission of a kind is a percentage of: the team's valid turnover (salaries) or its net loss (dividend). */
export function commissionBasisOf(kind: ContractKind): 'turnover' | 'netLoss' {
  return kind === 'dividend' ? 'netLoss' : 'turnover';
}

/** The link that registers a player into the agent's downline: this site's registration with the agent's code as `?aff=`. */
export function agentInviteLinkOf(origin: string, code: string): string {
  return `${origin}${APP_BASE_PATH}/register?${AFFILIATE_LINK_PARAMS[0]}=${encodeURIComponent(code)}`;
}

/** The most characters a rejection's reason may have, after trimming. */
export const CONTRACT_REASON_MAX = 200;

/** Whether a rejection's reason fits (it is optional: an empty one fits). */
export function contractReasonFits(reason: string): boolean {
  return reason.trim().length <= CONTRACT_REASON_MAX;
}

/** What one transfer to a downline member may move: ₱1.00 to ₱50,000.00. */
export const AGENT_TRANSFER_LIMITS = { minMinor: 100, maxMinor: 5_000_000 } as const;

/** Why a typed transfer amount cannot be sent. */
export type TransferAmountProblem = AmountInputProblem | 'belowMin' | 'aboveMax' | 'overBalance';

/** A typed transfer amount read and checked: its minor units, or why it cannot be sent. */
export type TransferAmountCheck = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly problem: TransferAmountProblem };

/**
 * Reads and checks the amount an agent typed to transfer: an amount (as `parseAmountInput`),
 * within the transfer limits and no more than the agent's balance when it is known. The platform
 * refuses the same (AMOUNT_OUT_OF_RANGE, INSUFFICIENT_BALANCE).
 */
export function checkTransferAmount(text: string, balanceMinor: number | null, locale = 'en'): TransferAmountCheck {
  const parsed = parseAmountInput(text, locale);
  if (!parsed.ok) return parsed;
  const range = checkAmountRange(parsed.minor, AGENT_TRANSFER_LIMITS);
  if (range !== 'ok') return { ok: false, problem: range };
  if (balanceMinor !== null && parsed.minor > balanceMinor) return { ok: false, problem: 'overBalance' };
  return parsed;
}
