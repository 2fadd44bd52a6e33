import type { Db } from '../db/open-database';

/** A merchant's invite-friends terms: the reward per friend whose approved deposits reach the qualifying amount. */
export interface ReferralTerms {
  readonly rewardPerFriendMinor: number;
  readonly qualifyingDepositMinor: number;
}

/** The platform's terms for a merchant without its own: ₱100 for each friend who deposits ₱500. */
export const DEFAULT_REFERRAL_TERMS: ReferralTerms = { rewardPerFriendMinor: 10_000, qualifyingDepositMinor: 50_000 };

/** A friend who registered with a member as recommender, with their approved deposits and the reward given for them. */
export interface ReferredFriend {
  readonly memberId: number;
  readonly username: string;
  readonly registeredAt: number;
  readonly depositedMinor: number;
  /** The referral reward the member got for this friend; null before one was given. */
  readonly rewardMinor: number | null;
}

/** A referred member's link to their recommender, with what the referral rules need to know. */
export interface ReferralLink {
  readonly recommenderId: number;
  readonly merchantCode: string;
  /** The recommender's account type (an agent gets no referral rewards). */
  readonly recommenderType: number;
  readonly friendUsername: string;
}

interface FriendRow {
  id: number;
  username: string;
  created_at: number;
  deposited: number | null;
  reward: number | null;
}

/** The cause of the referral reward a member gets for a friend: one per friend. */
export function referralCause(friendId: number): string {
  return `referral:${friendId}`;
}

/** Invite friends: each merchant's terms, a member's referred friends and a member's recommender. */
export class ReferralRepository {
  private readonly terms;
  private readonly upsertTerms;
  private readonly friends;
  private readonly counts;
  private readonly recommender;

  constructor(db: Db) {
    this.terms = db.prepare<[string], { reward_per_friend_minor: number; qualifying_deposit_minor: number }>(
      'SELECT reward_per_friend_minor, qualifying_deposit_minor FROM referral_terms WHERE merchant_code = ?',
    );
    this.upsertTerms = db.prepare<[string, number, number]>(
      `INSERT INTO referral_terms (merchant_code, reward_per_friend_minor, qualifying_deposit_minor) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code) DO UPDATE SET reward_per_friend_minor = excluded.reward_per_friend_minor,
         qualifying_deposit_minor = excluded.qualifying_deposit_minor`,
    );
    this.friends = db.prepare<[number, number, number], FriendRow>(
      `SELECT m.id, m.username, m.created_at,
         (SELECT sum(l.amount_minor) FROM ledger_entry l WHERE l.member_id = m.id AND l.wallet = 'cash' AND l.kind = 'deposit') AS deposited,
         (SELECT r.amount_minor FROM reward r WHERE r.member_id = ? AND r.cause = 'referral:' || m.id) AS reward
       FROM member_profile p JOIN member m ON m.id = p.member_id
       WHERE p.recommender_id = ?
       ORDER BY m.created_at DESC, m.id DESC LIMIT ?`,
    );
    this.counts = db.prepare<[number, number], { invited: number; rewarded: number; earned: number | null }>(
      `SELECT (SELECT count(*) FROM member_profile WHERE recommender_id = ?) AS invited,
              count(*) AS rewarded, sum(amount_minor) AS earned
       FROM reward WHERE member_id = ? AND source = 'referral' AND cause GLOB 'referral:*'`,
    );
    this.recommender = db.prepare<[number], { id: number; merchant_code: string; type: number; friend: string }>(
      `SELECT m.id, m.merchant_code, m.type, f.username AS friend
       FROM member_profile p JOIN member m ON m.id = p.recommender_id JOIN member f ON f.id = p.member_id
       WHERE p.member_id = ?`,
    );
  }

  /** The merchant's terms; the platform's defaults when it has set none. */
  termsOf(merchantCode: string): ReferralTerms {
    const row = this.terms.get(merchantCode);
    return row ? { rewardPerFriendMinor: row.reward_per_friend_minor, qualifyingDepositMinor: row.qualifying_deposit_minor } : DEFAULT_REFERRAL_TERMS;
  }

  /** Sets a merchant's terms. */
  setTerms(merchantCode: string, terms: ReferralTerms): void {
    this.upsertTerms.run(merchantCode, terms.rewardPerFriendMinor, terms.qualifyingDepositMinor);
  }

  /** The member's `limit` latest referred friends, newest first. */
  latestFriends(memberId: number, limit: number): ReferredFriend[] {
    return this.friends.all(memberId, memberId, limit).map((row) => ({
      memberId: row.id,
      username: row.username,
      registeredAt: row.created_at,
      depositedMinor: row.deposited ?? 0,
      rewardMinor: row.reward,
    }));
  }

  /** How many friends the member referred, how many earned a reward and the rewards' sum. */
  countsOf(memberId: number): { invited: number; rewarded: number; earnedMinor: number } {
    const row = this.counts.get(memberId, memberId);
    return { invited: row?.invited ?? 0, rewarded: row?.rewarded ?? 0, earnedMinor: row?.earned ?? 0 };
  }

  /** The member's link to who recommended them, or null when nobody did. */
  linkOf(memberId: number): ReferralLink | null {
    const row = this.recommender.get(memberId);
    return row ? { recommenderId: row.id, merchantCode: row.merchant_code, recommenderType: row.type, friendUsername: row.friend } : null;
  }
}
