import { describe, expect, it } from 'vitest';
import { registrationPayload } from '../accounts/accounts-test-kit';
import { RewardRepository } from '../engagement/reward-repository';
import { useClockedServer } from '../testing/clocked-server';
import { sendEncrypted } from '../testing/encryption';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 5, 10, 2, 0, 0);
const server = useClockedServer(START);
let serial = 0;

/** Registers a new aurora player (password Secret123) and returns its session token. */
async function newAccount(): Promise<{ username: string; token: string }> {
  serial += 1;
  const username = `breaker${serial}`;
  const response = await sendEncrypted(server, 'PUT', '/wps/member/register', registrationPayload(server, { username, birthDate: '1990-01-01' }), { merchant: 'aurora' }, `10.9.0.${serial}`);
  expect(response.statusCode, response.body).toBe(200);
  return { username, token: response.json().value.token };
}

const login = (username: string, password = 'Secret123') =>
  sendEncrypted(server, 'POST', '/wps/session/login', { type: 'username', username, password }, { merchant: 'aurora' }, `10.8.0.${serial}`);

const takeBreak = (token: string, payload: object) => sendEncrypted(server, 'POST', '/wps/member/rg/exclusion', payload, { merchant: 'aurora', authorization: token });

describe('cool-off and self-exclusion', () => {
  it('ends every session at once and refuses login with the end date until the cool-off ends', async () => {
    server.now = START;
    const account = await newAccount();
    const other = (await login(account.username)).json().value.token as string;
    const taken = await takeBreak(account.token, { kind: 'cool_off', length: '1d', password: 'Secret123' });
    expect(taken.json()).toMatchObject({ success: true, value: { kind: 'cool_off', startedAt: START, endsAt: START + 24 * HOUR, irrevocableUntil: START + 24 * HOUR } });
    for (const token of [account.token, other]) {
      const info = await server.app.inject({ url: '/wps/wallets/gcs', headers: { merchant: 'aurora', authorization: token } });
      expect(info.json().errorCode).toBe('SESSION_EXPIRED');
    }
    server.now = START + 24 * HOUR - 1;
    const refused = await login(account.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'ACCOUNT_EXCLUDED', value: { kind: 'cool_off', endsAt: START + 24 * HOUR } });
    server.now = START + 24 * HOUR;
    expect((await login(account.username)).statusCode).toBe(200);
  });

  it('does not tell a wrong password apart from an excluded account', async () => {
    server.now = START;
    const account = await newAccount();
    await takeBreak(account.token, { kind: 'cool_off', length: '1w', password: 'Secret123' });
    expect((await login(account.username, 'Wrong1234')).json().errorCode).toBe('LOGIN_FAILED');
  });

  it('runs a self-exclusion for whole calendar months, the first six irrevocable', async () => {
    server.now = START;
    const account = await newAccount();
    const taken = (await takeBreak(account.token, { kind: 'self_exclusion', length: '1y', password: 'Secret123' })).json().value;
    expect(taken).toMatchObject({ endsAt: Date.UTC(2027, 5, 10, 2), irrevocableUntil: Date.UTC(2026, 11, 10, 2) });
    server.now = Date.UTC(2027, 5, 10, 1, 59);
    expect((await login(account.username)).json()).toMatchObject({ errorCode: 'ACCOUNT_EXCLUDED', value: { kind: 'self_exclusion' } });
  });

  it('gives no reward (a referral, a race prize, a sign-in bonus) to a member on a break', async () => {
    server.now = START;
    const account = await newAccount();
    await takeBreak(account.token, { kind: 'cool_off', length: '1d', password: 'Secret123' });
    const memberId = server.db.prepare<[string], { id: number }>("SELECT id FROM member WHERE merchant_code = 'aurora' AND username = ?").get(account.username)?.id ?? 0;
    const rewards = new RewardRepository(server.db);
    const reward = (at: number, cause: string) => rewards.create({ memberId, source: 'referral', reference: null, cause, amountMinor: 5_000, at, expiresAt: null });
    expect(reward(START + HOUR, 'referral:1')).toBeNull();
    expect(reward(START + 24 * HOUR, 'referral:2')).not.toBeNull();
  });

  it('needs the right password and a length of its kind', async () => {
    server.now = START;
    const account = await newAccount();
    expect((await takeBreak(account.token, { kind: 'cool_off', length: '1d', password: 'Wrong1234' })).json().errorCode).toBe('OLD_PASSWORD_INCORRECT');
    expect((await takeBreak(account.token, { kind: 'cool_off', length: '5y', password: 'Secret123' })).json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      value: { fields: [{ field: 'length' }] },
    });
    expect((await login(account.username)).statusCode).toBe(200);
  });
});
