import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { manilaMidnight } from '../time/manila-days';
import { cashOf, memberIdOf, newKey, useWalletServer } from '../wallet/wallet-test-kit';
import { cancelBet, lotteryBet } from '../play/play-test-kit';
import { call, entriesOf, expectRefusal, newPlayer, post, ROUTES, setPromo, statusCounts, withKey } from './engagement-test-kit';
import { DEFAULT_SIGN_IN_RULES, SignInRepository } from './sign-in-repository';
import { signInReference } from './sign-in-service';

const HOUR = 60 * 60_000;
/** Wednesday 11 March 2026, 12:00 in Manila: the week runs from Monday 9 March. */
const WEDNESDAY_NOON = manilaMidnight(2026, 3, 11) + 12 * HOUR;
const { server, clock } = useWalletServer(WEDNESDAY_NOON);

const calendar = (headers: Record<string, string>) => call(server, { route: ROUTES.signIn, headers });
const claim = (headers: Record<string, string>, key = newKey()) =>
  call(server, { method: 'POST', route: ROUTES.signInClaim, headers: withKey(headers, key) });

describe('getSignInCalendar', () => {
  it("shows the current Manila week, Monday first, with jade's rewards, past days missed and today open", async () => {
    clock.now = WEDNESDAY_NOON;
    const response = await calendar(authHeaders(server, 'demo', 'jade'));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.days).toEqual([
      { date: '2026-03-09', rewardMinor: 500, state: 'missed' },
      { date: '2026-03-10', rewardMinor: 500, state: 'missed' },
      { date: '2026-03-11', rewardMinor: 1_000, state: 'today' },
      { date: '2026-03-12', rewardMinor: 1_000, state: 'upcoming' },
      { date: '2026-03-13', rewardMinor: 1_500, state: 'upcoming' },
      { date: '2026-03-14', rewardMinor: 2_000, state: 'upcoming' },
      { date: '2026-03-15', rewardMinor: 5_000, state: 'upcoming' },
    ]);
    expect(value).toMatchObject({
      currency: 'PHP',
      todayIndex: 2,
      claimable: true,
      depositRequiredMinor: 0,
      validBetRequiredMinor: 0,
      claimedCount: 0,
      weekTotalMinor: 11_500,
      resetsAt: manilaMidnight(2026, 3, 16),
    });
  });

  it("counts only today's approved deposits and valid bets (bets less refunds) towards aurora's conditions", async () => {
    clock.now = WEDNESDAY_NOON;
    const player = newPlayer(server, 'aurora', 'calendar_a');
    post(server, player.memberId, 'deposit', 50_000, manilaMidnight(2026, 3, 11) - 1); // yesterday, 23:59:59.999
    post(server, player.memberId, 'deposit', 9_000);
    post(server, player.memberId, 'bet', -30_000);
    post(server, player.memberId, 'bet_refund', 15_000);
    post(server, player.memberId, 'payout', 40_000);
    const value = (await calendar(player.headers)).json().value;
    expect(value).toMatchObject({
      claimable: false,
      depositRequiredMinor: 10_000,
      depositedTodayMinor: 9_000,
      validBetRequiredMinor: 20_000,
      validBetTodayMinor: 15_000,
    });
    expect(value.days.map((day: { rewardMinor: number }) => day.rewardMinor)).toEqual([1_000, 1_000, 2_000, 2_000, 3_000, 5_000, 10_000]);
  });

  it('is refused where the LOGIN promo is off, to trial accounts and to guests', async () => {
    expectRefusal(await calendar(authHeaders(server, 'demo', 'ember')), 403, 'NO_PERMISSION');
    expectRefusal(await claim(authHeaders(server, 'demo', 'ember')), 403, 'NO_PERMISSION');
    expectRefusal(await calendar(trialHeaders(server, 'jade')), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await claim(trialHeaders(server, 'jade')), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await calendar({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN');
    expectRefusal(await claim({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN');
    setPromo(server, 'jade', 'login', false);
    expectRefusal(await calendar(authHeaders(server, 'demo', 'jade')), 403, 'NO_PERMISSION');
    setPromo(server, 'jade', 'login', true);
  });
});

describe('claimSignIn', () => {
  it("credits today's reward once as a bonus ledger row and answers with the balance and the calendar", async () => {
    clock.now = WEDNESDAY_NOON;
    const headers = authHeaders(server, 'demo', 'jade');
    const memberId = memberIdOf(server.db, 'demo', 'jade');
    const before = cashOf(server, 'demo', 'jade');
    const key = newKey();
    const first = await claim(headers, key);
    expect(first.statusCode, first.body).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ creditedMinor: 1_000, balanceMinor: before + 1_000 });
    expect(value.calendar).toMatchObject({ claimable: false, claimedCount: 1 });
    expect(value.calendar.days[2]).toEqual({ date: '2026-03-11', rewardMinor: 1_000, state: 'claimed' });
    expect(entriesOf(server, signInReference(memberId, '2026-03-11'))).toEqual([{ kind: 'bonus', amountMinor: 1_000, memberId }]);

    const retry = await claim(headers, key);
    expect(retry.json()).toEqual(first.json());
    expectRefusal(await claim(headers), 409, 'ALREADY_CLAIMED');
    expect(cashOf(server, 'demo', 'jade')).toBe(before + 1_000);
    expect((await calendar(headers)).json().value.days[2].state).toBe('claimed');
  });

  it('refuses with 400 CONDITIONS_NOT_MET and the figures until the conditions are met, then credits', async () => {
    clock.now = WEDNESDAY_NOON;
    const player = newPlayer(server, 'aurora', 'conditions_a');
    const refused = await claim(player.headers);
    expectRefusal(refused, 400, 'CONDITIONS_NOT_MET');
    expect(refused.json().value).toEqual({ depositRequiredMinor: 10_000, depositedTodayMinor: 0, validBetRequiredMinor: 20_000, validBetTodayMinor: 0 });
    post(server, player.memberId, 'deposit', 10_000);
    post(server, player.memberId, 'bet', -10_000);
    expectRefusal(await claim(player.headers), 400, 'CONDITIONS_NOT_MET');
    post(server, player.memberId, 'deposit', 20_000);
    post(server, player.memberId, 'bet', -10_000);
    const credited = await claim(player.headers);
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().value).toMatchObject({ creditedMinor: 2_000, balanceMinor: 12_000 });
  });

  it('counts a lottery bet only once its draw has closed: a bet that can still be cancelled does not earn the reward', async () => {
    clock.now = WEDNESDAY_NOON;
    const player = newPlayer(server, 'aurora', 'cancel_after_claim');
    post(server, player.memberId, 'deposit', 50_000);
    // ₱200 on a draw an hour ahead: cancellable until it closes, so not a valid bet yet.
    const ahead = await lotteryBet(server, player.headers, { numbers: ['07', '18'], stakeEach: 10_000, drawsAhead: 10 });
    expect((await calendar(player.headers)).json().value).toMatchObject({ claimable: false, validBetTodayMinor: 0 });
    expectRefusal(await claim(player.headers), 400, 'CONDITIONS_NOT_MET');
    expect((await cancelBet(server, player.headers, ahead.orderId, ahead.subOrderIds)).statusCode).toBe(200);

    // ₱200 on the open draw counts from the moment its draw closes (and can no longer be cancelled).
    const open = await lotteryBet(server, player.headers, { numbers: ['07', '18'], stakeEach: 10_000 });
    clock.now = open.closesAt - 1;
    expect((await calendar(player.headers)).json().value).toMatchObject({ claimable: false, validBetTodayMinor: 0 });
    clock.now = open.closesAt;
    expectRefusal(await cancelBet(server, player.headers, open.orderId, open.subOrderIds), 409, 'ORDER_NOT_CANCELLABLE');
    expect((await calendar(player.headers)).json().value).toMatchObject({ claimable: true, validBetTodayMinor: 20_000 });
    expect((await claim(player.headers)).statusCode).toBe(200);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await call(server, { method: 'POST', route: ROUTES.signInClaim, headers: authHeaders(server, 'agent01', 'jade') });
    expectRefusal(response, 400, 'BAD_REQUEST');
  });

  it('credits once when ten claims with different keys race: the others are 409 ALREADY_CLAIMED', async () => {
    clock.now = WEDNESDAY_NOON;
    const player = newPlayer(server, 'jade', 'racing_claims');
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(player.headers)));
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().errorCode).toBe('ALREADY_CLAIMED');
    expect(entriesOf(server, signInReference(player.memberId, '2026-03-11'))).toHaveLength(1);
    expect(server.app.platform.ledger.balanceOf(player.memberId)).toBe(1_000);
  });

  it('answers ten parallel retries of one key identically, with one credit', async () => {
    clock.now = WEDNESDAY_NOON;
    const player = newPlayer(server, 'jade', 'retrying_claims');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(player.headers, key)));
    expect(statusCounts(answers)).toEqual({ 200: 10 });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(server.app.platform.ledger.balanceOf(player.memberId)).toBe(1_000);
  });
});

describe('the sign-in by the Manila clock', () => {
  it('takes a claim at 23:59:59 on Sunday and another at 00:00:00 on Monday, in a new week', async () => {
    const nextMonday = manilaMidnight(2026, 3, 16);
    clock.now = nextMonday - 1_000;
    const player = newPlayer(server, 'jade', 'midnight_claims');
    const sunday = await claim(player.headers);
    expect(sunday.statusCode, sunday.body).toBe(200);
    expect(sunday.json().value).toMatchObject({ creditedMinor: 5_000, calendar: { todayIndex: 6, claimedCount: 1, resetsAt: nextMonday } });
    expect(sunday.json().value.calendar.days.map((day: { state: string }) => day.state)).toEqual([
      'missed', 'missed', 'missed', 'missed', 'missed', 'missed', 'claimed',
    ]);

    clock.now = nextMonday;
    const fresh = (await calendar(player.headers)).json().value;
    expect(fresh).toMatchObject({ todayIndex: 0, claimable: true, claimedCount: 0, resetsAt: nextMonday + 7 * 24 * HOUR });
    expect(fresh.days[0]).toEqual({ date: '2026-03-16', rewardMinor: 500, state: 'today' });
    const monday = await claim(player.headers);
    expect(monday.statusCode, monday.body).toBe(200);
    expect(monday.json().value).toMatchObject({ creditedMinor: 500, balanceMinor: 5_500, calendar: { claimedCount: 1 } });
    expect(entriesOf(server, signInReference(player.memberId, '2026-03-15'))).toHaveLength(1);
    expect(entriesOf(server, signInReference(player.memberId, '2026-03-16'))).toHaveLength(1);
  });

  it('takes the day from 00:00:00 Manila time: a day claimed stays claimed, the next one opens at midnight', async () => {
    clock.now = manilaMidnight(2026, 3, 18) - 1; // Tuesday 23:59:59.999
    const player = newPlayer(server, 'jade', 'day_turns');
    expect((await claim(player.headers)).json().value.calendar.days[1].state).toBe('claimed');
    expectRefusal(await claim(player.headers), 409, 'ALREADY_CLAIMED');
    clock.now = manilaMidnight(2026, 3, 18);
    const wednesday = await claim(player.headers);
    expect(wednesday.statusCode, wednesday.body).toBe(200);
    expect(wednesday.json().value.calendar.days.map((day: { state: string }) => day.state)).toEqual([
      'missed', 'claimed', 'claimed', 'upcoming', 'upcoming', 'upcoming', 'upcoming',
    ]);
  });
});

describe('the sign-in tables', () => {
  it('give a merchant without its own rules the defaults, and refuse a second claim of one day', () => {
    const repository = new SignInRepository(server.db);
    expect(repository.rulesOf('ember')).toEqual(DEFAULT_SIGN_IN_RULES);
    expect(() => repository.setRules('ember', { ...DEFAULT_SIGN_IN_RULES, rewardsMinor: [100] })).toThrow(RangeError);
    clock.now = WEDNESDAY_NOON;
    const player = newPlayer(server, 'jade', 'table_claims');
    const entry = (amount: number) => server.app.platform.ledger.post({ memberId: player.memberId, wallet: 'cash', amountMinor: amount, kind: 'bonus', reference: 'test:bonus', at: clock.now });
    repository.recordClaim(player.memberId, '2026-03-11', 1_000, entry(1_000).id, clock.now);
    const second = entry(1_000).id;
    expect(() => repository.recordClaim(player.memberId, '2026-03-11', 1_000, second, clock.now)).toThrow(/UNIQUE/);
  });
});
