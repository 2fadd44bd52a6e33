import type { MessageId } from '../messages/message-catalogue';

/** The ways a member is paid out: the GCash or Maya e-wallet, or a bank account. */
export type PayoutMethodCode = 'gcash' | 'maya' | 'bank';

/** The payout methods, in the order the withdraw screen lists them. */
export const PAYOUT_METHOD_CODES: readonly PayoutMethodCode[] = ['gcash', 'maya', 'bank'];

/**
 * What an account number must look like per method: GCash and Maya pay out to the e-wallet's
 * 11-digit mobile number (09XXXXXXXXX), a bank to a 10 to 16 digit account number. The platform
 * checks the same patterns.
 */
export const PAYOUT_ACCOUNT_NUMBER_PATTERNS: Readonly<Record<PayoutMethodCode, RegExp>> = {
  gcash: /^09[0-9]{9}$/,
  maya: /^09[0-9]{9}$/,
  bank: /^[0-9]{10,16}$/,
};

/** Saved payout accounts a member may keep per method unless the platform says otherwise. */
export const MAX_PAYOUT_ACCOUNTS_PER_METHOD = 3;

/** Length bounds of the name on a payout account. */
export const PAYOUT_ACCOUNT_NAME_LENGTH = { min: 2, max: 64 } as const;

/** An account number as typed, without the spaces and dashes people group digits with. */
export function normalizePayoutAccountNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Whether an (already normalised) account number fits the method's pattern. */
export function isPayoutAccountNumber(method: PayoutMethodCode, accountNumber: string): boolean {
  return PAYOUT_ACCOUNT_NUMBER_PATTERNS[method].test(accountNumber);
}

/** Whether the name on an account, trimmed, has an allowed length. */
export function isPayoutAccountName(name: string): boolean {
  const length = name.trim().length;
  return length >= PAYOUT_ACCOUNT_NAME_LENGTH.min && length <= PAYOUT_ACCOUNT_NAME_LENGTH.max;
}

/** How many more accounts of a method a member may save, given the methods of those saved. */
export function payoutAccountRoom(saved: readonly { readonly payoutMethod: PayoutMethodCode }[], method: PayoutMethodCode, max = MAX_PAYOUT_ACCOUNTS_PER_METHOD): number {
  return Math.max(0, max - saved.filter((account) => account.payoutMethod === method).length);
}

/** A payout account to save, as the member typed it. */
export interface PayoutAccountDraft {
  readonly payoutMethod: PayoutMethodCode;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly bankCode: string;
}

/** A field of the add-account form that can be wrong. */
export type PayoutAccountField = 'accountNumber' | 'accountName' | 'bankCode';

/** The fields of a draft that break their rules, in form order (empty when it may be sent). */
export function payoutAccountErrors(draft: PayoutAccountDraft): PayoutAccountField[] {
  const errors: PayoutAccountField[] = [];
  if (draft.payoutMethod === 'bank' && draft.bankCode === '') errors.push('bankCode');
  if (!isPayoutAccountNumber(draft.payoutMethod, normalizePayoutAccountNumber(draft.accountNumber))) errors.push('accountNumber');
  if (!isPayoutAccountName(draft.accountName)) errors.push('accountName');
  return errors;
}

/** The message under each add-account field that breaks its rule. */
export const PAYOUT_ACCOUNT_FIELD_MESSAGES = {
  bankCode: 'form.payoutBank',
  accountNumber: 'form.payoutAccountNumber',
  accountName: 'form.payoutAccountName',
} as const satisfies Record<PayoutAccountField, MessageId>;
