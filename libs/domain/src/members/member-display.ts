import { LIMITS } from '../constants/limits';
import { formatMoney } from '../money/money-format';

/** What the wallet shows instead of the balance while it must not be read (SPEC §3 'Wallet'). */
export const MASKED_BALANCE = '***';

/** What deciding the wallet text needs. */
export interface WalletDisplayFacts {
  /** The balance in minor units; null before the first answer. */
  readonly balanceMinor: number | null;
  readonly currencySymbol: string;
  readonly loggedIn: boolean;
  /** The player hid the balance with the toggle. */
  readonly hidden: boolean;
  readonly refreshing: boolean;
  /** BCP 47 locale for digit grouping; English by default. */
  readonly locale?: string;
}

/**
 * The wallet text: the balance with two decimals after the currency symbol, or `***` when logged
 * out, hidden by the player, refreshing, or unknown.
 */
export function walletDisplay({ balanceMinor, currencySymbol, loggedIn, hidden, refreshing, locale = 'en' }: WalletDisplayFacts): string {
  if (!loggedIn || hidden || refreshing || balanceMinor === null || !Number.isSafeInteger(balanceMinor)) return MASKED_BALANCE;
  return formatMoney(balanceMinor, currencySymbol, locale);
}

/** The player's name to show, or the instruction to log in (the caller translates 'please login'). */
export type MemberDisplayName = { readonly kind: 'name'; readonly value: string } | { readonly kind: 'pleaseLogin' };

/** The display name: nickname, else account, else the 'please login' label (SPEC §3 'Member info'). */
export function memberDisplayName(member: { readonly nickname?: string | null; readonly account?: string | null } | null): MemberDisplayName {
  const name = [member?.nickname, member?.account].map((value) => value?.trim() ?? '').find((value) => value !== '');
  return name ? { kind: 'name', value: name } : { kind: 'pleaseLogin' };
}

/** The VIP level label; '0' when the platform sent none (SPEC §3 'clubLabel.labelName'). */
export function vipLabel(clubLabel: { readonly labelName?: string | null } | null | undefined): string {
  const name = clubLabel?.labelName?.trim();
  return name ? name : '0';
}

/** The unread badge text: the count, '99+' above 99, or null (no badge) for none (SPEC §2, §9). */
export function unreadBadge(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : String(Math.floor(count));
}
