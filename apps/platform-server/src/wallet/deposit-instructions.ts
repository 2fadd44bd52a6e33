import { depositReference } from '@gp/domain';
import type { Schema } from '../contract/schema-types';
import type { DepositMethodKind } from './payment-methods';
import { qrPhPayload } from './qr-ph';

/** How a pending deposit is paid besides its checkout page, as the contract's `DepositInstructions` says. */
export type DepositInstructions = Schema<'DepositInstructions'>;

/** The name the reference platform's receiving accounts and QR codes are held in (an operator sets its own). */
export const RECEIVING_ACCOUNT_NAME = 'GP Gaming Payments Inc';

/** The receiving accounts of the reference platform: its QR Ph merchant account, and one account per bank. */
const QR_PH_ACCOUNT = { acquirerBic: 'GXCHPHM2XXX', merchantAccount: '000918273645' } as const;
const BANK_ACCOUNTS: Readonly<Record<string, { readonly bankName: string; readonly accountNumber: string }>> = {
  BDO: { bankName: 'BDO Unibank', accountNumber: '004870123456' },
  BPI: { bankName: 'BPI', accountNumber: '3149012345' },
  UNIONBANK: { bankName: 'UnionBank', accountNumber: '109401234567' },
  METROBANK: { bankName: 'Metrobank', accountNumber: '0077012345678' },
};

/** What a deposit's instructions are made from. */
export interface InstructedDeposit {
  readonly id: number;
  readonly methodCode: string;
  readonly amountMinor: number;
  readonly feeMinor: number;
}

/**
 * The instructions of a pending deposit by its method's kind: an e-wallet's QR Ph code, a bank's
 * receiving account, a store's 14-digit payment code. Each asks for the amount plus the fee.
 */
export function depositInstructionsOf(kind: DepositMethodKind, deposit: InstructedDeposit): DepositInstructions {
  if (kind === 'ewallet') {
    const payment = { ...QR_PH_ACCOUNT, merchantName: RECEIVING_ACCOUNT_NAME, merchantCity: 'Manila', amountMinor: deposit.amountMinor + deposit.feeMinor, reference: depositReference(deposit.id) };
    return { kind: 'qr', qrPayload: qrPhPayload(payment) };
  }
  if (kind === 'bank') {
    const account = BANK_ACCOUNTS[deposit.methodCode];
    if (!account) throw new Error(`No receiving account for the bank method ${deposit.methodCode}`);
    return { kind: 'transfer', bankName: account.bankName, accountName: RECEIVING_ACCOUNT_NAME, accountNumber: account.accountNumber };
  }
  return { kind: 'counter', paymentCode: `7100${String(deposit.id).padStart(10, '0')}` };
}
