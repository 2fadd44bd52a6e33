import { hashPassword } from '../../accounts/password-hash';
import { ApiError } from '../../http/envelope';
import type { PlatformContext } from '../../platform-context';
import type { SessionAccount } from '../../sessions/session-store';
import { normalizePhoneNumber } from '../../verification/phone-number';
import { validationFailed, type FieldProblem } from '../shared/refusals';

/** The decrypted payload of the agent registration page (contract schema AgentRegisterPayload). */
export interface AgentRegisterPayload {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly nickname?: string;
  readonly mobileNum?: string;
  readonly countryDialingCode?: string;
}

/** The new account's row values once every rule passed. */
export interface CheckedRegistration {
  readonly username: string;
  readonly password: string;
  readonly nickname: string | null;
  readonly mobileE164: string | null;
}

/**
 * The agents area's own simple rules (the merchant's rule table belongs to the accounts area):
 * username 4-16 letters or digits starting with a letter; password 6-20 characters with a letter
 * and a digit; nickname at most 20 characters.
 */
export const AGENT_REGISTER_RULES = {
  username: /^[A-Za-z][A-Za-z0-9]{3,15}$/,
  password: { minLength: 6, maxLength: 20 },
  nicknameMaxLength: 20,
  defaultCountryDialingCode: '+63',
} as const;

/** The player account type an agent opens. */
const PLAYER_TYPE = 0;

/** Checks a registration payload; VALIDATION_FAILED listing every bad field, then CONFIRMATION_MISMATCH. */
export function checkRegistration(payload: AgentRegisterPayload): CheckedRegistration {
  const problems: FieldProblem[] = [];
  const username = payload.username.trim();
  if (!AGENT_REGISTER_RULES.username.test(username)) {
    problems.push({ field: 'username', message: 'The username must be 4 to 16 letters or digits and start with a letter' });
  }
  const { password } = payload;
  const { minLength, maxLength } = AGENT_REGISTER_RULES.password;
  if (password.length < minLength || password.length > maxLength || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    problems.push({ field: 'password', message: 'The password must be 6 to 20 characters with at least one letter and one digit' });
  }
  const nickname = payload.nickname?.trim() || null;
  if (nickname !== null && nickname.length > AGENT_REGISTER_RULES.nicknameMaxLength) {
    problems.push({ field: 'nickname', message: 'The nickname must be at most 20 characters' });
  }
  let mobileE164: string | null = null;
  const mobile = payload.mobileNum?.trim();
  if (mobile) {
    const phone = normalizePhoneNumber(payload.countryDialingCode ?? AGENT_REGISTER_RULES.defaultCountryDialingCode, mobile);
    if (phone.ok) mobileE164 = phone.e164;
    else problems.push({ field: 'mobileNum', message: 'Please enter a valid mobile number' });
  }
  if (problems.length) throw validationFailed(problems);
  if (payload.confirmPassword !== password) {
    throw new ApiError(400, 'CONFIRMATION_MISMATCH', 'Confirmation password not matched');
  }
  return { username, password, nickname, mobileE164 };
}

/** Creates player accounts in an agent's downline. */
export class DownlineRegistration {
  private readonly nameTaken;
  private readonly mobileTaken;
  private readonly insert;

  constructor(private readonly context: PlatformContext) {
    const db = context.db;
    this.nameTaken = db.prepare<[string, string], { id: number }>(
      'SELECT id FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE LIMIT 1',
    );
    this.mobileTaken = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND mobile = ?');
    this.insert = db.prepare<[string, string, string, number, string | null, number, string | null, number, string], { id: number }>(
      `INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at, mobile, parent_id, currency)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    );
  }

  private refuseTaken(merchantCode: string, account: CheckedRegistration): void {
    if (this.nameTaken.get(merchantCode, account.username)) {
      throw new ApiError(409, 'USERNAME_TAKEN', 'Sorry, the username already exists');
    }
    if (account.mobileE164 && this.mobileTaken.get(merchantCode, account.mobileE164)) {
      throw validationFailed([{ field: 'mobileNum', message: 'This mobile number is already registered' }]);
    }
  }

  /** Opens a player account (type 0) under the agent; returns the new member's id. */
  async register(agent: SessionAccount, payload: AgentRegisterPayload): Promise<number> {
    const account = checkRegistration(payload);
    this.refuseTaken(agent.merchantCode, account);
    const passwordHash = await hashPassword(account.password);
    return this.context.db.transaction(() => {
      this.refuseTaken(agent.merchantCode, account);
      const row = this.insert.get(
        agent.merchantCode,
        account.username,
        passwordHash,
        PLAYER_TYPE,
        account.nickname,
        this.context.now(),
        account.mobileE164,
        agent.memberId,
        agent.currency,
      );
      if (!row) throw new ApiError(409, 'USERNAME_TAKEN', 'Sorry, the username already exists');
      return row.id;
    })();
  }
}
