import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate';
import { openDatabase, type Db } from './open-database';

const REWARD_COLUMNS = 'id, member_id, source, reference, cause, amount_minor, status, created_at, expires_at, claimed_at, credit_entry_id';

describe('migration 023 (joinable promotions)', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  /** A database migrated up to `version`, without foreign keys (the reward rows below name no real members). */
  function migratedTo(version: number): Db {
    const opened = openDatabase(':memory:');
    opened.pragma('foreign_keys = OFF');
    migrate(opened, loadMigrations().filter((migration) => migration.version <= version));
    return opened;
  }

  it("rebuilds the reward table with the 'promotion' source, keeping its rows, columns and indexes", () => {
    db = migratedTo(22);
    const insert = db.prepare(`INSERT INTO reward (${REWARD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    insert.run(7, 1, 'referral', 'ma***88', 'referral:9', 10_000, 'claimable', 1_000, null, null, null);
    insert.run(8, 1, 'cashback', null, null, 2_500, 'claimed', 1_000, 5_000, 2_000, 42);
    expect(() => insert.run(9, 1, 'promotion', 'x', null, 1, 'claimable', 1, null, null, null)).toThrow(/CHECK/);
    const before = db.prepare(`SELECT ${REWARD_COLUMNS} FROM reward ORDER BY id`).all();
    const columns = db.prepare("SELECT name FROM pragma_table_info('reward')").pluck().all();

    expect(migrate(db)).toContain('023-promotion-enrollment.sql');
    expect(db.prepare(`SELECT ${REWARD_COLUMNS} FROM reward ORDER BY id`).all()).toEqual(before);
    expect(db.prepare("SELECT name FROM pragma_table_info('reward')").pluck().all()).toEqual(columns);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'reward' AND sql IS NOT NULL ORDER BY name").pluck().all()).toEqual([
      'reward_cause',
      'reward_member',
    ]);
    insert.run(9, 1, 'promotion', '20% Reload Bonus', 'promotion:1', 1, 'claimable', 1, null, null, null);
    expect(() => insert.run(10, 1, 'promotion', '20% Reload Bonus', 'promotion:1', 1, 'claimable', 1, null, null, null)).toThrow(/UNIQUE/);
  });

  it('keeps one enrollment per member and promotion, and a rewarded one only with its reward', () => {
    db = migratedTo(23);
    const enroll = db.prepare('INSERT INTO promotion_enrollment (member_id, announcement_id, joined_at) VALUES (?, ?, ?)');
    enroll.run(1, 5, 1_000);
    expect(() => enroll.run(1, 5, 2_000)).toThrow(/UNIQUE/);
    expect(() => db?.prepare("UPDATE promotion_enrollment SET status = 'rewarded'").run()).toThrow(/CHECK/);
    const terms = db.prepare('INSERT INTO promotion_join_terms (announcement_id, bonus_percent, max_bonus_minor, min_deposit_minor, first_deposit_only) VALUES (?, ?, ?, ?, ?)');
    expect(() => terms.run(5, 20, 100_000, 1, 0)).toThrow(/CHECK/); // a ₱0.01 deposit would earn nothing
    terms.run(5, 20, 100_000, 5, 0);
  });
});

describe('migrations 024 (referral codes) and 025 (leaderboard settlement)', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it("gives members a referral code column, unique per merchant, and moves the recommender field's reference rule to take codes and usernames", () => {
    db = openDatabase(':memory:');
    db.pragma('foreign_keys = OFF');
    migrate(db, loadMigrations().filter((migration) => migration.version <= 23));
    const rule = db.prepare("INSERT INTO registration_rule (merchant_code, form, field, enabled, required, pattern, message_key) VALUES (?, 'register', 'recommenderId', 1, 0, ?, 'referrer_link_error')");
    rule.run('jade', '^[A-Za-z0-9]{3,32}$');
    rule.run('ember', '^[0-9]{6}$');
    const member = db.prepare("INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES (?, ?, '!', 0, 0) RETURNING id");
    const first = (member.get('jade', 'first') as { id: number }).id;

    expect(migrate(db, loadMigrations().filter((migration) => migration.version <= 25))).toEqual(['024-referral-code.sql', '025-leaderboard-settlement.sql']);
    const patterns = db.prepare("SELECT merchant_code, pattern FROM registration_rule WHERE field = 'recommenderId' ORDER BY merchant_code").all();
    expect(patterns).toEqual([
      { merchant_code: 'ember', pattern: '^[0-9]{6}$' },
      { merchant_code: 'jade', pattern: '^[A-Za-z0-9_]{1,32}$' },
    ]);
    expect(db.prepare('SELECT referral_code FROM member WHERE id = ?').pluck().get(first)).toBeNull();
    const setCode = db.prepare('UPDATE member SET referral_code = ? WHERE id = ?');
    expect(() => setCode.run('demo', first)).toThrow(/CHECK/);
    setCode.run('AB3DEF9H', first);
    const other = (member.get('aurora', 'other') as { id: number }).id;
    setCode.run('AB3DEF9H', other);
    const same = (member.get('jade', 'same') as { id: number }).id;
    expect(() => setCode.run('AB3DEF9H', same)).toThrow(/UNIQUE/);
  });

  it('records each settled race once per merchant', () => {
    db = openDatabase(':memory:');
    db.pragma('foreign_keys = OFF');
    migrate(db);
    const settle = db.prepare("INSERT INTO leaderboard_settlement (merchant_code, starts_at, race_id, settled_at, winners) VALUES ('aurora', 1, ?, 2, 0)");
    settle.run('2026-06-08');
    expect(() => settle.run('2026-06-08')).toThrow(/UNIQUE|PRIMARY/);
    expect(() => db?.prepare("INSERT INTO leaderboard_settlement VALUES ('aurora', 2, 'June', 2, 0)").run()).toThrow(/CHECK/);
  });
});

describe('migration 026 (agent centre)', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it('keeps vendor rounds positive, rejection reasons short and one commission statement per agent, kind and period', () => {
    db = openDatabase(':memory:');
    db.pragma('foreign_keys = OFF');
    migrate(db, loadMigrations().filter((migration) => migration.version <= 25));
    const request = db.prepare(
      "INSERT INTO agent_contract_request (kind, from_member_id, to_member_id, rate_basis_points, min_turnover_minor, min_active_members, period, created_at) VALUES ('daily_salary', 1, 2, 100, 0, 0, 'daily', 0) RETURNING id",
    );
    const before = (request.get() as { id: number }).id;

    expect(migrate(db, loadMigrations().filter((migration) => migration.version <= 26))).toEqual(['026-agent-centre.sql']);
    expect(db.prepare('SELECT reason FROM agent_contract_request WHERE id = ?').pluck().get(before)).toBeNull();
    const reject = db.prepare("UPDATE agent_contract_request SET status = 'rejected', responded_at = 1, reason = ? WHERE id = ?");
    expect(() => reject.run('x'.repeat(201), before)).toThrow(/CHECK/);
    reject.run('Too high for my team', before);
    const round = db.prepare("INSERT INTO vendor_round (merchant_code, member_id, node_id, stake_minor, win_minor, created_at) VALUES ('jade', 2, 1, ?, ?, 0)");
    expect(() => round.run(0, 0)).toThrow(/CHECK/);
    expect(() => round.run(100, -1)).toThrow(/CHECK/);
    round.run(100, 250);
    const statement = db.prepare(
      `INSERT INTO agent_commission_statement (agent_id, kind, contract_id, rate_basis_points, min_turnover_minor, min_active_members, period,
         period_from, period_to, turnover_minor, payout_minor, net_loss_minor, active_members, basis_minor, outcome, amount_minor, settled_at)
       VALUES (2, 'daily_salary', ?, 100, 0, 0, 'daily', 0, 86400000, 1000, 0, 1000, 1, 1000, ?, ?, 1)`,
    );
    expect(() => statement.run(before, 'below_turnover', 10)).toThrow(/CHECK/);
    statement.run(before, 'paid', 10);
    expect(() => statement.run(before, 'paid', 10)).toThrow(/UNIQUE/);
  });
});
