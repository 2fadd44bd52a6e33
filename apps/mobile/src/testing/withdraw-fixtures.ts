/** Test fixtures of the withdraw and withdrawal accounts screens, as a mock platform answers them. */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { BASE, envelope, mockPlatform } from './render-app';

const ACCOUNTS = `${BASE}/wps/transaction/withdraw/accounts`;
const gcash = { id: 1, payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz', createdAt: 0 };

const KEY = { kty: 'RSA', n: 'AQAB', e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc', kid: 'k1' };

/** Answers the withdraw screen's calls; returns what was saved and removed (and what the handlers change). */
export function mockWithdraw(server: Pick<SetupServer, 'use'>, options: { paymentPasswordSet?: boolean; save?: () => Response } = {}) {
  const seen = { saved: 0, removed: [] as string[], accounts: [gcash] as object[], availableMinor: 123_450, withdrawals: [] as { status: string }[], paymentPasswordSet: options.paymentPasswordSet ?? true };
  mockPlatform(server);
  server.use(
    http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
    http.get(`${BASE}/wps/member/info`, () => HttpResponse.error()),
    http.get(`${BASE}/wps/session/key`, () => envelope(KEY)),
    http.get(`${BASE}/wps/transaction/withdraw/options`, () =>
      envelope({
        currency: 'PHP',
        currencySymbol: '₱',
        availableMinor: seen.availableMinor,
        lockedMinor: 123_450 - seen.availableMinor + 5_000,
        paymentPasswordSet: seen.paymentPasswordSet,
        payoutMethods: [{ code: 'gcash', name: 'GCash', minMinor: 10_000, maxMinor: 100_000, processing: '', accountNumberPattern: '', needsBank: false }],
        banks: [{ code: 'BDO', name: 'BDO Unibank' }],
        rules: { maxCountPerDay: 3, maxAmountPerDayMinor: 10_000_000, freePerDay: 1, feeFixedMinor: 1_500, feeBasisPoints: 50, feeCapMinor: 25_000, turnoverBasisPoints: 0 },
        today: { count: seen.withdrawals.length, amountMinor: 0, resetsAt: 0 },
        turnover: { requiredMinor: 0, countedMinor: 0, byCategory: [] },
      }),
    ),
    http.get(`${BASE}/wps/transaction/withdraw`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const items = seen.withdrawals.filter((w) => (status === 'pending' ? w.status === 'pending' : w.status !== 'pending'));
      return envelope({ currency: 'PHP', items, page: { pageNo: 1, pageSize: 20, totalPages: 1, totalCount: items.length } });
    }),
    http.post(`${BASE}/wps/transaction/withdraw`, () => {
      const withdrawal = { id: 7, status: 'pending', amountMinor: 20_000, feeMinor: 0, currency: 'PHP', payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan', createdAt: 0, settledAt: null };
      seen.withdrawals = [withdrawal];
      seen.availableMinor -= 20_000;
      return envelope(withdrawal);
    }),
    http.post(`${BASE}/wps/transaction/withdraw/7/cancel`, () => {
      seen.withdrawals = seen.withdrawals.map((w) => ({ ...w, status: 'cancelled', settledAt: 1 }));
      seen.availableMinor += 20_000;
      return envelope(seen.withdrawals[0]);
    }),
    http.get(ACCOUNTS, () => envelope({ maxPerMethod: 3, accounts: seen.accounts })),
    http.post(ACCOUNTS, () => {
      seen.saved += 1;
      if (options.save) return options.save();
      seen.accounts = [...seen.accounts, { ...gcash, id: 2, payoutMethod: 'maya', accountNumberMasked: '•••••••2222' }];
      return envelope(seen.accounts.at(-1));
    }),
    http.delete(`${ACCOUNTS}/:id`, ({ params }) => {
      seen.removed.push(String(params['id']));
      seen.accounts = [];
      return envelope(true);
    }),
  );
  return seen;
}
