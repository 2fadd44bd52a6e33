import { randomUUID } from 'node:crypto';
import { DEMO_PAYMENT_PASSWORD } from '../../accounts/accounts-seed';
import type { ContractSamples, SampleKit } from './sample-kit';

const gcashPayout = { amountMinor: 50_000, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz' };

function firstId(kit: SampleKit, sql: string, merchant = 'aurora'): number {
  const id = kit.server.db.prepare<[string], number>(sql).pluck().get(merchant);
  if (id === undefined) throw new Error(`no seeded row for: ${sql}`);
  return id;
}

/** A pending deposit of the aurora agent by a method, made through the API, and the headers to act on it. */
async function pendingDeposit(kit: SampleKit, methodCode: string): Promise<{ id: number; headers: Record<string, string> }> {
  const headers = { merchant: 'aurora', authorization: kit.token('agent01') };
  const created = await kit.server.app.inject({
    method: 'POST',
    url: '/wps/deposit',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { methodCode, amountMinor: 50_000 },
  });
  return { id: (created.json() as { value: { id: number } }).value.id, headers };
}

async function withdrawal(kit: SampleKit, token: string): Promise<number> {
  const encrypted = await kit.encrypted({ ...gcashPayout, paymentPassword: DEMO_PAYMENT_PASSWORD });
  const response = await kit.server.app.inject({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: { merchant: 'aurora', authorization: token, 'idempotency-key': randomUUID(), ...encrypted.headers },
    payload: encrypted.payload,
  });
  return (response.json() as { value: { id: number } }).value.id;
}

const gcashAccount = { payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword: DEMO_PAYMENT_PASSWORD };

async function addPayoutAccountRequest(kit: SampleKit, token: string) {
  const encrypted = await kit.encrypted(gcashAccount);
  return {
    method: 'POST' as const,
    url: '/wps/transaction/withdraw/accounts',
    headers: { merchant: 'aurora', authorization: token, 'idempotency-key': randomUUID(), ...encrypted.headers },
    payload: encrypted.payload,
  };
}

/** Sample requests of the wallet area's operations, keyed by operationId (see contract.test.ts). */
export const WALLET_SAMPLES: ContractSamples = {
  getWalletBalance: [
    (kit) => ({ method: 'GET', url: '/wps/wallets/gcs', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/wallets/gcs', headers: { merchant: 'jade', authorization: kit.token('agent01', 'jade') } }),
  ],
  listDepositMethods: [(kit) => ({ method: 'GET', url: '/wps/deposit/methods', headers: { merchant: 'aurora', authorization: kit.token('demo') } })],
  createDeposit: [
    (kit) => ({
      method: 'POST',
      url: '/wps/deposit',
      headers: { merchant: 'aurora', authorization: kit.token('demo'), 'idempotency-key': randomUUID() },
      payload: { methodCode: 'GCASH', amountMinor: 100_000, promoCode: 'WELCOME100' },
    }),
    (kit) => ({
      method: 'POST',
      url: '/wps/deposit',
      headers: { merchant: 'ember', authorization: kit.token('agent01', 'ember'), 'idempotency-key': randomUUID() },
      payload: { methodCode: 'CLIQQ', amountMinor: 50_000 },
    }),
  ],
  listDeposits: [
    (kit) => ({ method: 'GET', url: '/wps/deposit', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/deposit?status=paid&period=last7days&pageNo=1&pageSize=5', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
  remindDeposit: [
    async (kit) => {
      const { id, headers } = await pendingDeposit(kit, 'MAYA');
      return { method: 'POST', url: `/wps/deposit/${id}/reminder`, headers };
    },
  ],
  uploadDepositReceipt: [
    async (kit) => {
      const { id, headers } = await pendingDeposit(kit, 'BDO');
      // The three bytes every jpeg starts with, and the marker of its first segment.
      return { method: 'POST', url: `/wps/deposit/${id}/receipt`, headers, payload: { mimeType: 'image/jpeg', imageBase64: '/9j/4AAQ' } };
    },
  ],
  getDeposit: [
    (kit) => ({
      method: 'GET',
      url: `/wps/deposit/${firstId(kit, "SELECT d.id FROM deposit d JOIN member m ON m.id = d.member_id WHERE m.merchant_code = ? AND m.username = 'demo' ORDER BY d.id")}`,
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
  ],
  createWithdrawal: [
    async (kit) => {
      const encrypted = await kit.encrypted({ ...gcashPayout, paymentPassword: DEMO_PAYMENT_PASSWORD });
      return {
        method: 'POST',
        url: '/wps/transaction/withdraw',
        headers: { merchant: 'aurora', authorization: kit.token('demo'), 'idempotency-key': randomUUID(), ...encrypted.headers },
        payload: encrypted.payload,
      };
    },
  ],
  listWithdrawals: [
    (kit) => ({ method: 'GET', url: '/wps/transaction/withdraw', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/transaction/withdraw?status=pending&pageNo=1&pageSize=5', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
  getWithdrawOptions: [
    (kit) => ({ method: 'GET', url: '/wps/transaction/withdraw/options', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
  cancelWithdrawal: [
    async (kit) => {
      const token = kit.token('demo');
      const id = await withdrawal(kit, token);
      return { method: 'POST', url: `/wps/transaction/withdraw/${id}/cancel`, headers: { merchant: 'aurora', authorization: token } };
    },
  ],
  listPayoutAccounts: [
    (kit) => ({ method: 'GET', url: '/wps/transaction/withdraw/accounts', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
  addPayoutAccount: [(kit) => addPayoutAccountRequest(kit, kit.token('demo'))],
  removePayoutAccount: [
    async (kit) => {
      const token = kit.token('demo');
      const added = await kit.server.app.inject(await addPayoutAccountRequest(kit, token));
      const id = (added.json() as { value: { id: number } }).value.id;
      return { method: 'DELETE', url: `/wps/transaction/withdraw/accounts/${id}`, headers: { merchant: 'aurora', authorization: token } };
    },
  ],
  listTransactions: [
    (kit) => ({ method: 'GET', url: '/wps/transaction/records', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({
      method: 'GET',
      url: '/wps/transaction/records?type=withdrawal&from=0&pageNo=1&pageSize=10',
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
  ],
  listRebates: [
    (kit) => ({ method: 'GET', url: '/wps/rebates', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/rebates?status=claimable&pageSize=5', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } }),
  ],
  claimRebate: [
    (kit) => ({
      method: 'POST',
      url: `/wps/rebates/${firstId(kit, "SELECT r.id FROM rebate r JOIN member m ON m.id = r.member_id WHERE m.merchant_code = ? AND m.username = 'demo' AND r.status = 'claimable' ORDER BY r.id")}/claim`,
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
  ],
  getReportSummary: [
    (kit) => ({ method: 'GET', url: '/wps/reports/summary', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/reports/summary?period=last30days', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
};
