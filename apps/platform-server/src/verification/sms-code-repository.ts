import type { Db } from '../db/open-database';
import type { SmsCodePurpose } from './sms-provider';

/** What an SMS code is bound to: one merchant, one purpose, one E.164 number. */
export interface SmsCodeKey {
  readonly merchant: string;
  readonly purpose: SmsCodePurpose;
  readonly phone: string;
}

/** A stored code: its salted hash and its lifetime, never the code itself. */
export interface StoredSmsCode {
  readonly salt: Buffer;
  readonly hash: Buffer;
  /** ms timestamps. */
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly resendAt: number;
  readonly failedAttempts: number;
  readonly usedAt: number | null;
}

interface SmsCodeRow {
  code_salt: Buffer;
  code_hash: Buffer;
  created_at: number;
  expires_at: number;
  resend_at: number;
  failed_attempts: number;
  used_at: number | null;
}

type KeyParams = [string, string, string];

function keyParams(key: SmsCodeKey): KeyParams {
  return [key.merchant, key.purpose, key.phone];
}

/** Reads and writes the `sms_code` table: one live code per key. */
export class SmsCodeRepository {
  private readonly select;
  private readonly upsert;
  private readonly addFailure;
  private readonly setUsed;
  private readonly deleteIfSalt;
  private readonly deleteStale;

  constructor(db: Db) {
    const where = 'WHERE merchant_code = ? AND purpose = ? AND phone = ?';
    this.select = db.prepare<KeyParams, SmsCodeRow>(`SELECT * FROM sms_code ${where}`);
    this.upsert = db.prepare<[...KeyParams, Buffer, Buffer, number, number, number]>(
      `INSERT OR REPLACE INTO sms_code (merchant_code, purpose, phone, code_salt, code_hash, created_at, expires_at, resend_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.addFailure = db.prepare<KeyParams, { failed_attempts: number }>(
      `UPDATE sms_code SET failed_attempts = failed_attempts + 1 ${where} RETURNING failed_attempts`,
    );
    this.setUsed = db.prepare<[number, ...KeyParams]>(`UPDATE sms_code SET used_at = ? ${where}`);
    this.deleteIfSalt = db.prepare<[...KeyParams, Buffer]>(`DELETE FROM sms_code ${where} AND code_salt = ?`);
    this.deleteStale = db.prepare<[number, number]>('DELETE FROM sms_code WHERE expires_at <= ? AND resend_at <= ?');
  }

  /** The code stored for this key, or null. */
  find(key: SmsCodeKey): StoredSmsCode | null {
    const row = this.select.get(...keyParams(key));
    if (!row) return null;
    return {
      salt: row.code_salt,
      hash: row.code_hash,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      resendAt: row.resend_at,
      failedAttempts: row.failed_attempts,
      usedAt: row.used_at,
    };
  }

  /** Stores a new code for the key, replacing the previous one (its attempts and use are reset). */
  replace(key: SmsCodeKey, code: Omit<StoredSmsCode, 'failedAttempts' | 'usedAt'>): void {
    this.upsert.run(...keyParams(key), code.salt, code.hash, code.createdAt, code.expiresAt, code.resendAt);
  }

  /** Counts one wrong attempt and returns the new count (0 when there is no code). */
  recordFailure(key: SmsCodeKey): number {
    return this.addFailure.get(...keyParams(key))?.failed_attempts ?? 0;
  }

  /** Marks the key's code as used at `now`. */
  markUsed(key: SmsCodeKey, now: number): void {
    this.setUsed.run(now, ...keyParams(key));
  }

  /** Deletes the key's code if it is still the one with this salt (a newer code is kept). */
  removeIfCurrent(key: SmsCodeKey, salt: Buffer): void {
    this.deleteIfSalt.run(...keyParams(key), salt);
  }

  /** Deletes codes that have expired and no longer hold back a resend; returns how many. */
  purge(now: number): number {
    return this.deleteStale.run(now, now).changes;
  }
}
