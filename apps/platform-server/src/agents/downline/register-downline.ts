import { checkBirthDate } from '@gp/domain';
import { requireConfirmation } from '../../accounts/account-guards';
import { hashPassword } from '../../accounts/password-hash';
import { usernameTaken } from '../../accounts/registration-service';
import { fieldProblems, filled, MESSAGE_KEYS, REGISTER_FIELDS, type FieldRule, type RegisterField } from '../../accounts/registration-rules';
import { RegistrationSettingsRepository } from '../../accounts/registration-settings-repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../http/validation-failed';
import type { PlatformContext } from '../../platform-context';
import type { SessionAccount } from '../../sessions/session-store';
import type { Schema } from '../../contract/schema-types';

/**
 * The decrypted payload of the agent registration page (contract schema AgentRegisterPayload).
 * It has no mobile number: the player adds and verifies one later, so an agent cannot bind, or
 * probe, a number that is not theirs.
 */
export type AgentRegisterPayload = Schema<'AgentRegisterPayload'>;

/** The new account's row values once every rule passed. */
export interface CheckedRegistration {
  readonly username: string;
  readonly password: string;
  readonly nickname: string | null;
  readonly birthDate: string;
}

/** The fields of the merchant's registration rules the agent's form fills; the player fills the rest later. */
const AGENT_FORM_FIELDS: readonly RegisterField[] = ['username', 'password', 'confirmPassword', 'nickname'];

/** The player account type an agent opens. */
const PLAYER_TYPE = 0;

/**
 * Checks a registration payload against the merchant's registration rules, as player
 * registration does (accounts/registration-service.ts): 400 VALIDATION_FAILED listing every bad
 * field, then 400 CONFIRMATION_MISMATCH. Username, password and confirmation are always needed;
 * a nickname is kept only where the merchant's form has the nickname field; the date of birth
 * must be at least `age.minimumAge` years before Manila's date at `age.now` (issue 20).
 */
export function checkRegistration(
  rules: Readonly<Record<RegisterField, FieldRule>>,
  payload: AgentRegisterPayload,
  age: { readonly minimumAge: number; readonly now: number },
): CheckedRegistration {
  const values: Partial<Record<RegisterField, string>> = {
    username: payload.username,
    password: payload.password,
    confirmPassword: payload.confirmPassword,
    ...(payload.nickname === undefined ? {} : { nickname: payload.nickname }),
  };
  const problems = fieldProblems(rules, values, {
    forceRequired: ['username', 'password', 'confirmPassword'],
    skip: REGISTER_FIELDS.filter((field) => !AGENT_FORM_FIELDS.includes(field)),
  });
  const birthProblem = checkBirthDate(payload.birthDate, age.minimumAge, age.now);
  if (birthProblem) problems.push({ field: 'birthDate', messageKey: birthProblem === 'invalid' ? MESSAGE_KEYS.birthDate : MESSAGE_KEYS.underAge });
  if (problems.length > 0) throw validationFailed(problems, 'Account, password or nickname format incorrect');
  requireConfirmation(payload.password, payload.confirmPassword, 'confirmPassword');
  return {
    username: filled(payload.username) ?? '',
    password: payload.password,
    nickname: rules.nickname.enabled ? filled(payload.nickname) : null,
    birthDate: payload.birthDate,
  };
}

/** Creates player accounts in an agent's downline. */
export class DownlineRegistration {
  private readonly settings;
  private readonly nameTaken;
  private readonly insert;
  private readonly insertProfile;

  constructor(private readonly context: PlatformContext) {
    const db = context.db;
    this.settings = new RegistrationSettingsRepository(db);
    this.nameTaken = db.prepare<[string, string], { id: number }>(
      'SELECT id FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE LIMIT 1',
    );
    this.insert = db.prepare<[string, string, string, number, string | null, number, number, string], { id: number }>(
      `INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at, parent_id, currency)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    this.insertProfile = db.prepare<[number, string]>('INSERT INTO member_profile (member_id, birth_date) VALUES (?, ?)');
  }

  /**
   * Opens a player account (type 0) under the agent; returns the new member's id. The password
   * is hashed first, then the name check and the insert run in one transaction; a name used in any
   * letter case, also by a concurrent registration, is 409 USERNAME_TAKEN.
   */
  async register(agent: SessionAccount, payload: AgentRegisterPayload): Promise<number> {
    const settings = this.settings.forMerchant(agent.merchantCode);
    const account = checkRegistration(settings.fields, payload, { minimumAge: settings.minimumAge, now: this.context.now() });
    const passwordHash = await hashPassword(account.password);
    try {
      return this.context.db.transaction(() => {
        if (this.nameTaken.get(agent.merchantCode, account.username)) throw usernameTaken('username');
        const row = this.insert.get(
          agent.merchantCode,
          account.username,
          passwordHash,
          PLAYER_TYPE,
          account.nickname,
          this.context.now(),
          agent.memberId,
          agent.currency,
        );
        if (!row) throw new Error('member insert returned no id');
        this.insertProfile.run(row.id, account.birthDate);
        return row.id;
      })();
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken('username');
      throw error;
    }
  }
}
