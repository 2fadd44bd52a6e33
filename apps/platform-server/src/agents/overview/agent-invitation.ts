import type { Db } from '../../db/open-database';
import { newReferralCode } from '../../engagement/referral-codes';
import { cryptoRandom, type RandomSource } from '../../security/random-source';

/** How many random codes are tried before giving up (a clash is about one in a trillion per agent). */
const ATTEMPTS = 10;

/**
 * Agents' invitation codes (`member.affiliate_code`), which registration takes to put a new player
 * in the agent's direct downline: an agent without one is given a random code of eight capitals and
 * digits without look-alikes (as referral codes), unique per merchant, the first time it asks, and
 * keeps it.
 */
export class AgentInvitationCodes {
  private readonly codeRow;
  private readonly taken;
  private readonly setCode;

  constructor(
    private readonly db: Db,
    private readonly random: RandomSource = cryptoRandom,
  ) {
    this.codeRow = db.prepare<[number], { affiliate_code: string | null }>('SELECT affiliate_code FROM member WHERE id = ?');
    this.taken = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND affiliate_code = ?');
    this.setCode = db.prepare<[string, number]>('UPDATE member SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL');
  }

  /** The agent's invitation code, given one now (in one transaction) when it has none yet. */
  ensure(agentId: number, merchantCode: string): string {
    return this.db.transaction(() => {
      const existing = this.codeRow.get(agentId)?.affiliate_code;
      if (existing) return existing;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const code = newReferralCode(this.random);
        if (this.taken.get(merchantCode, code)) continue;
        if (this.setCode.run(code, agentId).changes === 1) return code;
      }
      throw new Error(`no free invitation code for agent ${agentId}`);
    })();
  }
}
