import { hashPassword } from '../../accounts/password-hash';
import type { Db } from '../../db/open-database';
import { seededRandom } from '../../security/random-source';
import { Ledger } from '../../wallet/ledger';
import { SEED_AGENT_FLOAT_MINOR, SEED_AGENT_MERCHANT, SEED_DOWNLINE, SEED_PLAYER_PASSWORD, SEED_SUB_AGENTS, SEED_UPLINE_AGE_DAYS, SEED_UPLINE_USERNAME } from './seed-team';

export { SEED_AGENT_FLOAT_MINOR, SEED_AGENT_MERCHANT, SEED_DOWNLINE, SEED_PLAYER_PASSWORD, SEED_SUB_AGENTS, SEED_UPLINE_AGE_DAYS, SEED_UPLINE_USERNAME } from './seed-team';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * agent01's team on jade: an upline (for contract requests), a cash float, the 8 players of
 * SEED_DOWNLINE in its direct downline (most with a past login), and the sub-agents of
 * SEED_SUB_AGENTS (type 1) with their players, three levels deep; every team member logs in with
 * SEED_PLAYER_PASSWORD (one hash). Their deposits and bets follow the server's clock: they are
 * seeded by seedAgentActivity.
 */
export async function seedDownline(db: Db, now: number): Promise<void> {
  const idOf = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?');
  const agent = idOf.get(SEED_AGENT_MERCHANT, 'agent01');
  if (!agent) return;
  const passwordHash = await hashPassword(SEED_PLAYER_PASSWORD);
  const random = seededRandom(12);
  const ledger = new Ledger(db);
  const insertMember = db.prepare<[string, string, string, number, string | null, number, number | null, string], { id: number }>(
    `INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at, parent_id, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertSession = db.prepare<[Buffer, number, number, number, number]>(
    'INSERT INTO session (token_hash, member_id, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?)',
  );
  const member = (username: string, type: number, nickname: string | null, createdAt: number, parentId: number, disabled = false): number => {
    const row = insertMember.get(SEED_AGENT_MERCHANT, username, passwordHash, type, nickname, createdAt, parentId, disabled ? 'disabled' : 'active');
    if (!row) throw new Error(`the seeded team member ${username} was not written`);
    return row.id;
  };
  const logIn = (memberId: number) => {
    const loginAt = now - random.int(2, 72) * HOUR;
    insertSession.run(random.bytes(32), memberId, loginAt, loginAt + 7 * DAY, loginAt + HOUR);
  };
  db.transaction(() => {
    const upline = insertMember.get(SEED_AGENT_MERCHANT, SEED_UPLINE_USERNAME, '!seed-upline', 1, 'Jade Master Agent', now - SEED_UPLINE_AGE_DAYS * DAY, null, 'active');
    if (!upline) throw new Error('the seeded upline was not written');
    db.prepare<[number, number]>('UPDATE member SET parent_id = ? WHERE id = ?').run(upline.id, agent.id);
    ledger.post({ memberId: agent.id, wallet: 'cash', amountMinor: SEED_AGENT_FLOAT_MINOR, kind: 'deposit', reference: 'seed:agent-float', at: now - 40 * DAY });
    SEED_DOWNLINE.forEach((player, index) => {
      const id = member(player.username, 0, player.nickname, now - (60 - index * 6) * DAY, agent.id, player.disabled);
      if (player.loggedIn) logIn(id);
    });
    const ids = new Map([['agent01', agent.id]]);
    for (const subAgent of SEED_SUB_AGENTS) {
      const parentId = ids.get(subAgent.parent);
      if (parentId === undefined) throw new Error(`seed: ${subAgent.username} comes before its upline`);
      const createdAt = now - subAgent.registeredDaysAgo * DAY;
      const id = member(subAgent.username, 1, subAgent.nickname, createdAt, parentId);
      ids.set(subAgent.username, id);
      logIn(id);
      subAgent.players.forEach((player, index) => logIn(member(player.username, 0, player.nickname, createdAt + (index + 1) * 4 * DAY, id)));
    }
  })();
}
