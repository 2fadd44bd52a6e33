import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAYOUT_ACCOUNTS_PER_METHOD } from '@gp/domain';
import { sendEncrypted } from '../testing/encryption';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { PAYMENT_PASSWORD_POLICY } from './withdrawal-service';
import { memberIdOf, newKey, setPaymentPassword, useWalletServer } from './wallet-test-kit';

const { server } = useWalletServer();
const URL = '/wps/transaction/withdraw/accounts';

beforeAll(async () => {
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo'), 'Pay1234');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'agent01'), 'Pay5678');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo', 'jade'), null);
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo', 'ember'), 'Pay3456');
});

const gcash = { payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword: 'Pay1234' };

function add(headers: Record<string, string>, payload: object, key = newKey()) {
  return sendEncrypted(server, 'POST', URL, payload, { ...headers, 'idempotency-key': key });
}

async function list(headers: Record<string, string>) {
  const response = await server.app.inject({ url: URL, headers });
  return response.json().value as { maxPerMethod: number; accounts: { id: number; payoutMethod: string; accountNumberMasked: string }[] };
}

const rows = () => (server.db.prepare('SELECT count(*) AS n FROM payout_account').get() as { n: number }).n;

describe('addPayoutAccount', () => {
  it('saves an account behind the payment password and lists it masked', async () => {
    const headers = authHeaders(server, 'demo');
    const response = await add(headers, gcash);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz' });
    const saved = await list(headers);
    expect(saved.maxPerMethod).toBe(MAX_PAYOUT_ACCOUNTS_PER_METHOD);
    expect(saved.accounts.map((a) => a.id)).toContain(response.json().value.id);
  });

  it('answers a retry, and the same account again, with the one account; another payload under the key is a conflict', async () => {
    const headers = authHeaders(server, 'demo');
    const payload = { ...gcash, payoutMethod: 'maya', accountNumber: '09181112222' };
    const key = newKey();
    const before = rows();
    const first = await add(headers, payload, key);
    const retry = await add(headers, payload, key);
    const again = await add(headers, payload);
    expect(retry.json()).toEqual(first.json());
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(rows()).toBe(before + 1);
    const conflict = await add(headers, { ...payload, accountNumber: '09181113333' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses a member without a payment password, a wrong password and a number off the pattern', async () => {
    const noPassword = await add(authHeaders(server, 'demo', 'jade'), gcash);
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    const wrong = await add(authHeaders(server, 'agent01'), { ...gcash, paymentPassword: 'nope' });
    expect(wrong.json().errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    const badNumber = await add(authHeaders(server, 'agent01'), { ...gcash, accountNumber: '08171234567', paymentPassword: 'Pay5678' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'accountNumber', messageKey: 'invalid_account_number_format' }] } });
    const badBank = await add(authHeaders(server, 'agent01'), { ...gcash, payoutMethod: 'bank', accountNumber: '1234567890', bankCode: 'NOPE', paymentPassword: 'Pay5678' });
    expect(badBank.json().value.fields).toEqual([{ field: 'bankCode', messageKey: 'invalid_bank_code' }]);
    expect((await list(authHeaders(server, 'agent01'))).accounts).toEqual([]);
  });

  it('shares the wrong-password limit with withdrawals', async () => {
    const headers = authHeaders(server, 'agent01');
    for (let i = 1; i < PAYMENT_PASSWORD_POLICY.limit; i += 1) await add(headers, { ...gcash, paymentPassword: 'nope' });
    const limited = await add(headers, { ...gcash, paymentPassword: 'Pay5678' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
  });

  it('keeps at most the limit per method', async () => {
    const headers = authHeaders(server, 'demo');
    const bank = { ...gcash, payoutMethod: 'bank', bankCode: 'BDO' };
    for (let i = 0; i < MAX_PAYOUT_ACCOUNTS_PER_METHOD; i += 1) {
      expect((await add(headers, { ...bank, accountNumber: `123456789${i}` })).statusCode).toBe(200);
    }
    const over = await add(headers, { ...bank, accountNumber: '1234567899' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorCode: 'PAYOUT_ACCOUNT_LIMIT', value: { max: MAX_PAYOUT_ACCOUNTS_PER_METHOD } });
    const same = await add(headers, { ...bank, accountNumber: '1234567890' });
    expect(same.statusCode).toBe(200);
  });

  it('refuses trial accounts', async () => {
    expect((await add(trialHeaders(server), gcash)).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect((await server.app.inject({ url: URL, headers: trialHeaders(server) })).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('removePayoutAccount', () => {
  it('removes the member own account once, answers a repeat the same, and leaves other members alone', async () => {
    const headers = authHeaders(server, 'demo');
    const saved = (await add(headers, { ...gcash, accountNumber: '09179990000' })).json().value as { id: number };
    const remove = (h: Record<string, string>) => server.app.inject({ method: 'DELETE', url: `${URL}/${saved.id}`, headers: h });
    const foreign = await remove(authHeaders(server, 'agent01'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    expect((await list(headers)).accounts.map((a) => a.id)).toContain(saved.id);
    expect((await remove(headers)).json().success).toBe(true);
    expect((await remove(headers)).json().success).toBe(true);
    expect((await list(headers)).accounts.map((a) => a.id)).not.toContain(saved.id);
  });
});

describe('createWithdrawal to a saved account', () => {
  const withdraw = (headers: Record<string, string>, payload: object) =>
    sendEncrypted(server, 'POST', '/wps/transaction/withdraw', payload, { ...headers, 'idempotency-key': newKey() });

  it('pays out to the member own saved account, and refuses another member account, a removed one or one of another method', async () => {
    const headers = authHeaders(server, 'demo');
    const saved = (await add(headers, { ...gcash, accountNumber: '09175550000' })).json().value as { id: number };
    const paid = await withdraw(headers, { amountMinor: 20_000, payoutMethod: 'gcash', payoutAccountId: saved.id, paymentPassword: 'Pay1234' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'pending', payoutMethod: 'gcash', accountNumberMasked: '•••••••0000', accountName: 'Juan Dela Cruz' });
    const otherMethod = await withdraw(headers, { amountMinor: 20_000, payoutMethod: 'maya', payoutAccountId: saved.id, paymentPassword: 'Pay1234' });
    expect(otherMethod.json().errorCode).toBe('NOT_FOUND');
    const foreign = await withdraw(authHeaders(server, 'demo', 'ember'), { amountMinor: 20_000, payoutMethod: 'gcash', payoutAccountId: saved.id, paymentPassword: 'Pay3456' });
    expect(foreign.statusCode).toBe(404);
    await server.app.inject({ method: 'DELETE', url: `${URL}/${saved.id}`, headers });
    const removed = await withdraw(headers, { amountMinor: 20_000, payoutMethod: 'gcash', payoutAccountId: saved.id, paymentPassword: 'Pay1234' });
    expect(removed.json().errorCode).toBe('NOT_FOUND');
  });

  it('asks for the account number and name when no saved account is named', async () => {
    const response = await withdraw(authHeaders(server, 'demo', 'ember'), { amountMinor: 20_000, payoutMethod: 'gcash', paymentPassword: 'Pay3456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['accountNumber', 'accountName']);
  });
});
