/** Test helpers: deposit methods and deposits as the platform answers them. Not exported by the package. */
import type { Deposit, DepositInstructions, DepositMethod, DepositMethodList } from '@gp/api-client';

/** A deposit method (an e-wallet of ₱100 to ₱50,000 without fee, available), with changes. */
export function depositMethodFixture(code: string, name = code, extra: Partial<DepositMethod> = {}): DepositMethod {
  return {
    code,
    name,
    kind: 'ewallet',
    minMinor: 10_000,
    maxMinor: 5_000_000,
    feePercent: 0,
    processing: 'Instant',
    logoUrl: `/media/payments/${code.toLowerCase()}.svg`,
    enabled: true,
    serviceHours: null,
    unavailable: null,
    ...extra,
  };
}

/** The method list of a member who deposited by GrabPay last: GCash, GrabPay (1.5 % fee) and a third method. */
export function depositMethodsFixture(third: DepositMethod, extra: Partial<DepositMethodList> = {}): DepositMethodList {
  return {
    currency: 'PHP',
    firstDeposit: false,
    firstDepositMinMinor: 30_000,
    lastUsedCode: 'GRABPAY',
    methods: [depositMethodFixture('GCASH', 'GCash'), depositMethodFixture('GRABPAY', 'GrabPay', { feePercent: 1.5, maxMinor: 3_000_000 }), third],
    ...extra,
  };
}

/** The QR Ph code the reference platform gives deposit 7 (₱2,030.00 with its fee, reference D00000007). */
export const QR_INSTRUCTIONS_FIXTURE: DepositInstructions = {
  kind: 'qr',
  qrPayload: '00020101021228470012com.p2pmqrph0111GXCHPHM2XXX031200091827364552047995530360854072030.005802PH5922GP Gaming Payments Inc6006Manila62130509D0000000763049A97',
};

/** The receiving account of a bank deposit on the reference platform. */
export const TRANSFER_INSTRUCTIONS_FIXTURE: DepositInstructions = { kind: 'transfer', bankName: 'BDO Unibank', accountName: 'GP Gaming Payments Inc', accountNumber: '004870123456' };

/** Deposit 7: ₱2,000.00 by GrabPay with its ₱30.00 fee, waiting, made at `createdAt` and expiring 30 minutes later. */
export function depositFixture(extra: Partial<Deposit> = {}, createdAt = 0): Deposit {
  return {
    id: 7,
    status: 'pending',
    methodCode: 'GRABPAY',
    amountMinor: 200_000,
    feeMinor: 3_000,
    creditedMinor: 0,
    reference: 'D00000007',
    currency: 'PHP',
    promoCode: null,
    createdAt,
    expiresAt: createdAt + 30 * 60_000,
    settledAt: null,
    remindedAt: null,
    receiptAt: null,
    paymentUrl: null,
    instructions: null,
    ...extra,
  };
}
