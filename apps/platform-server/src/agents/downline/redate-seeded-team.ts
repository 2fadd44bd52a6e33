import type { Db } from '../../db/open-database';
import { DAY_MS, startOfManilaDay } from '../../time/manila-days';
import { TEAM_CTE } from '../team/team-scope';
import { SEED_AGENT_MERCHANT, SEED_UPLINE_AGE_DAYS, SEED_UPLINE_USERNAME } from './seed-team';

/**
 * Brings the fixed seed's agent team up to the clock `now` (the server's clock when it seeds,
 * before seedAgentActivity writes the team's betting): the seed writes agent01's team and
 * contract requests by its own fixed clock (seedDownline, seedContracts), so without this an agent
 * would see members who joined and requests sent eleven months before the betting. Every
 * registration, login and request of jadeboss's team moves by the whole Manila days between the
 * two clocks, so each stays as many days old as the seed made it. The seed's clock is read back
 * from the upline's registration, written SEED_UPLINE_AGE_DAYS before it.
 */
export function redateSeededTeam(db: Db, now: number): void {
  const upline = db
    .prepare<[string, string], { id: number; created_at: number }>('SELECT id, created_at FROM member WHERE merchant_code = ? AND username = ?')
    .get(SEED_AGENT_MERCHANT, SEED_UPLINE_USERNAME);
  if (!upline) return;
  const shift = startOfManilaDay(now) - startOfManilaDay(upline.created_at + SEED_UPLINE_AGE_DAYS * DAY_MS);
  if (shift === 0) return;
  const scope = { agent: upline.id, merchant: SEED_AGENT_MERCHANT, shift };
  const team = `WITH RECURSIVE ${TEAM_CTE} SELECT member_id FROM team UNION ALL SELECT @agent`;
  db.prepare(`UPDATE member SET created_at = created_at + @shift, first_login_at = first_login_at + @shift WHERE id IN (${team})`).run(scope);
  db.prepare(`UPDATE session SET created_at = created_at + @shift, expires_at = expires_at + @shift, revoked_at = revoked_at + @shift WHERE member_id IN (${team})`).run(scope);
  db.prepare(
    `UPDATE agent_contract_request SET created_at = created_at + @shift, responded_at = responded_at + @shift
     WHERE from_member_id IN (${team}) OR to_member_id IN (${team})`,
  ).run(scope);
}
