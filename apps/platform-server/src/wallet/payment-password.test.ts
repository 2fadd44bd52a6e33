import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_POLICY, paymentPasswordKey } from '../security/payment-password-guard';
import { sendEncrypted } from '../testing/encryption';
import { authHeaders } from '../testing/sessions';
import { cashOf, memberIdOf, newKey, setPaymentPassword, useWalletServer } from './wallet-test-kit';
import { DEFAULT_WITHDRAW_RULES, WithdrawRulesRepository } from './withdraw-rules-repository';

const { server, clock } = useWalletServer();

beforeAll(async () => {
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo'), 'Pay1234');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'agent01'), 'Pay1234');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'agent01', 'jade'), 'Pay1234');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'demo', 'ember'), 'Pay1234');
  await setPaymentPassword(server.db, memberIdOf(server.db, 'agent01', 'ember'), 'Pay1234');
});

const gcash = { amountMinor: 10_000, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz' };

async function send(url: string, headers: Record<string, string>, payload: object) {
  return sendEncrypted(server, 'POST', url, payload, { ...headers, 'idempotency-key': newKey() });
}

const withdraw = (headers: Record<string, string>, paymentPassword?: string) => send('/wps/transaction/withdraw', headers, { ...gcash, paymentPassword });
const transfer = (paymentPassword?: string) =>
  send('/wps/agent/transferDownline', authHeaders(server, 'agent01', 'jade'), { downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword });

/** Attempts that count now against a member's payment password. */
const hitsOf = (memberId: number) =>
  server.db
    .prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM rate_limit_hit WHERE key = ? AND expires_at > ?')
    .get(paymentPasswordKey(memberId), clock.now)?.n ?? 0;

describe('the payment password throttle', () => {
  it('checks only 5 of 8 parallel wrong passwords; the rest and then a right one get 429 until the window passes', async () => {
    const headers = authHeaders(server, 'demo');
    const before = cashOf(server, 'demo');
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(headers, 'Wrong999')));
    const codes = answers.map((answer) => answer.json().errorCode);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(PAYMENT_PASSWORD_POLICY.limit);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(8 - PAYMENT_PASSWORD_POLICY.limit);
    for (const answer of limited) {
      expect(answer.json().errorCode).toBe('RATE_LIMITED');
      expect(answer.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBe(answer.json().value.retryAfterSeconds);
    }
    expect(hitsOf(memberIdOf(server.db, 'demo'))).toBe(PAYMENT_PASSWORD_POLICY.limit);

    expect((await withdraw(headers, 'Pay1234')).statusCode).toBe(429);
    clock.now += PAYMENT_PASSWORD_POLICY.windowMs - 1;
    expect((await withdraw(headers, 'Pay1234')).statusCode).toBe(429);
    expect(cashOf(server, 'demo')).toBe(before);
    clock.now += 1;
    const done = await withdraw(headers, 'Pay1234');
    expect(done.statusCode, done.body).toBe(200);
    expect(cashOf(server, 'demo')).toBe(before - gcash.amountMinor);
  });

  it('does not count a right password', async () => {
    const headers = authHeaders(server, 'agent01');
    const agent = memberIdOf(server.db, 'agent01');
    await Promise.all(Array.from({ length: 4 }, () => withdraw(headers, 'Wrong999')));
    for (let i = 0; i < 3; i++) expect((await withdraw(headers, 'Pay1234')).statusCode).toBe(200);
    expect(hitsOf(agent)).toBe(4);
    expect((await withdraw(headers, 'Wrong999')).json().errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    expect((await withdraw(headers, 'Pay1234')).statusCode).toBe(429);
  });

  it('lets 50 parallel withdrawals with the right password all through, none refused for attempts still in flight', async () => {
    const member = memberIdOf(server.db, 'demo', 'ember');
    // The day's allowance is not what this test is about: ember allows 50 today.
    new WithdrawRulesRepository(server.db).setRules('ember', { ...DEFAULT_WITHDRAW_RULES, maxCountPerDay: 50 });
    server.app.platform.ledger.post({ memberId: member, wallet: 'cash', amountMinor: 50 * gcash.amountMinor, kind: 'deposit', reference: 'test:parallel', at: clock.now });
    const before = cashOf(server, 'demo', 'ember');
    const headers = authHeaders(server, 'demo', 'ember');
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(headers, 'Pay1234')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(50).fill(200));
    expect(cashOf(server, 'demo', 'ember')).toBe(before - 50 * gcash.amountMinor);
    expect(hitsOf(member)).toBe(0);
  });

  it('checks at most 5 of 50 parallel withdrawals with a wrong password and refuses the rest with 429', async () => {
    const headers = authHeaders(server, 'agent01', 'ember');
    const before = cashOf(server, 'agent01', 'ember');
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(headers, 'Wrong999')));
    const codes = answers.map((answer) => answer.json().errorCode);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(PAYMENT_PASSWORD_POLICY.limit);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(50 - PAYMENT_PASSWORD_POLICY.limit);
    expect(hitsOf(memberIdOf(server.db, 'agent01', 'ember'))).toBe(PAYMENT_PASSWORD_POLICY.limit);
    expect(cashOf(server, 'agent01', 'ember')).toBe(before);
  });

  it('is one throttle for withdrawals and agent transfers, counting a missing password the same in both', async () => {
    const agent = memberIdOf(server.db, 'agent01', 'jade');
    const headers = authHeaders(server, 'agent01', 'jade');
    expect((await withdraw(headers)).json().errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    expect((await transfer()).json().errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    expect(hitsOf(agent)).toBe(2);
    const codes = (await Promise.all([transfer('Wrong999'), withdraw(headers, 'Wrong999'), transfer('Wrong999'), transfer('Wrong999')])).map(
      (answer) => answer.json().errorCode,
    );
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(3);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(1);
    for (const refused of [await transfer('Pay1234'), await withdraw(headers, 'Pay1234'), await transfer()]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    clock.now += PAYMENT_PASSWORD_POLICY.windowMs;
    expect((await transfer('Pay1234')).statusCode).toBe(200);
    expect(hitsOf(agent)).toBe(0);
  });
});
