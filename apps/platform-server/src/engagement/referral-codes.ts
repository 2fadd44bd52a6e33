import type { Db } from '../db/open-database';
import { cryptoRandom, type RandomSource } from '../security/random-source';

/** The characters of a referral code: capitals and digits without look-alikes (no 0/O, no 1/I). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** How many characters a referral code has. */
export const REFERRAL_CODE_LENGTH = 8;

/** How many random codes are tried before giving up (a clash is about one in a trillion per member). */
const ATTEMPTS = 10;

/** A random referral code. */
export function newReferralCode(random: RandomSource = cryptoRandom): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET.charAt(random.int(0, REFERRAL_CODE_ALPHABET.length))).join('');
}

/**
 * Members' referral codes (`member.referral_code`): the code of a player's invitation link, random
 * and unique per merchant, so that the link shows no login name. A member gets one at
 * registration, by the seed, or when their invite-friends page is first shown.
 */
export class ReferralCodes {
  private readonly codeRow;
  private readonly taken;
  private readonly setCode;
  private readonly byCode;
  private readonly withoutCode;

  constructor(
    private readonly db: Db,
    private readonly random: RandomSource = cryptoRandom,
  ) {
    this.codeRow = db.prepare<[number], { referral_code: string | null }>('SELECT referral_code FROM member WHERE id = ?');
    this.taken = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND referral_code = ?');
    this.setCode = db.prepare<[string, number]>('UPDATE member SET referral_code = ? WHERE id = ? AND referral_code IS NULL');
    this.byCode = db.prepare<[string, string], { id: number }>(
      "SELECT id FROM member WHERE merchant_code = ? AND referral_code = ? AND status = 'active' AND type IN (0, 1, 2)",
    );
    this.withoutCode = db.prepare<[], { id: number; merchant_code: string }>(
      'SELECT id, merchant_code FROM member WHERE referral_code IS NULL ORDER BY id',
    );
  }

  /** The member's code, given one now (in one transaction) when they have none yet. */
  ensure(memberId: number, merchantCode: string): string {
    return this.db.transaction(() => {
      const existing = this.codeRow.get(memberId)?.referral_code;
      if (existing) return existing;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const code = newReferralCode(this.random);
        if (this.taken.get(merchantCode, code)) continue;
        if (this.setCode.run(code, memberId).changes === 1) return code;
      }
      throw new Error(`no free referral code for member ${memberId}`);
    })();
  }

  /** The active real account of the merchant whose referral code this is (any letter case), or null. */
  realIdByCode(merchantCode: string, code: string): number | null {
    return this.byCode.get(merchantCode, code.trim().toUpperCase())?.id ?? null;
  }

  /** Gives every member without a code one, in member order (the seed, with a seeded random source); returns how many. */
  assignMissing(): number {
    return this.db.transaction(() => {
      const members = this.withoutCode.all();
      for (const member of members) this.ensure(member.id, member.merchant_code);
      return members.length;
    })();
  }
}
