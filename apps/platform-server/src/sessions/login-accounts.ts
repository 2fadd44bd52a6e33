import { isRealAccountType } from '@gp/domain';
import type { Db } from '../db/open-database';

/** An account as login needs it. */
export interface LoginAccount {
  readonly id: number;
  readonly username: string;
  readonly nickname: string | null;
  readonly type: number;
  readonly passwordHash: string;
  /** Active and a real (type 0, 1, 2) account: trial accounts never log in with a password. */
  readonly loginAllowed: boolean;
}

interface AccountRow {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  password_hash: string;
  status: string;
}

function toAccount(row: AccountRow | undefined): LoginAccount | null {
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    passwordHash: row.password_hash,
    loginAllowed: row.status === 'active' && isRealAccountType(row.type),
  };
}

/** Finds accounts for login (username without regard to case, or mobile number) and records first logins. */
export class LoginAccounts {
  private readonly byUsername;
  private readonly byMobile;
  private readonly firstLogin;

  constructor(db: Db) {
    const columns = 'id, username, nickname, type, password_hash, status';
    this.byUsername = db.prepare<[string, string], AccountRow>(
      `SELECT ${columns} FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE ORDER BY id LIMIT 1`,
    );
    this.byMobile = db.prepare<[string, string], AccountRow>(`SELECT ${columns} FROM member WHERE merchant_code = ? AND mobile = ?`);
    this.firstLogin = db.prepare<[number, number]>('UPDATE member SET first_login_at = ? WHERE id = ? AND first_login_at IS NULL');
  }

  /** The account of a merchant with this username, in any letter case. */
  findByUsername(merchantCode: string, username: string): LoginAccount | null {
    return toAccount(this.byUsername.get(merchantCode, username));
  }

  /** The account of a merchant with this E.164 mobile number. */
  findByMobile(merchantCode: string, e164: string): LoginAccount | null {
    return toAccount(this.byMobile.get(merchantCode, e164));
  }

  /** Records a login at `now`; true when it is the account's first. */
  markLoggedIn(memberId: number, now: number): boolean {
    return this.firstLogin.run(now, memberId).changes === 1;
  }
}
