import { agentPeriodRange, type AgentNamedPeriod } from '@gp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/open-database';
import { createSeededTestDb } from '../testing/test-db';
import { manilaMidnight } from '../time/manila-days';
import { expectBalancesMatchLedger, ledgerRowsOutOfTimeOrder } from '../wallet/wallet-test-kit';
import { seedAgentActivity } from './agent-activity-seed';

const HOUR = 60 * 60_000;
const PERIODS: readonly AgentNamedPeriod[] = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'];

/** How many vendor rounds of jade were placed in [from, min(to, now)). */
function roundsIn(db: Db, from: number, to: number): number {
  return db.prepare<[number, number], { n: number }>("SELECT count(*) AS n FROM vendor_round WHERE merchant_code = 'jade' AND created_at >= ? AND created_at < ?").get(from, to)?.n ?? 0;
}

describe.each([
  ['a Thursday morning', Date.UTC(2026, 10, 26, 2, 0)],
  ['half an hour into a Monday that starts a month', manilaMidnight(2027, 2, 1) + HOUR / 2],
])('the agent activity seeded on %s', (_when, now) => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededTestDb();
    seedAgentActivity(db, now);
  });
  afterAll(() => db.close());

  it('gives every report period betting', () => {
    for (const period of PERIODS) {
      const range = agentPeriodRange(period, now);
      expect(roundsIn(db, range.from, Math.min(range.to, now + 1)), period).toBeGreaterThan(0);
    }
    expect(roundsIn(db, now + 1, Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  it('keeps the ledger whole: each round with its rows, balances never below zero in time order', () => {
    const unmatched = db
      .prepare(
        `SELECT r.id FROM vendor_round r WHERE NOT EXISTS (
           SELECT 1 FROM ledger_entry l WHERE l.reference = 'round:' || r.id AND l.kind = 'bet' AND l.amount_minor = -r.stake_minor AND l.created_at = r.created_at)
         OR (r.win_minor > 0) <> EXISTS (SELECT 1 FROM ledger_entry l WHERE l.reference = 'round:' || r.id AND l.kind = 'payout' AND l.amount_minor = r.win_minor)`,
      )
      .all();
    expect(unmatched).toEqual([]);
    expectBalancesMatchLedger(db);
    expect(ledgerRowsOutOfTimeOrder(db)).toEqual([]);
  });
});
