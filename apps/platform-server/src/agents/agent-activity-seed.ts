import type { Db } from '../db/open-database';
import { seededRandom, type RandomSource } from '../security/random-source';
import { DAY_MS, startOfManilaDay } from '../time/manila-days';
import { Ledger } from '../wallet/ledger';
import { restateBalancesInTimeOrder } from '../wallet/seed-ledger-order';
import { redateSeededTeam } from './downline/redate-seeded-team';
import { SEED_AGENT_MERCHANT } from './downline/seed-team';
import { SeedBetting } from './team/seed-betting';
import { TEAM_CTE } from './team/team-scope';

const HOUR = 60 * 60_000;

/** How many Manila days of betting are seeded, today included. */
export const SEED_HISTORY_DAYS = 60;

/** Team members who never bet: they show as inactive (liza99 deposits, once). */
export const SEED_NON_BETTORS: readonly string[] = ['liza99', 'bea3000', 'joyagent', 'lenagent', 'nena101'];

/** carlo11 was disabled this many days ago and has not bet since. */
const CARLO_DISABLED_DAYS_AGO = 20;

/** Players who registered recently (by the server's clock): nena101 today under agent01, gelo202 three days ago under joyagent. */
export const SEED_NEW_MEMBERS = [
  { username: 'nena101', nickname: 'Nena', parent: 'agent01', registeredAt: (now: number) => now - Math.floor((now - startOfManilaDay(now)) / 2) },
  { username: 'gelo202', nickname: 'Gelo', parent: 'joyagent', registeredAt: (now: number) => now - 3 * DAY_MS },
] as const;

/** What a seeded day looks like: how many members bet, how many rounds each, stakes in tens of pesos ([min, max) each). */
interface DayShape {
  readonly bettors: readonly [number, number];
  readonly rounds: readonly [number, number];
  readonly stakeTens: readonly [number, number];
}

/** 7 to 10 members, ₱200 to ₱3,000 a round: mostly above agent01's daily minimum turnover. */
const BUSY: DayShape = { bettors: [7, 11], rounds: [2, 6], stakeTens: [20, 301] };
/** 4 members, ₱20 to ₱200 a round: a day below agent01's daily minimum turnover. */
const LOW: DayShape = { bettors: [4, 5], rounds: [1, 4], stakeTens: [2, 21] };
/** 2 high rollers, 5 or 6 rounds of ₱4,000 to ₱8,000: always ₱40,000 or more, but too few active members for agent01's daily salary. */
const HIGH_ROLLERS: DayShape = { bettors: [2, 3], rounds: [5, 7], stakeTens: [400, 801] };

/**
 * The shape of the day `daysAgo` Manila days before today: today is busy, yesterday and every 6th
 * day before it low, 4 days ago and every 6th day before it the high rollers', the others busy.
 */
export function seedDayShape(daysAgo: number): DayShape {
  if (daysAgo === 0) return BUSY;
  if (daysAgo % 6 === 1) return LOW;
  if (daysAgo % 6 === 4) return HIGH_ROLLERS;
  return BUSY;
}

/** `count` members drawn from `members` (fewer when there are not enough), in their order. */
function draw<T>(random: RandomSource, members: readonly T[], count: number): T[] {
  const pool = [...members];
  const drawn = new Set<T>();
  while (drawn.size < Math.min(count, members.length)) drawn.add(pool.splice(random.int(0, pool.length), 1)[0] as T);
  return members.filter((member) => drawn.has(member));
}

function addNewMembers(db: Db, now: number): void {
  const template = db.prepare<[string], { password_hash: string; id: number }>(
    "SELECT m.password_hash, p.id FROM member m JOIN member p ON p.merchant_code = m.merchant_code AND p.username = ? WHERE m.merchant_code = 'jade' AND m.username = 'juan8888'",
  );
  const insert = db.prepare("INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at, parent_id) VALUES ('jade', ?, ?, 0, ?, ?, ?)");
  for (const member of SEED_NEW_MEMBERS) {
    const row = template.get(member.parent);
    if (row) insert.run(member.username, row.password_hash, member.nickname, member.registeredAt(now), row.id);
  }
}

/**
 * Seeds agent01's team's betting relative to the clock `now` (the server's clock when it seeds,
 * like seedEngagementActivity; main.ts and the end-to-end server run it): the fixed seed's team
 * and contracts moved to that clock (redateSeededTeam), two players who
 * registered recently (SEED_NEW_MEMBERS), and over the 60 Manila days up to `now` vendor rounds on
 * jade's LIVE, RNG, SPORTS, FISH, LOTT, ELOTT and PVP games with the deposits they need, day by day
 * (seedDayShape: busy days, low days, high-roller days), so that today, yesterday, this and last
 * week, this and last month all have betting and agent01's daily salary both pays and does not.
 * Deterministic for a given `now`; the ledger's balances are restated in time order at the end.
 */
export function seedAgentActivity(db: Db, now: number): void {
  const agent = db.prepare<[string], { id: number }>("SELECT id FROM member WHERE merchant_code = ? AND username = 'agent01'").get(SEED_AGENT_MERCHANT);
  if (!agent) return;
  const random = seededRandom(26);
  const ledger = new Ledger(db);
  db.transaction(() => {
    redateSeededTeam(db, now);
    addNewMembers(db, now);
    const team = db
      .prepare<[object], { id: number; username: string; created_at: number }>(
        `WITH RECURSIVE ${TEAM_CTE} SELECT m.id, m.username, m.created_at FROM team t JOIN member m ON m.id = t.member_id ORDER BY m.id`,
      )
      .all({ agent: agent.id, merchant: SEED_AGENT_MERCHANT });
    const betting = new SeedBetting(db, ledger, random, SEED_AGENT_MERCHANT);
    const bettors = team.filter((member) => !SEED_NON_BETTORS.includes(member.username));
    const liza = team.find((member) => member.username === 'liza99');
    if (liza) betting.deposit(liza.id, 50_000, now - 5 * DAY_MS);
    for (let daysAgo = SEED_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      const dayStart = startOfManilaDay(now) - daysAgo * DAY_MS;
      const dayEnd = Math.min(dayStart + DAY_MS, now);
      const shape = seedDayShape(daysAgo);
      if (dayEnd <= dayStart) continue;
      const eligible = bettors.filter((member) => member.created_at + HOUR < dayEnd && !(member.username === 'carlo11' && daysAgo < CARLO_DISABLED_DAYS_AGO));
      for (const member of draw(random, eligible, random.int(...shape.bettors))) {
        const start = Math.max(dayStart, member.created_at + HOUR);
        const times = Array.from({ length: random.int(...shape.rounds) }, () => random.int(start, dayEnd)).sort((a, b) => a - b);
        for (const at of times) betting.bet(member.id, random.int(...shape.stakeTens) * 1_000, at);
      }
    }
    restateBalancesInTimeOrder(db);
  })();
}
