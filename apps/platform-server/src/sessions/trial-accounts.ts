import { randomInt } from 'node:crypto';
import { TRIAL_ACCOUNT_TYPE } from '@gp/domain';
import type { PlatformContext } from '../platform-context';

/** The demo balance a new trial account starts with: 2,000.00 in minor units. */
export const TRIAL_DEMO_BALANCE_MINOR = 200_000;

/** A stored password hash no password matches: trial accounts cannot log in with a password. */
const NO_PASSWORD = '!trial';

/**
 * Creates a trial (type 4) account with a fresh `trial` + 8 digits name and its demo balance,
 * in one transaction; returns its id and name.
 */
export function createTrialAccount(context: PlatformContext, merchantCode: string): { memberId: number; username: string } {
  const insert = context.db.prepare<[string, string, string, number, number], { id: number }>(
    `INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
  );
  return context.db.transaction(() => {
    const now = context.now();
    for (;;) {
      const username = `trial${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const row = insert.get(merchantCode, username, NO_PASSWORD, TRIAL_ACCOUNT_TYPE, now);
      if (!row) continue;
      context.ledger.post({ memberId: row.id, wallet: 'demo', amountMinor: TRIAL_DEMO_BALANCE_MINOR, kind: 'bonus', reference: 'trial', at: now });
      return { memberId: row.id, username };
    }
  })();
}
