import type { Db } from '../db/open-database';

/** A merchant's daily sign-in: the reward of each weekday (Monday first) and today's conditions (0: none). */
export interface SignInRules {
  /** Seven rewards in minor units, Monday to Sunday. */
  readonly rewardsMinor: readonly number[];
  readonly depositRequiredMinor: number;
  readonly validBetRequiredMinor: number;
}

/** The platform's sign-in for a merchant without its own: ₱5, ₱5, ₱10, ₱10, ₱15, ₱20, ₱50, no conditions. */
export const DEFAULT_SIGN_IN_RULES: SignInRules = {
  rewardsMinor: [500, 500, 1_000, 1_000, 1_500, 2_000, 5_000],
  depositRequiredMinor: 0,
  validBetRequiredMinor: 0,
};

/** A claimed day of the sign-in. */
export interface SignInClaimRow {
  readonly day: string;
  readonly amountMinor: number;
}

/** The sign-in tables: each merchant's rules and rewards, and the days members claimed. */
export class SignInRepository {
  private readonly rule;
  private readonly rewards;
  private readonly claims;
  private readonly insertClaim;
  private readonly upsertRule;
  private readonly upsertReward;

  constructor(private readonly db: Db) {
    this.rule = db.prepare<[string], { deposit_required_minor: number; valid_bet_required_minor: number }>(
      'SELECT deposit_required_minor, valid_bet_required_minor FROM signin_rule WHERE merchant_code = ?',
    );
    this.rewards = db.prepare<[string], { weekday: number; reward_minor: number }>(
      'SELECT weekday, reward_minor FROM signin_reward WHERE merchant_code = ? ORDER BY weekday',
    );
    this.claims = db.prepare<[number, string, string], { day: string; amount_minor: number }>(
      'SELECT day, amount_minor FROM signin_claim WHERE member_id = ? AND day >= ? AND day <= ? ORDER BY day',
    );
    this.insertClaim = db.prepare<[number, string, number, number, number]>(
      'INSERT INTO signin_claim (member_id, day, amount_minor, credit_entry_id, claimed_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.upsertRule = db.prepare<[string, number, number]>(
      `INSERT INTO signin_rule (merchant_code, deposit_required_minor, valid_bet_required_minor) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code) DO UPDATE SET deposit_required_minor = excluded.deposit_required_minor,
         valid_bet_required_minor = excluded.valid_bet_required_minor`,
    );
    this.upsertReward = db.prepare<[string, number, number]>(
      `INSERT INTO signin_reward (merchant_code, weekday, reward_minor) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code, weekday) DO UPDATE SET reward_minor = excluded.reward_minor`,
    );
  }

  /** The merchant's sign-in rules; the platform's defaults for what it has not set (rewards need all seven days). */
  rulesOf(merchantCode: string): SignInRules {
    const rule = this.rule.get(merchantCode);
    const rewards = this.rewards.all(merchantCode);
    return {
      rewardsMinor: rewards.length === 7 ? rewards.map((row) => row.reward_minor) : DEFAULT_SIGN_IN_RULES.rewardsMinor,
      depositRequiredMinor: rule?.deposit_required_minor ?? DEFAULT_SIGN_IN_RULES.depositRequiredMinor,
      validBetRequiredMinor: rule?.valid_bet_required_minor ?? DEFAULT_SIGN_IN_RULES.validBetRequiredMinor,
    };
  }

  /** Sets a merchant's sign-in rules (seven rewards, Monday first). */
  setRules(merchantCode: string, rules: SignInRules): void {
    if (rules.rewardsMinor.length !== 7) throw new RangeError('a sign-in week has seven rewards');
    this.db.transaction(() => {
      this.upsertRule.run(merchantCode, rules.depositRequiredMinor, rules.validBetRequiredMinor);
      rules.rewardsMinor.forEach((reward, weekday) => this.upsertReward.run(merchantCode, weekday, reward));
    })();
  }

  /** The member's claimed days from `firstDay` to `lastDay` (YYYY-MM-DD, both included). */
  claimsBetween(memberId: number, firstDay: string, lastDay: string): SignInClaimRow[] {
    return this.claims.all(memberId, firstDay, lastDay).map((row) => ({ day: row.day, amountMinor: row.amount_minor }));
  }

  /** Records a claimed day and its ledger credit; the table refuses a second claim of one day (UNIQUE). */
  recordClaim(memberId: number, day: string, amountMinor: number, creditEntryId: number, at: number): void {
    this.insertClaim.run(memberId, day, amountMinor, creditEntryId, at);
  }
}
