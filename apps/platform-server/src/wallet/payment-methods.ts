import { depositFeeMinor as feeOfAmount, PAYOUT_ACCOUNT_NUMBER_PATTERNS, type ServiceHours } from '@gp/domain';

/** How a deposit method takes the money: an e-wallet, a bank transfer or cash over the counter. */
export type DepositMethodKind = 'ewallet' | 'bank' | 'otc';

/** A deposit method of the deposit screen, with its limits per deposit in centavos. */
export interface DepositMethod {
  readonly code: string;
  readonly name: string;
  readonly kind: DepositMethodKind;
  readonly minMinor: number;
  readonly maxMinor: number;
  /** The provider's fee in percent, paid by the player on top of the amount. */
  readonly feePercent: number;
  readonly processing: string;
  readonly enabled: boolean;
  /** Daily hours (Manila time) the method takes deposits; null for all day. */
  readonly serviceHours: ServiceHours | null;
  /** Brand colours of the generated logo: background and text. */
  readonly colours: readonly [string, string];
}

const PESO = 100;
/** Banking hours of a bank that settles deposits by hand. */
const BANKING_HOURS: ServiceHours = { opensAt: '06:00', closesAt: '22:00' };

/** The smallest first deposit of a member who has never deposited: ₱300. */
export const FIRST_DEPOSIT_MIN_MINOR = 300 * PESO;
const INSTAPAY = 'Within 15 minutes via InstaPay; PESONet by the next banking day';

/** The deposit methods Philippine players expect, in the order the deposit screen lists them. */
export const DEPOSIT_METHODS: readonly DepositMethod[] = [
  { code: 'GCASH', name: 'GCash', kind: 'ewallet', minMinor: 100 * PESO, maxMinor: 50_000 * PESO, feePercent: 0, processing: 'Instant', enabled: true, serviceHours: null, colours: ['#007dfe', '#ffffff'] },
  { code: 'MAYA', name: 'Maya', kind: 'ewallet', minMinor: 100 * PESO, maxMinor: 50_000 * PESO, feePercent: 0, processing: 'Instant', enabled: true, serviceHours: null, colours: ['#0f0f0f', '#00d26a'] },
  { code: 'GRABPAY', name: 'GrabPay', kind: 'ewallet', minMinor: 100 * PESO, maxMinor: 30_000 * PESO, feePercent: 1.5, processing: 'Instant', enabled: true, serviceHours: null, colours: ['#00b14f', '#ffffff'] },
  { code: 'SHOPEEPAY', name: 'ShopeePay', kind: 'ewallet', minMinor: 100 * PESO, maxMinor: 30_000 * PESO, feePercent: 1, processing: 'Instant', enabled: true, serviceHours: null, colours: ['#ee4d2d', '#ffffff'] },
  { code: 'BDO', name: 'BDO Unibank', kind: 'bank', minMinor: 500 * PESO, maxMinor: 500_000 * PESO, feePercent: 0, processing: INSTAPAY, enabled: true, serviceHours: null, colours: ['#0033a0', '#ffd100'] },
  { code: 'BPI', name: 'BPI', kind: 'bank', minMinor: 500 * PESO, maxMinor: 500_000 * PESO, feePercent: 0, processing: INSTAPAY, enabled: true, serviceHours: null, colours: ['#b11116', '#ffffff'] },
  { code: 'UNIONBANK', name: 'UnionBank', kind: 'bank', minMinor: 500 * PESO, maxMinor: 500_000 * PESO, feePercent: 0, processing: INSTAPAY, enabled: true, serviceHours: BANKING_HOURS, colours: ['#ff8000', '#ffffff'] },
  { code: 'METROBANK', name: 'Metrobank', kind: 'bank', minMinor: 500 * PESO, maxMinor: 500_000 * PESO, feePercent: 0, processing: 'Temporarily unavailable (bank maintenance)', enabled: false, serviceHours: null, colours: ['#003b71', '#ffffff'] },
  { code: 'CLIQQ', name: '7-Eleven CLIQQ', kind: 'otc', minMinor: 100 * PESO, maxMinor: 10_000 * PESO, feePercent: 1.5, processing: 'Pay at any 7-Eleven store within 24 hours', enabled: true, serviceHours: null, colours: ['#008061', '#ffffff'] },
];

/** The deposit method with this code, if any. */
export function findDepositMethod(code: string): DepositMethod | undefined {
  return DEPOSIT_METHODS.find((method) => method.code === code);
}

/** The provider's fee of a deposit, rounded half up to a centavo (the domain's rule, as the app shows it). */
export function depositFeeMinor(method: DepositMethod, amountMinor: number): number {
  return feeOfAmount(amountMinor, method.feePercent);
}

/** A way to be paid out. */
export interface PayoutMethod {
  readonly code: 'gcash' | 'maya' | 'bank';
  readonly name: string;
  readonly minMinor: number;
  readonly maxMinor: number;
  readonly processing: string;
  /** What the account number must look like (the domain's pattern of the method). */
  readonly accountNumberPattern: RegExp;
  readonly needsBank: boolean;
}

/** The payout methods: GCash and Maya to the e-wallet's mobile number, or a bank account. */
export const PAYOUT_METHODS: readonly PayoutMethod[] = [
  { code: 'gcash', name: 'GCash', minMinor: 100 * PESO, maxMinor: 50_000 * PESO, processing: 'Usually within 30 minutes', accountNumberPattern: PAYOUT_ACCOUNT_NUMBER_PATTERNS.gcash, needsBank: false },
  { code: 'maya', name: 'Maya', minMinor: 100 * PESO, maxMinor: 50_000 * PESO, processing: 'Usually within 30 minutes', accountNumberPattern: PAYOUT_ACCOUNT_NUMBER_PATTERNS.maya, needsBank: false },
  { code: 'bank', name: 'Bank transfer', minMinor: 500 * PESO, maxMinor: 200_000 * PESO, processing: 'Within 1 banking day', accountNumberPattern: PAYOUT_ACCOUNT_NUMBER_PATTERNS.bank, needsBank: true },
];

/** The banks a payout can go to. */
export const PAYOUT_BANKS: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: 'UNIONBANK', name: 'UnionBank of the Philippines' },
  { code: 'METROBANK', name: 'Metrobank' },
  { code: 'LANDBANK', name: 'Land Bank of the Philippines' },
  { code: 'PNB', name: 'Philippine National Bank' },
  { code: 'SECURITYBANK', name: 'Security Bank' },
  { code: 'RCBC', name: 'RCBC' },
  { code: 'CHINABANK', name: 'China Banking Corporation' },
];

/** The payout method with this code. */
export function findPayoutMethod(code: string): PayoutMethod | undefined {
  return PAYOUT_METHODS.find((method) => method.code === code);
}
