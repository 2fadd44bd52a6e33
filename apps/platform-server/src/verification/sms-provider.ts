import type { Db } from '../db/open-database';
import { codeFromSmsText } from './sms-text';

/** What an SMS code is for: registration, login by SMS, or password reset. */
export type SmsCodePurpose = 'register' | 'login' | 'reset';

/** Every SMS code purpose. */
export const SMS_CODE_PURPOSES: readonly SmsCodePurpose[] = ['register', 'login', 'reset'];

/** Optional facts about a message, for providers that record them (the outbox does). */
export interface SmsMessageMeta {
  readonly merchant: string;
  readonly purpose: SmsCodePurpose;
}

/**
 * Sends text messages. `to` is an E.164 number. A provider rejects when the message could not be
 * handed over; it may ignore `meta`.
 */
export interface SmsProvider {
  send(to: string, text: string, meta?: SmsMessageMeta): Promise<void>;
}

/**
 * The default provider: nothing leaves the server, every message is written to the `sms_outbox`
 * table, where development tools and end-to-end tests read it (`latestOutboxCode`).
 */
export class OutboxSmsProvider implements SmsProvider {
  private readonly insert;

  constructor(
    db: Db,
    private readonly clock: () => number = Date.now,
  ) {
    this.insert = db.prepare<[string | null, string, string, string | null, number]>(
      'INSERT INTO sms_outbox (merchant, to_number, body, code_purpose, created_at) VALUES (?, ?, ?, ?, ?)',
    );
  }

  /** Writes the message to the outbox. */
  send(to: string, text: string, meta?: SmsMessageMeta): Promise<void> {
    this.insert.run(meta?.merchant ?? null, to, text, meta?.purpose ?? null, this.clock());
    return Promise.resolve();
  }
}

/**
 * The code in the latest outbox message sent to `toNumber` (E.164) for `purpose`, optionally of
 * one merchant, or null. For development-only endpoints and tests: never expose it in production.
 */
export function latestOutboxCode(db: Db, toNumber: string, purpose: SmsCodePurpose, merchant?: string): string | null {
  const row = db
    .prepare<[string, string, string | null, string | null], { body: string }>(
      `SELECT body FROM sms_outbox
        WHERE to_number = ? AND code_purpose = ? AND (? IS NULL OR merchant = ?)
        ORDER BY id DESC LIMIT 1`,
    )
    .get(toNumber, purpose, merchant ?? null, merchant ?? null);
  return row ? codeFromSmsText(row.body) : null;
}
