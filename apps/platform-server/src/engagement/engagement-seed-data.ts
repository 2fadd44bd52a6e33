import type { LeaderboardPrize } from './leaderboard-repository';
import type { ReferralTerms } from './referral-repository';
import type { SignInRules } from './sign-in-repository';

const PESO = 100;

/**
 * The demo merchants' daily sign-in. Jade asks nothing, so its demo member can claim today right
 * after seeding; aurora asks a ₱100 deposit and ₱200 of valid bets today; onyx a ₱50 deposit. The
 * others have the platform's defaults.
 */
export const SEED_SIGN_IN_RULES: Readonly<Record<string, SignInRules>> = {
  jade: { rewardsMinor: [5, 5, 10, 10, 15, 20, 50].map((peso) => peso * PESO), depositRequiredMinor: 0, validBetRequiredMinor: 0 },
  aurora: { rewardsMinor: [10, 10, 20, 20, 30, 50, 100].map((peso) => peso * PESO), depositRequiredMinor: 100 * PESO, validBetRequiredMinor: 200 * PESO },
  onyx: { rewardsMinor: [5, 5, 10, 10, 15, 20, 50].map((peso) => peso * PESO), depositRequiredMinor: 50 * PESO, validBetRequiredMinor: 0 },
};

/** The prizes of the weekly race of the merchants with the MISSION promo on. */
export const SEED_LEADERBOARD_PRIZES: Readonly<Record<string, readonly LeaderboardPrize[]>> = {
  // ₱5,000, ₱2,500, ₱1,000, then ₱200 for 4th to 10th: a ₱9,900 pool.
  aurora: [
    { rankFrom: 1, rankTo: 1, amountMinor: 5_000 * PESO },
    { rankFrom: 2, rankTo: 2, amountMinor: 2_500 * PESO },
    { rankFrom: 3, rankTo: 3, amountMinor: 1_000 * PESO },
    { rankFrom: 4, rankTo: 10, amountMinor: 200 * PESO },
  ],
  // ₱3,000, ₱1,500, ₱750, then ₱100 for 4th to 10th: a ₱5,950 pool.
  ember: [
    { rankFrom: 1, rankTo: 1, amountMinor: 3_000 * PESO },
    { rankFrom: 2, rankTo: 2, amountMinor: 1_500 * PESO },
    { rankFrom: 3, rankTo: 3, amountMinor: 750 * PESO },
    { rankFrom: 4, rankTo: 10, amountMinor: 100 * PESO },
  ],
};

/** The invite-friends terms of the merchants with the referral promo on. */
export const SEED_REFERRAL_TERMS: Readonly<Record<string, ReferralTerms>> = {
  jade: { rewardPerFriendMinor: 100 * PESO, qualifyingDepositMinor: 500 * PESO },
  aurora: { rewardPerFriendMinor: 80 * PESO, qualifyingDepositMinor: 300 * PESO },
};

/**
 * Players of the weekly race (they cannot log in), with the valid bets each places in the current
 * week when the race is seeded, and what the demo member bets in it: on aurora 24 racers above demo
 * (demo 25th, outside the top 20), on ember 12 racers with demo 7th (a prized place).
 */
export const SEED_RACES: Readonly<Record<string, { readonly racers: readonly (readonly [string, number])[]; readonly demoMinor: number }>> = {
  aurora: {
    racers: [
      'juan_dc', 'maria_c', 'kuya_jun', 'ate_liza', 'pedro_p', 'bong_r', 'marites_88', 'jojo_mnl', 'cebu_ace', 'davao_king',
      'ilo_rose', 'nene_b', 'ramon_c', 'lolit_a', 'carlo_m', 'rosa_v', 'ernie_g', 'perla_t', 'dan_s', 'tess_q',
      'boy_pogi', 'inday_j', 'toto_k', 'nonoy_l',
    ].map((name, index) => [name, (48_000 - index * 2_000) * PESO] as const),
    demoMinor: 120 * PESO,
  },
  ember: {
    racers: (
      [
        ['lucky_ace', 30_000], ['red_dragon', 22_000], ['flame_q', 15_000], ['ember_king', 9_000], ['hot_hand', 6_500], ['spin_doc', 4_000],
        ['blaze_j', 2_000], ['coal_m', 1_500], ['ash_t', 1_000], ['spark_p', 800], ['torch_b', 500], ['fire_n', 300],
      ] as const
    ).map(([name, pesos]) => [name, pesos * PESO] as const),
    demoMinor: 2_500 * PESO,
  },
};

/** What a racer holds before the race: an opening deposit that covers their bets. */
export const SEED_RACER_DEPOSIT_MINOR = 60_000 * PESO;

/** A friend the demo member referred: days before the seed's clock it registered, and its approved deposits (pesos). */
export interface SeedFriend {
  readonly username: string;
  readonly registeredDaysAgo: number;
  readonly depositsPeso: readonly number[];
}

/**
 * The demo member's referred friends on jade and aurora: one only registered, one with a deposit
 * below the qualifying amount, one registered long ago without a deposit, and one whose deposit
 * qualified (the demo member's referral reward for it was claimed).
 */
export const SEED_FRIENDS: readonly SeedFriend[] = [
  { username: 'bianca_r', registeredDaysAgo: 2, depositsPeso: [] },
  { username: 'marco_88', registeredDaysAgo: 6, depositsPeso: [200] },
  { username: 'kim_ph', registeredDaysAgo: 9, depositsPeso: [] },
  { username: 'sofia_ph', registeredDaysAgo: 12, depositsPeso: [400, 600] },
];

/** The merchants whose demo member has referred friends. */
export const SEED_REFERRAL_MERCHANTS = ['jade', 'aurora'] as const;
