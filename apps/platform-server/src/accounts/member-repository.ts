import type { Db } from '../db/open-database';

/** A member as the accounts area reads it. */
export interface MemberRecord {
  readonly id: number;
  readonly merchantCode: string;
  readonly username: string;
  readonly passwordHash: string;
  readonly type: number;
  readonly nickname: string | null;
  readonly createdAt: number;
  readonly mobile: string | null;
  readonly email: string | null;
  readonly paymentPasswordHash: string | null;
  readonly currency: string;
  readonly vipLevel: number;
  readonly firstLoginAt: number | null;
  readonly headIconId: number | null;
  readonly passwordUpdatedAt: number | null;
}

/** A new player account as registration writes it (hashes already made). */
export interface NewMember {
  readonly merchantCode: string;
  readonly username: string;
  readonly passwordHash: string;
  readonly nickname: string | null;
  readonly mobile: string | null;
  readonly email: string | null;
  readonly parentId: number | null;
  readonly paymentPasswordHash: string | null;
  readonly createdAt: number;
  readonly profile: {
    readonly payeeName: string | null;
    readonly idNumber: string | null;
    readonly qqNum: string | null;
    readonly facebook: string | null;
    readonly wechat: string | null;
    readonly line: string | null;
    readonly whatsapp: string | null;
    readonly zalo: string | null;
    readonly recommenderId: number | null;
    readonly registerMethod: string | null;
    readonly registerUrl: string | null;
    /** The date of birth, YYYY-MM-DD. */
    readonly birthDate: string | null;
  };
}

interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string | null;
  created_at: number;
  mobile: string | null;
  email: string | null;
  payment_password_hash: string | null;
  currency: string;
  vip_level: number;
  first_login_at: number | null;
  head_icon_id: number | null;
  password_updated_at: number | null;
}

function toRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    passwordHash: row.password_hash,
    type: row.type,
    nickname: row.nickname,
    createdAt: row.created_at,
    mobile: row.mobile,
    email: row.email,
    paymentPasswordHash: row.payment_password_hash,
    currency: row.currency,
    vipLevel: row.vip_level,
    firstLoginAt: row.first_login_at,
    headIconId: row.head_icon_id,
    passwordUpdatedAt: row.password_updated_at,
  };
}

/** Reads and writes members and their profile rows for registration, passwords and member info. */
export class MemberRepository {
  private readonly byId;
  private readonly usernameRow;
  private readonly mobileRow;
  private readonly anyMobileRow;
  private readonly agentByCode;
  private readonly realByUsername;
  private readonly byUsernameEmail;
  private readonly insertMember;
  private readonly insertProfile;
  private readonly updatePassword;
  private readonly touchPasswordDate;
  private readonly updatePaymentPassword;
  private readonly upsertIcon;

  constructor(private readonly db: Db) {
    this.byId = db.prepare<[number, string], MemberRow>(
      `SELECT m.id, m.merchant_code, m.username, m.password_hash, m.type, m.nickname, m.created_at, m.mobile, m.email,
              m.payment_password_hash, m.currency, m.vip_level, m.first_login_at, p.head_icon_id, p.password_updated_at
         FROM member m LEFT JOIN member_profile p ON p.member_id = m.id WHERE m.id = ? AND m.merchant_code = ?`,
    );
    this.usernameRow = db.prepare<[string, string], { id: number }>(
      'SELECT id FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE LIMIT 1',
    );
    this.mobileRow = db.prepare<[string, string], { id: number }>(
      "SELECT id FROM member WHERE merchant_code = ? AND mobile = ? AND status = 'active'",
    );
    this.anyMobileRow = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND mobile = ?');
    this.agentByCode = db.prepare<[string, string], { id: number }>(
      "SELECT id FROM member WHERE merchant_code = ? AND affiliate_code = ? AND status = 'active' AND type IN (1, 2)",
    );
    this.realByUsername = db.prepare<[string, string], { id: number }>(
      "SELECT id FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE AND status = 'active' AND type IN (0, 1, 2) LIMIT 1",
    );
    this.byUsernameEmail = db.prepare<[string, string, string], { id: number; email: string }>(
      `SELECT id, email FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE AND lower(email) = ?
         AND status = 'active' AND type IN (0, 1, 2) LIMIT 1`,
    );
    this.insertMember = db.prepare<[string, string, string, string | null, number, string | null, string | null, number | null, string | null, number], { id: number }>(
      `INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at, mobile, email, parent_id,
                           payment_password_hash, first_login_at)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    this.insertProfile = db.prepare(
      `INSERT INTO member_profile (member_id, payee_name, id_number, qq_num, facebook, wechat, line, whatsapp, zalo,
                                   recommender_id, register_method, register_url, age_confirmed_at, birth_date)
       VALUES (@memberId, @payeeName, @idNumber, @qqNum, @facebook, @wechat, @line, @whatsapp, @zalo,
               @recommenderId, @registerMethod, @registerUrl, @at, @birthDate)`,
    );
    this.updatePassword = db.prepare<[string, number]>('UPDATE member SET password_hash = ? WHERE id = ?');
    this.touchPasswordDate = db.prepare<[number, number]>(
      `INSERT INTO member_profile (member_id, password_updated_at) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET password_updated_at = excluded.password_updated_at`,
    );
    this.updatePaymentPassword = db.prepare<[string, number]>('UPDATE member SET payment_password_hash = ? WHERE id = ?');
    this.upsertIcon = db.prepare<[number, number]>(
      `INSERT INTO member_profile (member_id, head_icon_id) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET head_icon_id = excluded.head_icon_id`,
    );
  }

  /** The member with this id on this merchant, or null. */
  find(memberId: number, merchantCode: string): MemberRecord | null {
    const row = this.byId.get(memberId, merchantCode);
    return row ? toRecord(row) : null;
  }

  /** Whether any account of the merchant has this username, in any letter case. */
  usernameTaken(merchantCode: string, username: string): boolean {
    return this.usernameRow.get(merchantCode, username) !== undefined;
  }

  /** The id of the active account of the merchant bound to this E.164 number, or null. */
  idByMobile(merchantCode: string, e164: string): number | null {
    return this.mobileRow.get(merchantCode, e164)?.id ?? null;
  }

  /** Whether an account of the merchant (active or not) is bound to this E.164 number. */
  mobileTaken(merchantCode: string, e164: string): boolean {
    return this.anyMobileRow.get(merchantCode, e164) !== undefined;
  }

  /** The id of the active agent whose invitation code this is (upper-cased), or null. */
  agentIdByAffiliateCode(merchantCode: string, code: string): number | null {
    return this.agentByCode.get(merchantCode, code.trim().toUpperCase())?.id ?? null;
  }

  /** The id of the active real account with this username, or null. */
  realIdByUsername(merchantCode: string, username: string): number | null {
    return this.realByUsername.get(merchantCode, username)?.id ?? null;
  }

  /** The active real account whose username and e-mail (any letter case) are these, or null. */
  findByUsernameAndEmail(merchantCode: string, username: string, email: string): { id: number; email: string } | null {
    return this.byUsernameEmail.get(merchantCode, username, email.trim().toLowerCase()) ?? null;
  }

  /** Writes a new player account and its profile in one transaction, logged in for the first time at `createdAt`. */
  create(member: NewMember): number {
    return this.db.transaction(() => {
      const row = this.insertMember.get(
        member.merchantCode,
        member.username,
        member.passwordHash,
        member.nickname,
        member.createdAt,
        member.mobile,
        member.email,
        member.parentId,
        member.paymentPasswordHash,
        member.createdAt,
      );
      if (!row) throw new Error('member insert returned no id');
      this.insertProfile.run({ memberId: row.id, ...member.profile, at: member.createdAt });
      return row.id;
    })();
  }

  /** Replaces a member's login password hash and records when. */
  setPassword(memberId: number, passwordHash: string, now: number): void {
    this.db.transaction(() => {
      this.updatePassword.run(passwordHash, memberId);
      this.touchPasswordDate.run(memberId, now);
    })();
  }

  /** Replaces a member's payment password hash. */
  setPaymentPassword(memberId: number, paymentPasswordHash: string): void {
    this.updatePaymentPassword.run(paymentPasswordHash, memberId);
  }

  /** Records the member's chosen head icon. */
  setHeadIcon(memberId: number, iconId: number): void {
    this.upsertIcon.run(memberId, iconId);
  }

  /** Changes a member's nickname (already checked against the merchant's rule). */
  setNickname(memberId: number, nickname: string): void {
    this.db.prepare('UPDATE member SET nickname = ? WHERE id = ?').run(nickname, memberId);
  }
}
