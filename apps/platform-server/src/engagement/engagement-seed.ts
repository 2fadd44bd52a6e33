import type { Db } from '../db/open-database';
import { maskName } from '../play/mask-name';
import { Ledger } from '../wallet/ledger';
import { SEED_FRIENDS, SEED_LEADERBOARD_PRIZES, SEED_RACER_DEPOSIT_MINOR, SEED_RACES, SEED_REFERRAL_MERCHANTS, SEED_REFERRAL_TERMS, SEED_SIGN_IN_RULES } from './engagement-seed-data';
import { LeaderboardRepository } from './leaderboard-repository';
import { referralCause, ReferralRepository } from './referral-repository';
import { RewardRepository } from './reward-repository';
import { rewardReference } from './reward-service';
import { SignInRepository } from './sign-in-repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const PESO = 100;

/** Seeded players who are not demo accounts cannot log in: no password matches this hash. */
const NO_LOGIN_HASH = '!seed-engagement';

type InsertMember = (merchant: string, username: string, createdAt: number) => number;

function memberWriter(db: Db): InsertMember {
  const insert = db.prepare<[string, string, string, number], { id: number }>(
    'INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES (?, ?, ?, 0, ?) RETURNING id',
  );
  return (merchant, username, createdAt) => {
    const row = insert.get(merchant, username, NO_LOGIN_HASH, createdAt);
    if (!row) throw new Error(`seed: ${merchant}/${username} was not written`);
    return row.id;
  };
}

/** The players of each merchant's race, registered a month before `now` with an opening deposit (their bets come with seedEngagementActivity). */
function seedRacers(ledger: Ledger, insertMember: InsertMember, now: number): void {
  for (const [merchant, race] of Object.entries(SEED_RACES)) {
    race.racers.forEach(([username], index) => {
      const at = now - 30 * DAY_MS + index * HOUR_MS;
      const id = insertMember(merchant, username, at);
      ledger.post({ memberId: id, wallet: 'cash', amountMinor: SEED_RACER_DEPOSIT_MINOR, kind: 'deposit', reference: 'seed:deposit', at: at + HOUR_MS });
    });
  }
}

/** The demo member's referred friends on one merchant, their deposits, and the referral reward one of them earned (claimed). */
function seedFriends(db: Db, ledger: Ledger, insertMember: InsertMember, merchant: string, now: number): void {
  const demo = db.prepare<[string], { id: number }>("SELECT id FROM member WHERE merchant_code = ? AND username = 'demo'").get(merchant);
  if (!demo) return;
  const profile = db.prepare<[number, number, number]>(
    "INSERT INTO member_profile (member_id, recommender_id, register_method, age_confirmed_at) VALUES (?, ?, 'H5', ?)",
  );
  const rewards = new RewardRepository(db);
  const terms = new ReferralRepository(db).termsOf(merchant);
  const claim = (rewardId: number, amountMinor: number, at: number) => {
    const entry = ledger.post({ memberId: demo.id, wallet: 'cash', amountMinor, kind: 'bonus', reference: rewardReference(rewardId), at });
    if (!rewards.markClaimedBy(rewardId, entry.id, at)) throw new Error(`seed: reward ${rewardId} was not claimed`);
  };
  for (const friend of SEED_FRIENDS) {
    const registeredAt = now - friend.registeredDaysAgo * DAY_MS;
    const id = insertMember(merchant, friend.username, registeredAt);
    profile.run(id, demo.id, registeredAt);
    let deposited = 0;
    friend.depositsPeso.forEach((pesos, index) => {
      const at = registeredAt + (index + 1) * 3 * HOUR_MS;
      ledger.post({ memberId: id, wallet: 'cash', amountMinor: pesos * PESO, kind: 'deposit', reference: 'seed:deposit', at });
      const before = deposited;
      deposited += pesos * PESO;
      if (before >= terms.qualifyingDepositMinor || deposited < terms.qualifyingDepositMinor) return;
      const rewardId = rewards.create({
        memberId: demo.id,
        source: 'referral',
        reference: maskName(friend.username),
        cause: referralCause(id),
        amountMinor: terms.rewardPerFriendMinor,
        at,
        expiresAt: null,
      });
      if (rewardId !== null) claim(rewardId, terms.rewardPerFriendMinor, at + DAY_MS);
    });
  }
}

/**
 * Seeds the engagement area (deterministic; after the merchants, demo accounts and their wallets):
 * each merchant's sign-in rules, race prizes and invite-friends terms, the players of the aurora
 * and ember races (with an opening deposit), and the demo member's referred friends on jade and
 * aurora. This week's race bets and the reward centre's items depend on the real clock, so they
 * are seeded apart, by seedEngagementActivity.
 */
export function seedEngagement(db: Db, now: number): void {
  const ledger = new Ledger(db);
  const signIn = new SignInRepository(db);
  const leaderboard = new LeaderboardRepository(db);
  const referrals = new ReferralRepository(db);
  const insertMember = memberWriter(db);
  db.transaction(() => {
    for (const [merchant, rules] of Object.entries(SEED_SIGN_IN_RULES)) signIn.setRules(merchant, rules);
    for (const [merchant, prizes] of Object.entries(SEED_LEADERBOARD_PRIZES)) leaderboard.setPrizes(merchant, prizes);
    for (const [merchant, terms] of Object.entries(SEED_REFERRAL_TERMS)) referrals.setTerms(merchant, terms);
    seedRacers(ledger, insertMember, now);
    for (const merchant of SEED_REFERRAL_MERCHANTS) seedFriends(db, ledger, insertMember, merchant, now);
  })();
}
