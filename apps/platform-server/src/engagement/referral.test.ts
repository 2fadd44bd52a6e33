import { describe, expect, it } from 'vitest';
import { registrationPayload } from '../accounts/accounts-test-kit';
import { maskName } from '../play/mask-name';
import { seededRandom } from '../security/random-source';
import { sendEncrypted } from '../testing/encryption';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { manilaMidnight } from '../time/manila-days';
import { memberIdOf, useWalletServer } from '../wallet/wallet-test-kit';
import { call, depositThroughProvider, expectRefusal, newPlayer, ROUTES, sessionHeaders, setPromo } from './engagement-test-kit';
import { newReferralCode, ReferralCodes } from './referral-codes';
import { referralCause } from './referral-repository';
import { friendStatusOf } from './referral-service';

const HOUR = 60 * 60_000;
const { server, clock } = useWalletServer(manilaMidnight(2026, 3, 11) + 12 * HOUR);

const referral = (headers: Record<string, string>) => call(server, { route: ROUTES.referral, headers });

/** A member's stored referral code, or null. */
const codeOf = (memberId: number): string | null =>
  server.db.prepare<[number], { referral_code: string | null }>('SELECT referral_code FROM member WHERE id = ?').get(memberId)?.referral_code ?? null;

/** Makes a deposit through the API and has the sandbox provider confirm it. */
async function deposit(headers: Record<string, string>, amountMinor: number): Promise<void> {
  await depositThroughProvider(server, headers, amountMinor);
}

/** The referral rewards a member holds, oldest first. */
function referralRewardsOf(memberId: number) {
  return server.db
    .prepare<[number], { cause: string; reference: string; amount_minor: number; status: string; created_at: number }>(
      "SELECT cause, reference, amount_minor, status, created_at FROM reward WHERE member_id = ? AND source = 'referral' ORDER BY id",
    )
    .all(memberId);
}

describe('getReferral', () => {
  it("shows the demo member's code, jade's terms and the seeded friends in each state, newest first", async () => {
    const response = await referral(authHeaders(server, 'demo', 'jade'));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      code: codeOf(memberIdOf(server.db, 'demo', 'jade')),
      currency: 'PHP',
      rewardPerFriendMinor: 10_000,
      qualifyingDepositMinor: 50_000,
      invitedCount: 4,
      rewardedCount: 1,
      earnedMinor: 10_000,
    });
    expect(value.friends.map((f: { name: string; status: string; rewardMinor: number }) => [f.name, f.status, f.rewardMinor])).toEqual([
      ['bi***_r', 'registered', 0],
      ['ma***88', 'deposited', 0],
      ['ki***ph', 'registered', 0],
      ['so***ph', 'rewarded', 10_000],
    ]);
  });

  it('is for players: agents (on a merchant with the agent policy) are refused, as are trial accounts, guests and merchants with the promo off', async () => {
    const agentOnAurora = (await referral(authHeaders(server, 'agent01'))).json().value;
    expect(agentOnAurora).toMatchObject({ code: codeOf(memberIdOf(server.db, 'agent01')), rewardPerFriendMinor: 8_000, qualifyingDepositMinor: 30_000, invitedCount: 0, friends: [] });
    expectRefusal(await referral(authHeaders(server, 'agent01', 'jade')), 403, 'NO_PERMISSION');
    expectRefusal(await referral(authHeaders(server, 'demo', 'ember')), 403, 'NO_PERMISSION');
    expectRefusal(await referral(trialHeaders(server, 'jade')), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await referral({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN');
    setPromo(server, 'jade', 'referral', false);
    expectRefusal(await referral(authHeaders(server, 'demo', 'jade')), 403, 'NO_PERMISSION');
    setPromo(server, 'jade', 'referral', true);
  });
});

describe('the referral code', () => {
  it('is random, never the username: eight characters without look-alikes, the same on every call', async () => {
    const code = (await referral(authHeaders(server, 'demo', 'jade'))).json().value.code as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code).not.toBe('demo');
    expect((await referral(authHeaders(server, 'demo', 'jade'))).json().value.code).toBe(code);
    expect((await referral(authHeaders(server, 'demo'))).json().value.code).not.toBe(code);
  });

  it('is given on first view to a member who has none (registered before codes, or by an agent)', async () => {
    const player = newPlayer(server, 'jade', '639171234999');
    expect(codeOf(player.memberId)).toBeNull();
    const code = (await referral(player.headers)).json().value.code as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(codeOf(player.memberId)).toBe(code);
    expect((await referral(player.headers)).json().value.code).toBe(code);
  });

  it('is unique per merchant: a clash with a taken code draws again', () => {
    const taken = newReferralCode(seededRandom(42));
    const first = newPlayer(server, 'jade', 'clash_one');
    server.db.prepare('UPDATE member SET referral_code = ? WHERE id = ?').run(taken, first.memberId);
    const second = newPlayer(server, 'jade', 'clash_two');
    const code = new ReferralCodes(server.db, seededRandom(42)).ensure(second.memberId, 'jade');
    expect(code).not.toBe(taken);
    expect(codeOf(second.memberId)).toBe(code);
    expect(() => server.db.prepare('UPDATE member SET referral_code = ? WHERE id = ?').run(taken, second.memberId)).toThrow(/UNIQUE/);
  });
});

describe('the referral reward', () => {
  it('comes once, claimable, when a friend registered with the code first deposits the qualifying amount', async () => {
    const demo = memberIdOf(server.db, 'demo');
    const demoCode = (await referral(authHeaders(server, 'demo'))).json().value.code as string;
    const registered = await sendEncrypted(server, 'PUT', '/wps/member/register', registrationPayload(server, { username: 'invited1', recommenderId: demoCode }), {
      merchant: 'aurora',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const friendId = memberIdOf(server.db, 'invited1');
    const friend = sessionHeaders(server, 'aurora', friendId);
    expect((await referral(authHeaders(server, 'demo'))).json().value.friends[0]).toMatchObject({ name: 'in***d1', status: 'registered' });

    await deposit(friend, 40_000);
    expect(referralRewardsOf(demo).filter((r) => r.cause === referralCause(friendId))).toEqual([
      { cause: referralCause(friendId), reference: maskName('invited1'), amount_minor: 8_000, status: 'claimable', created_at: clock.now },
    ]);
    await deposit(friend, 50_000);
    expect(referralRewardsOf(demo).filter((r) => r.cause === referralCause(friendId))).toHaveLength(1);
    const page = (await referral(authHeaders(server, 'demo'))).json().value;
    expect(page).toMatchObject({ invitedCount: 5, rewardedCount: 2, earnedMinor: 16_000 });
    expect(page.friends[0]).toMatchObject({ name: 'in***d1', status: 'rewarded', rewardMinor: 8_000 });
  });

  it('waits until the deposits add up to the qualifying amount', async () => {
    const demo = memberIdOf(server.db, 'demo', 'jade');
    const friend = newPlayer(server, 'jade', 'slowfriend', { recommenderId: demo });
    await deposit(friend.headers, 30_000);
    expect(referralRewardsOf(demo).filter((r) => r.cause === referralCause(friend.memberId))).toEqual([]);
    expect((await referral(authHeaders(server, 'demo', 'jade'))).json().value.friends[0]).toMatchObject({ name: 'sl***nd', status: 'deposited' });
    await deposit(friend.headers, 20_000);
    expect(referralRewardsOf(demo).filter((r) => r.cause === referralCause(friend.memberId))).toHaveLength(1);
  });

  it('goes to no agent, and to nobody while the promo is off', async () => {
    const agent = memberIdOf(server.db, 'agent01', 'jade');
    const agentsFriend = newPlayer(server, 'jade', 'agentsfriend', { recommenderId: agent });
    await deposit(agentsFriend.headers, 60_000);
    expect(referralRewardsOf(agent)).toEqual([]);

    const demo = memberIdOf(server.db, 'demo', 'jade');
    const offFriend = newPlayer(server, 'jade', 'promooff', { recommenderId: demo });
    setPromo(server, 'jade', 'referral', false);
    await deposit(offFriend.headers, 60_000);
    setPromo(server, 'jade', 'referral', true);
    expect(referralRewardsOf(demo).filter((r) => r.cause === referralCause(offFriend.memberId))).toEqual([]);
  });

  it('tells a friend registered, deposited or rewarded', () => {
    expect(friendStatusOf({ depositedMinor: 0, rewardMinor: null })).toBe('registered');
    expect(friendStatusOf({ depositedMinor: 1, rewardMinor: null })).toBe('deposited');
    expect(friendStatusOf({ depositedMinor: 50_000, rewardMinor: 10_000 })).toBe('rewarded');
  });
});
