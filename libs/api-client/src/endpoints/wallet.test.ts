import { beforeAll, describe, expect, it } from 'vitest';
import { encryptionKeyOf } from '../encryption/key-cache';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { makeTestKey, openBody, serveKey, type TestKey } from '../test-support/test-keys';
import { getWalletBalance } from './wallet';
import { createDeposit, getDeposit, listDeposits, remindDeposit, uploadDepositReceipt } from './wallet-deposits';
import { cancelWithdrawal, createWithdrawal } from './wallet-withdraw';
import { claimRebate, listTransactions } from './wallet-history';

const server = usePlatformServer();
let oldKey: TestKey;
let newKey: TestKey;
beforeAll(async () => {
  [oldKey, newKey] = await Promise.all([makeTestKey('kid-w1'), makeTestKey('kid-w2')]);
});

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const withdraw = {
  amountMinor: 50_000,
  payoutMethod: 'gcash',
  accountNumber: '09171234567',
  accountName: 'Alice',
  paymentPassword: '123456',
} as const;

describe('wallet', () => {
  it('reads the balance', async () => {
    answer(server, 'get', '/wps/wallets/gcs', () => ok({ balanceMinor: 12_345, currency: 'PHP' }));
    await expect(getWalletBalance(testClient())).resolves.toEqual({ balanceMinor: 12_345, currency: 'PHP' });
  });

  it('creates a deposit with the Idempotency-Key header and a body without it', async () => {
    const seen = answer(server, 'post', '/wps/deposit', () => ok({ depositId: 9, status: 'pending' }));
    const value = await createDeposit(testClient(), { methodCode: 'gcash', amountMinor: 10_000, idempotencyKey: KEY });
    expect(value).toEqual({ depositId: 9, status: 'pending' });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(seen[0]?.body).toEqual({ methodCode: 'gcash', amountMinor: 10_000 });
  });

  it('surfaces IDEMPOTENCY_CONFLICT and AMOUNT_OUT_OF_RANGE', async () => {
    answer(server, 'post', '/wps/deposit', (_s, count) =>
      count === 1 ? fail('IDEMPOTENCY_CONFLICT', 409) : fail('AMOUNT_OUT_OF_RANGE', 400, { minMinor: 10_000 }),
    );
    const params = { methodCode: 'gcash', amountMinor: 1, idempotencyKey: KEY };
    expect((await failureOf(createDeposit(testClient(), params))).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await failureOf(createDeposit(testClient(), params))).toMatchObject({ value: { minMinor: 10_000 } });
  });

  it('reads a deposit and cancels a withdrawal by path parameter', async () => {
    const deposit = answer(server, 'get', '/wps/deposit/:depositId', () => ok({ depositId: 9 }));
    await getDeposit(testClient(), { depositId: 9 });
    expect(deposit[0]?.path).toBe('/wps/deposit/9');
    const reminder = answer(server, 'post', '/wps/deposit/:depositId/reminder', () => ok({ depositId: 9 }));
    await remindDeposit(testClient(), { depositId: 9 });
    expect(reminder[0]?.path).toBe('/wps/deposit/9/reminder');
    const receipt = answer(server, 'post', '/wps/deposit/:depositId/receipt', () => ok({ depositId: 9 }));
    await uploadDepositReceipt(testClient(), { depositId: 9 }, { mimeType: 'image/jpeg', imageBase64: '/9j/' });
    expect(receipt[0]?.path).toBe('/wps/deposit/9/receipt');
    expect(receipt[0]?.body).toEqual({ mimeType: 'image/jpeg', imageBase64: '/9j/' });
    const record = answer(server, 'get', '/wps/deposit', () => ok({ items: [] }));
    await listDeposits(testClient(), { status: 'paid', period: 'today', pageNo: 2 });
    expect(record[0]?.query).toEqual({ status: 'paid', period: 'today', pageNo: '2' });
    const cancel = answer(server, 'post', '/wps/transaction/withdraw/:withdrawalId/cancel', () => ok({ withdrawalId: 4 }));
    await expect(cancelWithdrawal(testClient(), { withdrawalId: 4 })).resolves.toEqual({ withdrawalId: 4 });
    expect(cancel[0]?.path).toBe('/wps/transaction/withdraw/4/cancel');
  });

  it('requests a withdrawal encrypted, with the Idempotency-Key header', async () => {
    serveKey(server, () => oldKey);
    const seen = answer(server, 'post', '/wps/transaction/withdraw', () => ok({ withdrawalId: 4, status: 'pending' }));
    await createWithdrawal(testClient(), { ...withdraw, idempotencyKey: KEY });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(seen[0]?.headers.get('Encryption')).toBe('JWE;kid=kid-w1');
    expect((await openBody(seen[0]?.body, oldKey)).data).toEqual(withdraw);
  });

  it('keeps the Idempotency-Key on the retry after a key rotation', async () => {
    let platformKey = oldKey;
    serveKey(server, () => platformKey);
    const client = testClient();
    await encryptionKeyOf(client);
    platformKey = newKey;
    const seen = answer(server, 'post', '/wps/transaction/withdraw', ({ headers }) =>
      headers.get('Encryption') === 'JWE;kid=kid-w2'
        ? ok({ withdrawalId: 5 })
        : fail('ENCRYPTION_INVALID', 400, { kid: 'kid-w2' }),
    );
    await expect(createWithdrawal(client, { ...withdraw, idempotencyKey: KEY })).resolves.toEqual({ withdrawalId: 5 });
    expect(seen.map((s) => s.headers.get('Idempotency-Key'))).toEqual([KEY, KEY]);
    expect((await openBody(seen[1]?.body, newKey)).data).toEqual(withdraw);
  });

  it('surfaces INSUFFICIENT_BALANCE from a withdrawal', async () => {
    serveKey(server, () => oldKey);
    answer(server, 'post', '/wps/transaction/withdraw', () => fail('INSUFFICIENT_BALANCE', 400));
    const error = await failureOf(createWithdrawal(testClient(), { ...withdraw, idempotencyKey: KEY }));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 400 });
  });

  it('lists transactions with filters and claims a rebate', async () => {
    const list = answer(server, 'get', '/wps/transaction/records', () => ok({ items: [] }));
    await listTransactions(testClient(), { type: 'deposit', from: 1_700_000_000_000, pageNo: 1 });
    expect(list[0]?.query).toEqual({ type: 'deposit', from: '1700000000000', pageNo: '1' });
    const claim = answer(server, 'post', '/wps/rebates/:rebateId/claim', () => ok(true));
    await expect(claimRebate(testClient(), { rebateId: 77 })).resolves.toBeUndefined();
    expect(claim[0]?.path).toBe('/wps/rebates/77/claim');
  });
});
