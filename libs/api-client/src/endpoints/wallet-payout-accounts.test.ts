import { beforeAll, describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { makeTestKey, openBody, serveKey, type TestKey } from '../test-support/test-keys';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './wallet-payout-accounts';
import { listWithdrawals } from './wallet-withdrawals';

const server = usePlatformServer();
let key: TestKey;
beforeAll(async () => {
  key = await makeTestKey('kid-p1');
});

const KEY = '2b1f8fad-d9cb-469f-a165-70867728950e';
const account = { payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Alice Cruz', paymentPassword: 'Pay1234' } as const;

describe('payout accounts', () => {
  it('lists the saved accounts', async () => {
    answer(server, 'get', '/wps/transaction/withdraw/accounts', () => ok({ maxPerMethod: 3, accounts: [] }));
    await expect(listPayoutAccounts(testClient())).resolves.toEqual({ maxPerMethod: 3, accounts: [] });
  });

  it('saves one encrypted, with the Idempotency-Key header', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'post', '/wps/transaction/withdraw/accounts', () => ok({ id: 3 }));
    await expect(addPayoutAccount(testClient(), { ...account, idempotencyKey: KEY })).resolves.toEqual({ id: 3 });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(seen[0]?.headers.get('Encryption')).toBe('JWE;kid=kid-p1');
    expect((await openBody(seen[0]?.body, key)).data).toEqual(account);
  });

  it('surfaces PAYOUT_ACCOUNT_LIMIT with its maximum', async () => {
    serveKey(server, () => key);
    answer(server, 'post', '/wps/transaction/withdraw/accounts', () => fail('PAYOUT_ACCOUNT_LIMIT', 409, { max: 3 }));
    expect(await failureOf(addPayoutAccount(testClient(), { ...account, idempotencyKey: KEY }))).toMatchObject({ code: 'PAYOUT_ACCOUNT_LIMIT', value: { max: 3 } });
  });

  it('removes one by path parameter', async () => {
    const seen = answer(server, 'delete', '/wps/transaction/withdraw/accounts/:accountId', () => ok(true));
    await expect(removePayoutAccount(testClient(), { accountId: 8 })).resolves.toBeUndefined();
    expect(seen[0]?.path).toBe('/wps/transaction/withdraw/accounts/8');
  });
});

describe('withdrawals', () => {
  it('lists them by status and page', async () => {
    const seen = answer(server, 'get', '/wps/transaction/withdraw', () => ok({ currency: 'PHP', items: [], page: {} }));
    await listWithdrawals(testClient(), { status: 'pending', pageSize: 5 });
    expect(seen[0]?.query).toEqual({ status: 'pending', pageSize: '5' });
  });
});
