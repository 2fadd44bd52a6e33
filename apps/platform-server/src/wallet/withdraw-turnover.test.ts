import { describe, expect, it } from 'vitest';
import { sendEncrypted } from '../testing/encryption';
import { cancelBet, gameWhere, launch, lotteryBet, newKey, newPlayer } from '../play/play-test-kit';
import { setPaymentPassword, tokenOf, useWalletServer } from './wallet-test-kit';
import { DEFAULT_WITHDRAW_RULES, WithdrawRulesRepository } from './withdraw-rules-repository';

const { server, clock } = useWalletServer();

/** A new Ember player with ₱1,000 of play money that asks no wagering (not a deposit), and a payment password. */
async function emberPlayer() {
  new WithdrawRulesRepository(server.db).setRules('ember', { ...DEFAULT_WITHDRAW_RULES, turnoverBasisPoints: 10_000 });
  const player = newPlayer(server, 100_000, 'ember');
  await setPaymentPassword(server.db, player.memberId, 'Pay1234');
  return player;
}

/** A ₱300 GCash deposit, paid through the sandbox provider. */
async function paidDeposit(headers: Record<string, string>): Promise<void> {
  const created = await server.app.inject({ method: 'POST', url: '/wps/deposit', headers: { ...headers, 'idempotency-key': newKey() }, payload: { methodCode: 'GCASH', amountMinor: 30_000 } });
  const deposit = created.json().value;
  const paid = await server.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${deposit.id}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: tokenOf(deposit.paymentUrl) }).toString(),
  });
  expect(paid.statusCode).toBe(303);
}

/** Real-money spins of the demo slot, ₱100 each. */
async function spins(headers: Record<string, string>, count: number): Promise<void> {
  const game = gameWhere(server.db, "game_category = 'RNG' AND min_bet_minor <= 10000");
  const { ticket } = await launch(server.app, headers, `nodeId=${game.nodeId}`);
  for (let i = 0; i < count; i += 1) {
    clock.now += 1_000;
    const spin = await server.app.inject({ method: 'POST', url: '/wps/demo/slot/spin', headers: { merchant: 'ember', 'idempotency-key': newKey() }, payload: { ticket, stakeMinor: 10_000 } });
    expect(spin.statusCode, spin.body).toBe(200);
  }
}

const turnoverOf = async (headers: Record<string, string>) =>
  (await server.app.inject({ url: '/wps/transaction/withdraw/options', headers })).json().value.turnover;

const withdraw = (headers: Record<string, string>) =>
  sendEncrypted(server, 'POST', '/wps/transaction/withdraw', { amountMinor: 10_000, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword: 'Pay1234' }, { ...headers, 'idempotency-key': newKey() });

describe('the wagering a deposit asks for before a withdrawal', () => {
  it('refuses a withdrawal until real-money bets since the last withdrawal reach the deposits, then starts again', async () => {
    const { headers } = await emberPlayer();
    expect(await turnoverOf(headers)).toEqual({ requiredMinor: 0, countedMinor: 0, byCategory: [] });
    await paidDeposit(headers);
    expect(await turnoverOf(headers)).toEqual({ requiredMinor: 30_000, countedMinor: 0, byCategory: [] });
    const refused = await withdraw(headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'TURNOVER_NOT_MET', value: { requiredMinor: 30_000, countedMinor: 0 } });

    await spins(headers, 2);
    expect(await turnoverOf(headers)).toEqual({ requiredMinor: 30_000, countedMinor: 20_000, byCategory: [{ category: 'RNG', countedMinor: 20_000 }] });
    expect((await withdraw(headers)).json().errorCode).toBe('TURNOVER_NOT_MET');
    await spins(headers, 1);
    expect((await withdraw(headers)).statusCode).toBe(200);

    // The withdrawal starts a new count: nothing deposited since, nothing asked.
    clock.now += 1_000;
    expect(await turnoverOf(headers)).toEqual({ requiredMinor: 0, countedMinor: 0, byCategory: [] });
  });

  it('counts a lottery bet once its draw has closed: a bet that can still be cancelled opens no withdrawal', async () => {
    const { headers } = await emberPlayer();
    await paidDeposit(headers);
    const ahead = await lotteryBet(server, headers, { numbers: ['01', '02', '03'], stakeEach: 10_000, drawsAhead: 1 });
    expect(await turnoverOf(headers)).toEqual({ requiredMinor: 30_000, countedMinor: 0, byCategory: [] });
    expect((await withdraw(headers)).json().errorCode).toBe('TURNOVER_NOT_MET');
    expect((await cancelBet(server, headers, ahead.orderId, ahead.subOrderIds.slice(0, 1))).statusCode).toBe(200);

    clock.now = ahead.closesAt;
    expect(await turnoverOf(headers)).toEqual({ requiredMinor: 30_000, countedMinor: 20_000, byCategory: [{ category: 'ELOTT', countedMinor: 20_000 }] });
    await spins(headers, 1);
    expect((await withdraw(headers)).statusCode).toBe(200);
  });

  it('asks nothing of a merchant whose rules ask no wagering', async () => {
    const { headers } = await emberPlayer();
    new WithdrawRulesRepository(server.db).setRules('ember', DEFAULT_WITHDRAW_RULES);
    await paidDeposit(headers);
    expect((await turnoverOf(headers)).requiredMinor).toBe(0);
    expect((await withdraw(headers)).statusCode).toBe(200);
  });
});
