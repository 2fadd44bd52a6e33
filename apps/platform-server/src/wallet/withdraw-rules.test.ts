import { beforeAll, describe, expect, it } from 'vitest';
import { sendEncrypted } from '../testing/encryption';
import { authHeaders } from '../testing/sessions';
import { cashOf, memberIdOf, newKey, setPaymentPassword, useWalletServer } from './wallet-test-kit';
import { DEFAULT_WITHDRAW_RULES, WithdrawRulesRepository } from './withdraw-rules-repository';

const DAY_MS = 24 * 60 * 60_000;
// 12:00 in Manila.
const { server, clock } = useWalletServer(Date.UTC(2026, 2, 10, 4, 0));

beforeAll(async () => {
  for (const merchant of ['jade', 'ember']) await setPaymentPassword(server.db, memberIdOf(server.db, 'demo', merchant), 'Pay1234');
});

const gcash = { amountMinor: 50_000, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword: 'Pay1234' };

function withdraw(merchant: string, payload: object = gcash) {
  return sendEncrypted(server, 'POST', '/wps/transaction/withdraw', payload, { ...authHeaders(server, 'demo', merchant), 'idempotency-key': newKey() });
}

async function optionsOf(merchant: string) {
  const response = await server.app.inject({ url: '/wps/transaction/withdraw/options', headers: authHeaders(server, 'demo', merchant) });
  return response.json().value;
}

const withdrawalsOf = (merchant: string) =>
  (server.db.prepare('SELECT count(*) AS n FROM withdrawal WHERE member_id = ?').get(memberIdOf(server.db, 'demo', merchant)) as { n: number }).n;

describe("a merchant's withdrawal rules", () => {
  it("are announced with the member's withdrawals of the Manila day, which ends at the next Manila midnight", async () => {
    const options = await optionsOf('jade');
    expect(options.rules).toEqual({
      maxCountPerDay: 3,
      maxAmountPerDayMinor: 10_000_000,
      freePerDay: 1,
      feeFixedMinor: 1_500,
      feeBasisPoints: 50,
      feeCapMinor: 25_000,
      turnoverBasisPoints: 0,
    });
    expect(options.today).toEqual({ count: 0, amountMinor: 0, resetsAt: Date.UTC(2026, 2, 10, 16, 0) });
    expect((await optionsOf('ember')).rules).toEqual({ ...DEFAULT_WITHDRAW_RULES, turnoverBasisPoints: 10_000 });
  });

  it('charge the fee from the payout once the free withdrawals are used, debiting the balance the amount', async () => {
    const before = cashOf(server, 'demo', 'jade');
    const first = (await withdraw('jade')).json().value;
    const second = (await withdraw('jade')).json().value;
    expect([first.feeMinor, second.feeMinor]).toEqual([0, 1_750]);
    expect(cashOf(server, 'demo', 'jade')).toBe(before - 100_000);
    expect((await optionsOf('jade')).today).toMatchObject({ count: 2, amountMinor: 100_000 });
    const listed = await server.app.inject({ url: '/wps/transaction/withdraw?status=pending', headers: authHeaders(server, 'demo', 'jade') });
    expect(listed.json().value.items.map((item: { feeMinor: number }) => item.feeMinor)).toEqual([1_750, 0]);
  });

  it('refuse a withdrawal past the day\'s number, leave nothing behind, count no cancelled one, and start again the next day', async () => {
    const third = (await withdraw('jade')).json().value;
    const rows = withdrawalsOf('jade');
    const refused = await withdraw('jade');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'WITHDRAW_DAILY_COUNT', value: { countLeft: 0, resetsAt: Date.UTC(2026, 2, 10, 16, 0) } });
    expect(withdrawalsOf('jade')).toBe(rows);

    const cancelled = await server.app.inject({ method: 'POST', url: `/wps/transaction/withdraw/${third.id}/cancel`, headers: authHeaders(server, 'demo', 'jade') });
    expect(cancelled.statusCode).toBe(200);
    expect((await withdraw('jade')).statusCode).toBe(200);

    clock.now += DAY_MS;
    expect((await optionsOf('jade')).today).toEqual({ count: 0, amountMinor: 0, resetsAt: Date.UTC(2026, 2, 11, 16, 0) });
    const nextDay = await withdraw('jade');
    expect(nextDay.json().value).toMatchObject({ status: 'pending', feeMinor: 0 });
  });

  it("refuse a withdrawal past what is left of the day's amount, saying how much is left", async () => {
    const rules = new WithdrawRulesRepository(server.db);
    rules.setRules('ember', { ...DEFAULT_WITHDRAW_RULES, maxAmountPerDayMinor: 80_000 });
    expect((await withdraw('ember')).statusCode).toBe(200);
    const refused = await withdraw('ember');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'WITHDRAW_DAILY_AMOUNT', value: { countLeft: 4, amountLeftMinor: 30_000 } });
    expect((await withdraw('ember', { ...gcash, amountMinor: 30_000 })).statusCode).toBe(200);
    rules.setRules('ember', DEFAULT_WITHDRAW_RULES);
  });

  it('refuse an amount the fee would take whole', async () => {
    const rules = new WithdrawRulesRepository(server.db);
    rules.setRules('ember', { ...DEFAULT_WITHDRAW_RULES, freePerDay: 0, feeFixedMinor: 10_000, feeBasisPoints: 0 });
    const rows = withdrawalsOf('ember');
    const refused = await withdraw('ember', { ...gcash, amountMinor: 10_000 });
    expect(refused.json()).toMatchObject({ errorCode: 'AMOUNT_OUT_OF_RANGE', value: { feeMinor: 10_000 } });
    expect(withdrawalsOf('ember')).toBe(rows);
    expect((await withdraw('ember', { ...gcash, amountMinor: 10_001 })).json().value.feeMinor).toBe(10_000);
    rules.setRules('ember', DEFAULT_WITHDRAW_RULES);
  });
});
