import { hashPassword } from '../../accounts/password-hash';
import type { Db } from '../../db/open-database';
import { seededRandom, type RandomSource } from '../../security/random-source';
import { Ledger } from '../../wallet/ledger';

/** The merchant whose agent01 gets a seeded team (the one with AGENTPOLICY3 on). */
export const SEED_AGENT_MERCHANT = 'jade';
/** The password of every seeded downline player. */
export const SEED_PLAYER_PASSWORD = 'Player1234';
/** The seeded upline of agent01: it cannot log in (no password matches its hash). */
export const SEED_UPLINE_USERNAME = 'jadeboss';
/** Cash agent01 on jade starts with to top up the team: ₱100,000.00. */
export const SEED_AGENT_FLOAT_MINOR = 10_000_000;

/** The seeded downline players of agent01 on jade; carlo11 is disabled, two never logged in. */
export const SEED_DOWNLINE = [
  { username: 'juan8888', nickname: 'Juan D.', loggedIn: true, disabled: false },
  { username: 'mariac23', nickname: 'Maria C.', loggedIn: true, disabled: false },
  { username: 'pedro77', nickname: 'Pedro', loggedIn: true, disabled: false },
  { username: 'ana2024', nickname: null, loggedIn: true, disabled: false },
  { username: 'jose555', nickname: 'Jose R.', loggedIn: true, disabled: false },
  { username: 'liza99', nickname: 'Liza', loggedIn: false, disabled: false },
  { username: 'carlo11', nickname: 'Carlo', loggedIn: true, disabled: true },
  { username: 'bea3000', nickname: 'Bea', loggedIn: false, disabled: false },
] as const;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Writes a deposit, then bets and payouts (never below zero) between `from` and `to`. */
function seedBettingHistory(ledger: Ledger, random: RandomSource, memberId: number, from: number, to: number): void {
  let balance = ledger.post({ memberId, wallet: 'cash', amountMinor: random.int(500, 5001) * 100, kind: 'deposit', reference: 'seed:deposit', at: from }).balanceAfterMinor;
  const times = Array.from({ length: random.int(10, 26) }, () => random.int(from + HOUR, to)).sort((a, b) => a - b);
  times.forEach((at, index) => {
    const stake = Math.min(balance, random.int(20, 501) * 100);
    if (stake <= 0) return;
    const reference = `seed:bet:${memberId}:${index}`;
    balance = ledger.post({ memberId, wallet: 'cash', amountMinor: -stake, kind: 'bet', reference, at }).balanceAfterMinor;
    const payout = random.int(0, 100) < 45 ? Math.round((stake * random.int(50, 301)) / 100) : 0;
    if (payout > 0) balance = ledger.post({ memberId, wallet: 'cash', amountMinor: payout, kind: 'payout', reference, at: at + 60_000 }).balanceAfterMinor;
  });
}

/**
 * agent01's team on jade: an upline (for contract requests), a cash float, and 8 players in its
 * downline, each with a deposit, 10 to 25 bets with payouts over the 30 days before `now`, and
 * (for most) a past login. One password hash for every player.
 */
export async function seedDownline(db: Db, now: number): Promise<void> {
  const agent = db
    .prepare<[string], { id: number }>("SELECT id FROM member WHERE merchant_code = ? AND username = 'agent01'")
    .get(SEED_AGENT_MERCHANT);
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
  db.transaction(() => {
    const upline = insertMember.get(SEED_AGENT_MERCHANT, SEED_UPLINE_USERNAME, '!seed-upline', 1, 'Jade Master Agent', now - 400 * DAY, null, 'active');
    if (!upline) throw new Error('the seeded upline was not written');
    db.prepare<[number, number]>('UPDATE member SET parent_id = ? WHERE id = ?').run(upline.id, agent.id);
    ledger.post({ memberId: agent.id, wallet: 'cash', amountMinor: SEED_AGENT_FLOAT_MINOR, kind: 'deposit', reference: 'seed:agent-float', at: now - 40 * DAY });
    SEED_DOWNLINE.forEach((player, index) => {
      const createdAt = now - (60 - index * 6) * DAY;
      const row = insertMember.get(SEED_AGENT_MERCHANT, player.username, passwordHash, 0, player.nickname, createdAt, agent.id, player.disabled ? 'disabled' : 'active');
      if (!row) throw new Error('a seeded player was not written');
      seedBettingHistory(ledger, random, row.id, Math.max(createdAt, now - 30 * DAY), now - HOUR);
      if (player.loggedIn) {
        const loginAt = now - random.int(2, 72) * HOUR;
        insertSession.run(random.bytes(32), row.id, loginAt, loginAt + 7 * DAY, loginAt + HOUR);
      }
    });
  })();
}
