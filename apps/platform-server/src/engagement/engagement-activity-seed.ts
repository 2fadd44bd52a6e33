import { flattenFeatureTree, isFeatureEnabled } from '@gp/domain';
import type { Db } from '../db/open-database';
import { MerchantRepository } from '../merchants/merchant-repository';
import { manilaDate, startOfManilaWeek, WEEK_MS } from '../time/manila-days';
import { Ledger } from '../wallet/ledger';
import { restateBalancesInTimeOrder } from '../wallet/seed-ledger-order';
import { REWARD_CENTRE_MODULE } from './engagement-access';
import { SEED_RACES } from './engagement-seed-data';
import { RewardRepository, type RewardSource } from './reward-repository';
import { rewardReference } from './reward-service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const PESO = 100;

/** The accounts whose reward centre is seeded on every merchant with REWCEN3 on. */
const REWARD_ACCOUNTS = ['demo', 'agent01'] as const;

/** A reward of the seeded reward centre, timed relative to the seeding clock. */
interface SeedReward {
  readonly source: RewardSource;
  readonly reference: string | null;
  readonly amountMinor: number;
  readonly createdAgoMs: number;
  /** Milliseconds from the seeding clock to its expiry (negative: expired already); null: no expiry. */
  readonly expiresInMs: number | null;
  /** Milliseconds before the seeding clock it was claimed; null: not claimed. */
  readonly claimedAgoMs: number | null;
}

/** The reward centre of each seeded account: three to claim, one expired, one claimed (its race id filled in when seeded). */
export const SEED_REWARDS: readonly SeedReward[] = [
  { source: 'welcome', reference: null, amountMinor: 88 * PESO, createdAgoMs: 3 * DAY_MS, expiresInMs: null, claimedAgoMs: null },
  { source: 'cashback', reference: null, amountMinor: 12_550, createdAgoMs: DAY_MS, expiresInMs: 3 * DAY_MS, claimedAgoMs: null },
  { source: 'event', reference: 'Weekend fiesta', amountMinor: 50 * PESO, createdAgoMs: HOUR_MS, expiresInMs: 2 * HOUR_MS, claimedAgoMs: null },
  { source: 'birthday', reference: null, amountMinor: 200 * PESO, createdAgoMs: 10 * DAY_MS, expiresInMs: -3 * DAY_MS, claimedAgoMs: null },
  { source: 'leaderboard', reference: null, amountMinor: 1_000 * PESO, createdAgoMs: 5 * DAY_MS, expiresInMs: null, claimedAgoMs: 4 * DAY_MS },
];

/** The k-th (from 0) of n moments spread over the part of the Manila week holding `now` that has passed: never before the week, never after `now`. */
export function momentThisWeek(now: number, k: number, n: number): number {
  const weekStart = startOfManilaWeek(now);
  return weekStart + Math.floor(((now - weekStart) * (k + 1)) / (n + 1));
}

/** A valid-bets amount as three stakes (half, a third, the rest), each at least a centavo. */
function stakesOf(amountMinor: number): number[] {
  const half = Math.floor(amountMinor / 2);
  const third = Math.floor(amountMinor / 3);
  return [half, third, amountMinor - half - third].filter((stake) => stake > 0);
}

/** This week's bets of the racers and the demo member of each seeded race, as ledger rows in time order. */
function seedRaceBets(db: Db, ledger: Ledger, now: number): void {
  const member = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?');
  const bets: { memberId: number; amountMinor: number; reference: string }[] = [];
  for (const [merchant, race] of Object.entries(SEED_RACES)) {
    for (const [username, amount] of [...race.racers, ['demo', race.demoMinor] as const]) {
      const id = member.get(merchant, username)?.id;
      if (id === undefined) continue;
      stakesOf(amount).forEach((stake, index) => bets.push({ memberId: id, amountMinor: -stake, reference: `seed-race:${id}:${index}` }));
    }
  }
  // Interleaved: the k-th bet of the list is placed at the k-th moment of the week so far.
  bets.forEach((bet, k) => ledger.post({ ...bet, wallet: 'cash', kind: 'bet', at: momentThisWeek(now, k, bets.length) }));
}

/** The reward centre of one account: SEED_REWARDS timed from `now`, the claimed one with its ledger credit. */
function seedRewardsOf(rewards: RewardRepository, ledger: Ledger, memberId: number, now: number): void {
  for (const reward of SEED_REWARDS) {
    const createdAt = now - reward.createdAgoMs;
    const reference = reward.source === 'leaderboard' ? manilaDate(startOfManilaWeek(createdAt) - WEEK_MS) : reward.reference;
    const expiresAt = reward.expiresInMs === null ? null : now + reward.expiresInMs;
    const id = rewards.create({ memberId, source: reward.source, reference, cause: null, amountMinor: reward.amountMinor, at: createdAt, expiresAt });
    if (id === null || reward.claimedAgoMs === null) continue;
    const claimedAt = now - reward.claimedAgoMs;
    const entry = ledger.post({ memberId, wallet: 'cash', amountMinor: reward.amountMinor, kind: 'bonus', reference: rewardReference(id), at: claimedAt });
    if (!rewards.markClaimedBy(id, entry.id, claimedAt)) throw new Error(`seed: reward ${id} was not claimed`);
  }
}

/**
 * Seeds what the engagement screens show relative to the clock `now` (the server's clock when it
 * seeds, unlike the rest of the demo data): this week's bets of the aurora and ember races (placed
 * between the week's Monday 00:00 in Manila and `now`, so also right after a Monday midnight), and
 * for demo and agent01 on every merchant with REWCEN3 on, three rewards to claim (a welcome bonus
 * without expiry, a cashback expiring in 3 days, an event reward expiring in 2 hours), one expired
 * and one claimed 4 days ago. Runs once, on a database seeded by `seed` (main.ts when it seeds,
 * the end-to-end server on its copy of the template); it posts rows dated before rows it posted
 * first, so the ledger's balances after each row are restated in time order at the end.
 */
export function seedEngagementActivity(db: Db, now: number): void {
  const ledger = new Ledger(db);
  const rewards = new RewardRepository(db);
  const merchants = new MerchantRepository(db);
  const member = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?');
  db.transaction(() => {
    seedRaceBets(db, ledger, now);
    for (const merchant of merchants.list()) {
      if (!isFeatureEnabled(flattenFeatureTree(merchants.featureTree(merchant.code)), REWARD_CENTRE_MODULE)) continue;
      for (const username of REWARD_ACCOUNTS) {
        const id = member.get(merchant.code, username)?.id;
        if (id !== undefined) seedRewardsOf(rewards, ledger, id, now);
      }
    }
    restateBalancesInTimeOrder(db);
  })();
}
