import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { RewardRepository } from '../../engagement/reward-repository';
import type { ContractSamples, SampleKit } from './sample-kit';

const DAY_MS = 24 * 60 * 60_000;

/** A claimable reward given now to a seeded account (the rewards that expire are seeded by the clock of a run). */
function freshReward(kit: SampleKit, username: string, merchant: string): number {
  const memberId = kit.server.db.prepare<[string, string], number>('SELECT id FROM member WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username);
  if (memberId === undefined) throw new Error(`no seeded account ${merchant}/${username}`);
  const now = kit.server.app.platform.now();
  const id = new RewardRepository(kit.server.db).create({
    memberId,
    source: 'cashback',
    reference: null,
    cause: null,
    amountMinor: 2_500,
    at: now,
    expiresAt: now + DAY_MS,
  });
  if (id === null) throw new Error('the sample reward was not written');
  return id;
}

/** The id of a merchant's joinable promotion: its first-deposit one, or its reload one (for members who deposited already). */
async function joinablePromotion(kit: SampleKit, merchant: string, firstDepositOnly: boolean): Promise<number> {
  const listed = await kit.server.app.inject({ method: 'GET', url: '/wps/announcements?types=Promotion', headers: { merchant } });
  const { promotions } = (listed.json() as { value: { promotions: { id: number; joinTerms?: { firstDepositOnly: boolean } | null }[] } }).value;
  const found = promotions.find((promotion) => promotion.joinTerms?.firstDepositOnly === firstDepositOnly);
  if (!found) throw new Error(`${merchant} has no joinable promotion (firstDepositOnly ${firstDepositOnly})`);
  return found.id;
}

/** A request of joinPromotion by a seeded account. */
async function join(kit: SampleKit, username: string, merchant: string, firstDepositOnly: boolean): Promise<InjectOptions> {
  const promotionId = await joinablePromotion(kit, merchant, firstDepositOnly);
  return { method: 'POST', url: `/wps/engagement/promotions/${promotionId}/join`, headers: { merchant, authorization: kit.token(username, merchant) } };
}

/** Sample requests of the engagement area's operations, keyed by operationId (see contract.test.ts). */
export const ENGAGEMENT_SAMPLES: ContractSamples = {
  getSignInCalendar: [
    (kit) => ({ method: 'GET', url: '/wps/engagement/sign-in', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } }),
    (kit) => ({ method: 'GET', url: '/wps/engagement/sign-in', headers: { merchant: 'aurora', authorization: kit.token('agent01') } }),
  ],
  claimSignIn: [
    (kit) => ({
      method: 'POST',
      url: '/wps/engagement/sign-in/claim',
      headers: { merchant: 'jade', authorization: kit.token('agent01', 'jade'), 'idempotency-key': randomUUID() },
    }),
  ],
  getLeaderboard: [
    (kit) => ({ method: 'GET', url: '/wps/engagement/leaderboard', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/engagement/leaderboard', headers: { merchant: 'ember', authorization: kit.token('agent01', 'ember') } }),
  ],
  listRewards: [
    (kit) => ({ method: 'GET', url: '/wps/engagement/rewards', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } }),
    (kit) => ({
      method: 'GET',
      url: '/wps/engagement/rewards?status=history&pageNo=1&pageSize=5',
      headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') },
    }),
  ],
  claimReward: [
    (kit) => ({
      method: 'POST',
      url: `/wps/engagement/rewards/${freshReward(kit, 'demo', 'jade')}/claim`,
      headers: { merchant: 'jade', authorization: kit.token('demo', 'jade'), 'idempotency-key': randomUUID() },
    }),
  ],
  getReferral: [
    (kit) => ({ method: 'GET', url: '/wps/engagement/referral', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } }),
    (kit) => ({ method: 'GET', url: '/wps/engagement/referral', headers: { merchant: 'aurora', authorization: kit.token('agent01') } }),
  ],
  listJoinedPromotions: [
    (kit) => ({ method: 'GET', url: '/wps/engagement/promotions/joined', headers: { merchant: 'aurora', authorization: kit.token('agent01') } }),
    async (kit) => {
      // The demo member of jade, enrolled in its reload promotion first.
      const joined = await kit.server.app.inject(await join(kit, 'demo', 'jade', false));
      if (joined.statusCode !== 200) throw new Error(`the sample join failed: ${joined.body}`);
      return { method: 'GET', url: '/wps/engagement/promotions/joined', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } };
    },
  ],
  joinPromotion: [(kit) => join(kit, 'demo', 'jade', false), (kit) => join(kit, 'demo', 'aurora', false)],
};
