import type { Db } from '../../db/open-database';

/** The ids of every member below `agentId` (any level), found by walking `parent_id` in plain code. */
export function teamIdsOf(db: Db, agentId: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of db.prepare<[], { id: number; parent_id: number }>('SELECT id, parent_id FROM member WHERE parent_id IS NOT NULL').all()) {
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  }
  const team: number[] = [];
  const queue = [...(children.get(agentId) ?? [])];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    team.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return team;
}

/** The vendor rounds of some members in [from, to), read straight from `vendor_round`. */
export function roundsOf(db: Db, memberIds: readonly number[], from: number, to: number): { memberId: number; stake: number; win: number; category: string }[] {
  const rows = db
    .prepare<[number, number], { member_id: number; stake_minor: number; win_minor: number; game_category: string }>(
      'SELECT r.member_id, r.stake_minor, r.win_minor, g.game_category FROM vendor_round r JOIN game g ON g.node_id = r.node_id WHERE r.created_at >= ? AND r.created_at < ?',
    )
    .all(from, to);
  const members = new Set(memberIds);
  return rows.filter((row) => members.has(row.member_id)).map((row) => ({ memberId: row.member_id, stake: row.stake_minor, win: row.win_minor, category: row.game_category }));
}

/** Turnover, payouts, bets and active members of some rounds. */
export function sumRounds(rounds: readonly { memberId: number; stake: number; win: number }[]): { turnover: number; payout: number; bets: number; active: number } {
  return {
    turnover: rounds.reduce((sum, round) => sum + round.stake, 0),
    payout: rounds.reduce((sum, round) => sum + round.win, 0),
    bets: rounds.length,
    active: new Set(rounds.map((round) => round.memberId)).size,
  };
}
