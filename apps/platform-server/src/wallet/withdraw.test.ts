import { beforeAll, describe, expect, it } from 'vitest';
import { encryptedRequest, sendEncrypted } from '../testing/encryption';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { PAYOUT_MESSAGE_KEYS } from './withdraw-payload';
import { PAYMENT_PASSWORD_POLICY } from './withdrawal-service';
import { cashOf, memberIdOf, newKey, setPaymentPassword, useWalletServer } from './wallet-test-kit';

const { server, clock } = useWalletServer();

beforeAll(async () => {
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo'), 'Pay1234');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'agent01'), AGENT_PAYMENT_PASSWORD);
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo', 'jade'), null);
});

const AGENT_PAYMENT_PASSWORD = 'Agent5678';
const gcash = { amountMinor: 50_000, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz' };
/** agent01's withdrawal to GCash, with agent01's payment password. */
const agentGcash = { ...gcash, paymentPassword: AGENT_PAYMENT_PASSWORD };

async function withdraw(headers: Record<string, string>, payload: object, key = newKey()) {
  return sendEncrypted(server, 'POST', '/wps/transaction/withdraw', payload, { ...headers, 'idempotency-key': key });
}

const withdrawalRows = (id: number) => server.app.platform.ledger.entriesFor(`withdrawal:${id}`);

describe('getWithdrawOptions', () => {
  it('gives the balance, payout methods, banks and whether a payment password is set', async () => {
    const response = await server.app.inject({ url: '/wps/transaction/withdraw/options', headers: authHeaders(server, 'demo') });
    expect(response.statusCode).toBe(200);
    const options = response.json().value;
    expect(options).toMatchObject({ currency: 'PHP', availableMinor: cashOf(server, 'demo'), lockedMinor: 0, paymentPasswordSet: true });
    expect(options.payoutMethods.map((m: { code: string }) => m.code)).toEqual(['gcash', 'maya', 'bank']);
    expect(options.banks.map((b: { code: string }) => b.code)).toContain('BDO');
    const none = await server.app.inject({ url: '/wps/transaction/withdraw/options', headers: authHeaders(server, 'demo', 'jade') });
    expect(none.json().value.paymentPasswordSet).toBe(false);
  });

  it('refuses trial accounts', async () => {
    const response = await server.app.inject({ url: '/wps/transaction/withdraw/options', headers: trialHeaders(server) });
    expect(response.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('createWithdrawal', () => {
  it('debits the balance and the withdrawal row together, pending, with a masked account', async () => {
    const before = cashOf(server, 'demo');
    const response = await withdraw(authHeaders(server, 'demo'), { ...gcash, paymentPassword: 'Pay1234' });
    expect(response.statusCode).toBe(200);
    const withdrawal = response.json().value;
    expect(withdrawal).toMatchObject({ status: 'pending', amountMinor: 50_000, currency: 'PHP', payoutMethod: 'gcash', bankCode: null });
    expect(withdrawal.accountNumberMasked).toBe('•••••••4567');
    expect(cashOf(server, 'demo')).toBe(before - 50_000);
    expect(withdrawalRows(withdrawal.id)).toMatchObject([{ kind: 'withdrawal', amountMinor: -50_000 }]);
    const balance = await server.app.inject({ url: '/wps/wallets/gcs', headers: authHeaders(server, 'demo') });
    expect(balance.json().value.lockedMinor).toBe(50_000);
  });

  it('answers a retry of the same key with the first result and one debit; another payload is a conflict', async () => {
    const headers = authHeaders(server, 'agent01');
    const key = newKey();
    const before = cashOf(server, 'agent01');
    const first = await withdraw(headers, agentGcash, key);
    const retry = await withdraw(headers, agentGcash, key);
    expect(retry.json()).toEqual(first.json());
    expect(withdrawalRows(first.json().value.id)).toHaveLength(1);
    expect(cashOf(server, 'agent01')).toBe(before - gcash.amountMinor);
    const conflict = await withdraw(headers, { ...agentGcash, amountMinor: 60_000 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
    expect(cashOf(server, 'agent01')).toBe(before - gcash.amountMinor);
  });

  const withdrawalCount = () => (server.db.prepare('SELECT count(*) AS n FROM withdrawal').get() as { n: number }).n;

  it('refuses more than the balance and leaves no withdrawal behind', async () => {
    const headers = authHeaders(server, 'agent01');
    const balance = cashOf(server, 'agent01');
    const rows = withdrawalCount();
    const response = await withdraw(headers, { ...agentGcash, payoutMethod: 'bank', bankCode: 'BPI', accountNumber: '1234567890', amountMinor: balance + 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(withdrawalCount()).toBe(rows);
    expect(cashOf(server, 'agent01')).toBe(balance);
  });

  it('refuses a member who has set no payment password yet, and leaves no withdrawal behind', async () => {
    const balance = cashOf(server, 'demo', 'jade');
    const rows = withdrawalCount();
    for (const payload of [gcash, { ...gcash, paymentPassword: 'Anything1' }]) {
      const response = await withdraw(authHeaders(server, 'demo', 'jade'), payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    }
    expect(withdrawalCount()).toBe(rows);
    expect(cashOf(server, 'demo', 'jade')).toBe(balance);
  });

  it('checks the amount against the payout limits', async () => {
    for (const amountMinor of [9_999, 5_000_001]) {
      const response = await withdraw(authHeaders(server, 'agent01'), { ...agentGcash, amountMinor });
      expect(response.json()).toMatchObject({ errorCode: 'AMOUNT_OUT_OF_RANGE', value: { minMinor: 10_000, maxMinor: 5_000_000 } });
    }
    const bank = await withdraw(authHeaders(server, 'agent01'), { ...agentGcash, payoutMethod: 'bank', bankCode: 'BDO', accountNumber: '001234567890', amountMinor: 49_999 });
    expect(bank.json().errorCode).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('checks the account number and bank for the payout method', async () => {
    const cases: [object, string[]][] = [
      [{ ...agentGcash, accountNumber: '12345678901' }, ['accountNumber']],
      [{ ...agentGcash, payoutMethod: 'bank', accountNumber: '1234567890' }, ['bankCode']],
      [{ ...agentGcash, payoutMethod: 'bank', bankCode: 'NOBANK', accountNumber: '123' + '4567890' }, ['bankCode']],
      [{ ...agentGcash, payoutMethod: 'bank', bankCode: 'BDO', accountNumber: '123456' }, ['accountNumber']],
    ];
    for (const [payload, fields] of cases) {
      const response = await withdraw(authHeaders(server, 'agent01'), payload);
      expect(response.statusCode).toBe(400);
      const expected = fields.map((field) => ({ field, messageKey: PAYOUT_MESSAGE_KEYS[field as keyof typeof PAYOUT_MESSAGE_KEYS] }));
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: expected } });
    }
    for (const payload of [{ ...agentGcash, amountMinor: 1.5 }, { ...agentGcash, payoutMethod: 'paypal' }, { ...agentGcash, extra: 1 }, { amountMinor: 50_000 }]) {
      expect((await withdraw(authHeaders(server, 'agent01'), payload)).json().errorCode).toBe('BAD_REQUEST');
    }
  });

  it('requires the payment password, and rate-limits wrong ones', async () => {
    const headers = authHeaders(server, 'demo');
    const before = cashOf(server, 'demo');
    const missing = await withdraw(headers, gcash);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    // A missing password counts like a wrong one.
    for (let attempt = 1; attempt < PAYMENT_PASSWORD_POLICY.limit; attempt += 1) {
      const wrong = await withdraw(headers, { ...gcash, paymentPassword: 'Wrong999' });
      expect(wrong.json().errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    }
    const limited = await withdraw(headers, { ...gcash, paymentPassword: 'Pay1234' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: 900 } });
    expect(Number(limited.headers['retry-after'])).toBe(900);
    expect(cashOf(server, 'demo')).toBe(before);
    clock.now += PAYMENT_PASSWORD_POLICY.windowMs;
    expect((await withdraw(authHeaders(server, 'demo'), { ...gcash, paymentPassword: 'Pay1234' })).statusCode).toBe(200);
  });

  it('refuses trial accounts and a stale encrypted body', async () => {
    expect((await withdraw(trialHeaders(server), gcash)).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    const encrypted = await encryptedRequest(server, gcash, { iat: clock.now - 10 * 60_000 });
    const stale = await server.app.inject({
      method: 'POST',
      url: '/wps/transaction/withdraw',
      headers: { ...authHeaders(server, 'agent01'), ...encrypted.headers, 'idempotency-key': newKey() },
      payload: encrypted.payload,
    });
    expect(stale.json().errorCode).toBe('ENCRYPTION_INVALID');
  });
});

describe('cancelWithdrawal', () => {
  it('refunds a pending withdrawal once; then it is not cancellable', async () => {
    const headers = authHeaders(server, 'agent01');
    const before = cashOf(server, 'agent01');
    const withdrawal = (await withdraw(headers, { ...agentGcash, payoutMethod: 'maya', amountMinor: 30_000 })).json().value;
    const url = `/wps/transaction/withdraw/${withdrawal.id}/cancel`;
    const cancelled = await server.app.inject({ method: 'POST', url, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().value).toMatchObject({ id: withdrawal.id, status: 'cancelled', settledAt: clock.now });
    expect(cashOf(server, 'agent01')).toBe(before);
    const again = await server.app.inject({ method: 'POST', url, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ORDER_NOT_CANCELLABLE');
    expect(withdrawalRows(withdrawal.id).map((row) => row.kind)).toEqual(['withdrawal', 'withdrawal_refund']);
  });

  it("refuses a paid-out withdrawal and another member's", async () => {
    const paid = server.db.prepare("SELECT id FROM withdrawal WHERE status = 'paid' AND member_id = ?").get(memberIdOf(server.db, 'agent01')) as { id: number };
    const headers = authHeaders(server, 'agent01');
    expect((await server.app.inject({ method: 'POST', url: `/wps/transaction/withdraw/${paid.id}/cancel`, headers })).json().errorCode).toBe(
      'ORDER_NOT_CANCELLABLE',
    );
    const mine = (await withdraw(headers, agentGcash)).json().value;
    const other = await server.app.inject({ method: 'POST', url: `/wps/transaction/withdraw/${mine.id}/cancel`, headers: authHeaders(server, 'demo', 'jade') });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('NOT_FOUND');
  });
});
