import { describe, expect, it } from 'vitest';
import { registrationPayload } from '../accounts/accounts-test-kit';
import { maskName } from '../play/mask-name';
import { sendEncrypted } from '../testing/encryption';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { manilaMidnight } from '../time/manila-days';
import { memberIdOf, useWalletServer } from '../wallet/wallet-test-kit';
import { call, depositThroughProvider, expectRefusal, newPlayer, ROUTES, sessionHeaders, setPromo } from './engagement-test-kit';
import { referralCause } from './referral-repository';
import { friendStatusOf } from './referral-service';

const HOUR = 60 * 60_000;
const { server, clock } = useWalletServer(manilaMidnight(2026, 3, 11) + 12 * HOUR);

const referral = (headers: Record<string, string>) => call(server, { route: ROUTES.referral, headers });

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
      code: 'demo',
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
    expect(agentOnAurora).toMatchObject({ code: 'agent01', rewardPerFriendMinor: 8_000, qualifyingDepositMinor: 30_000, invitedCount: 0, friends: [] });
    expectRefusal(await referral(authHeaders(server, 'agent01', 'jade')), 403, 'NO_PERMISSION');
    expectRefusal(await referral(authHeaders(server, 'demo', 'ember')), 403, 'NO_PERMISSION');
    expectRefusal(await referral(trialHeaders(server, 'jade')), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await referral({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN');
    setPromo(server, 'jade', 'referral', false);
    expectRefusal(await referral(authHeaders(server, 'demo', 'jade')), 403, 'NO_PERMISSION');
    setPromo(server, 'jade', 'referral', true);
  });
});

describe('the referral reward', () => {
  it('comes once, claimable, when a friend registered with the code first deposits the qualifying amount', async () => {
    const demo = memberIdOf(server.db, 'demo');
    const registered = await sendEncrypted(server, 'PUT', '/wps/member/register', registrationPayload(server, { username: 'invited1', recommenderId: 'demo' }), {
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
