import { TIMINGS } from '@gp/domain';
import type { Db } from '../db/open-database';
import type { RateLimitPolicy } from '../rate-limit/sliding-window';
import { LimitSet } from '../rate-limit/limit-set';
import { hashSmsCode, isSmsCodeShape, newCodeSalt, randomSmsCode, smsCodeMatches } from './code-hash';
import { normalizePhoneNumber } from './phone-number';
import type { PhoneNumberProblem } from './phone-number';
import { SmsCodeRepository } from './sms-code-repository';
import type { SmsCodeKey } from './sms-code-repository';
import { OutboxSmsProvider } from './sms-provider';
import type { SmsCodePurpose, SmsProvider } from './sms-provider';
import { smsCodeText } from './sms-text';

const HOUR_MS = 3_600_000;

/**
 * Defaults. Two different clocks run after a code is sent:
 * - `resendWaitMs` (60 s, SPEC §9 default SMS wait): how long before the player may ask for a new
 *   code; its end is the `expirationTime` the client counts down to;
 * - `codeTtlMs` (5 min): how long the code itself is accepted. It outlives the wait, so the code
 *   typed just after the countdown ends still works, until a new code replaces it.
 */
export const SMS_CODE_DEFAULTS = {
  codeTtlMs: 5 * 60_000,
  resendWaitMs: TIMINGS.smsDefaultWaitSeconds * 1000,
  maxAttempts: 5,
  perNumber: { limit: 5, windowMs: HOUR_MS },
  perDevice: { limit: 10, windowMs: HOUR_MS },
  // High enough for the many players behind one carrier NAT address; the number and device limits do the work.
  perAddress: { limit: 200, windowMs: HOUR_MS },
} as const;

/** The limits every SMS send counts under, real or pretended (see `smsSendLimits`). */
export type SmsSendLimitName = 'number' | 'device' | 'address';

/** The limits of SMS sends over `db`, shared by real and pretended sends (the same keys). */
export function smsSendLimits(
  db: Db,
  policies: Partial<Record<'perNumber' | 'perDevice' | 'perAddress', RateLimitPolicy>> = {},
): LimitSet<SmsSendLimitName> {
  return new LimitSet(db, 'sms', {
    number: policies.perNumber ?? SMS_CODE_DEFAULTS.perNumber,
    device: policies.perDevice ?? SMS_CODE_DEFAULTS.perDevice,
    address: policies.perAddress ?? SMS_CODE_DEFAULTS.perAddress,
  });
}

/** Who asks for a code: the E.164 number, the client address key and the device key (null without one). */
export interface SmsSender {
  readonly phone: string;
  readonly clientAddress: string;
  readonly device?: string | null;
}

/** Takes one send from the limits of `sender` at `now`; the refusal as a code request's outcome, or null. */
export function takeSmsSend(limits: LimitSet<SmsSendLimitName>, sender: SmsSender, now: number): IssueSmsCodeResult | null {
  const refusal = limits.take({ number: sender.phone, device: sender.device, address: sender.clientAddress }, now);
  return refusal ? { ok: false, reason: `${refusal.by}-rate-limited`, retryAfterMs: refusal.retryAfterMs } : null;
}

/** How the SMS code service is built; everything but `db` has a default. */
export interface SmsCodeServiceOptions {
  readonly db: Db;
  /** Where messages go; default the SQLite outbox. */
  readonly provider?: SmsProvider;
  /** HMAC key of stored code hashes; keep it outside the database. Default '' (salted SHA-256). */
  readonly secret?: string | Buffer;
  readonly codeTtlMs?: number;
  readonly resendWaitMs?: number;
  /** Wrong attempts after which the code is burnt. */
  readonly maxAttempts?: number;
  /** Codes per number (all merchants and purposes), per device and per client address. */
  readonly perNumber?: RateLimitPolicy;
  readonly perDevice?: RateLimitPolicy;
  readonly perAddress?: RateLimitPolicy;
  /** Current time in ms; default Date.now. */
  readonly clock?: () => number;
  /** Draws a six-digit code; default crypto randomInt. */
  readonly generateCode?: () => string;
}

/** Who a code is for: the number as the player typed it, with its country dialing code. */
export interface SmsCodeTarget {
  readonly merchant: string;
  readonly purpose: SmsCodePurpose;
  readonly countryDialingCode: string;
  readonly mobileNumber: string;
}

/** A request for a new code: the target, the client's address and device, and the message language. */
export interface IssueSmsCodeRequest extends SmsCodeTarget {
  readonly clientAddress: string;
  /** The device key (`deviceKeyOf`), null or absent without a Device-Id. */
  readonly device?: string | null;
  readonly language?: string;
}

/** Outcome of a code request; refusals carry the milliseconds to wait before asking again. */
export type IssueSmsCodeResult =
  | { readonly ok: true; readonly phone: string; readonly expirationTime: number; readonly codeExpiresAt: number }
  | { readonly ok: false; readonly reason: 'invalid-number'; readonly problem: PhoneNumberProblem }
  | { readonly ok: false; readonly reason: 'resend-wait'; readonly retryAfterMs: number; readonly expirationTime: number }
  | { readonly ok: false; readonly reason: `${SmsSendLimitName}-rate-limited`; readonly retryAfterMs: number };

/** Outcome of a code check. */
export type VerifySmsCodeResult =
  | { readonly ok: true; readonly phone: string }
  | { readonly ok: false; readonly reason: 'invalid-number'; readonly problem: PhoneNumberProblem }
  | { readonly ok: false; readonly reason: 'no-code' | 'used' | 'expired' | 'burnt' }
  | { readonly ok: false; readonly reason: 'wrong-code'; readonly attemptsLeft: number };

/**
 * Issues and checks six-digit SMS codes per (merchant, purpose, E.164 number): one live code per
 * key, stored as a salted HMAC only, valid for `codeTtlMs`, single use, burnt after `maxAttempts`
 * wrong tries, with a resend wait and rate limits per number, device and client address that survive
 * a restart. The merchant must exist (foreign key).
 */
export class SmsCodeService {
  private readonly db: Db;
  private readonly codes: SmsCodeRepository;
  private readonly limits: LimitSet<SmsSendLimitName>;
  private readonly provider: SmsProvider;
  private readonly secret: string | Buffer;
  private readonly clock: () => number;
  private readonly generateCode: () => string;
  private readonly codeTtlMs: number;
  private readonly resendWaitMs: number;
  private readonly maxAttempts: number;

  constructor(options: SmsCodeServiceOptions) {
    this.db = options.db;
    this.clock = options.clock ?? Date.now;
    this.codes = new SmsCodeRepository(this.db);
    this.limits = smsSendLimits(this.db, options);
    this.provider = options.provider ?? new OutboxSmsProvider(this.db, this.clock);
    this.secret = options.secret ?? '';
    this.generateCode = options.generateCode ?? randomSmsCode;
    this.codeTtlMs = options.codeTtlMs ?? SMS_CODE_DEFAULTS.codeTtlMs;
    this.resendWaitMs = options.resendWaitMs ?? SMS_CODE_DEFAULTS.resendWaitMs;
    this.maxAttempts = options.maxAttempts ?? SMS_CODE_DEFAULTS.maxAttempts;
    const settings = { codeTtlMs: this.codeTtlMs, resendWaitMs: this.resendWaitMs, maxAttempts: this.maxAttempts };
    for (const [name, value] of Object.entries(settings)) {
      if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
    }
  }

  /**
   * Sends a new code, replacing the key's previous one, unless the resend wait of the previous code
   * is running or a rate limit refuses (refusals are not counted as hits). Rejects when the
   * provider fails; the new code is then withdrawn, but the rate-limit hits stay counted.
   */
  async issue(request: IssueSmsCodeRequest): Promise<IssueSmsCodeResult> {
    const phone = normalizePhoneNumber(request.countryDialingCode, request.mobileNumber);
    if (!phone.ok) return { ok: false, reason: 'invalid-number', problem: phone.problem };
    const key: SmsCodeKey = { merchant: request.merchant, purpose: request.purpose, phone: phone.e164 };
    const now = this.clock();
    const code = this.generateCode();
    if (!isSmsCodeShape(code)) throw new Error('generateCode must return six digits');
    const salt = newCodeSalt();
    const outcome = this.db.transaction((): IssueSmsCodeResult => {
      const previous = this.codes.find(key);
      if (previous && previous.resendAt > now) {
        return { ok: false, reason: 'resend-wait', retryAfterMs: previous.resendAt - now, expirationTime: previous.resendAt };
      }
      const refusal = takeSmsSend(this.limits, { phone: phone.e164, clientAddress: request.clientAddress, device: request.device }, now);
      if (refusal) return refusal;
      const expirationTime = now + this.resendWaitMs;
      const codeExpiresAt = now + this.codeTtlMs;
      const hash = hashSmsCode(code, salt, this.secret);
      this.codes.replace(key, { salt, hash, createdAt: now, expiresAt: codeExpiresAt, resendAt: expirationTime });
      return { ok: true, phone: phone.e164, expirationTime, codeExpiresAt };
    })();
    if (!outcome.ok) return outcome;
    try {
      const text = smsCodeText(code, this.codeTtlMs, request.language);
      await this.provider.send(phone.e164, text, { merchant: request.merchant, purpose: request.purpose });
    } catch (error) {
      this.codes.removeIfCurrent(key, salt);
      throw error;
    }
    return outcome;
  }

  /** Checks a code; the first success uses it up. A wrong code counts towards burning it. */
  verify(request: SmsCodeTarget & { readonly code: string }): VerifySmsCodeResult {
    const phone = normalizePhoneNumber(request.countryDialingCode, request.mobileNumber);
    if (!phone.ok) return { ok: false, reason: 'invalid-number', problem: phone.problem };
    const key: SmsCodeKey = { merchant: request.merchant, purpose: request.purpose, phone: phone.e164 };
    const now = this.clock();
    return this.db.transaction((): VerifySmsCodeResult => {
      const stored = this.codes.find(key);
      if (!stored) return { ok: false, reason: 'no-code' };
      if (stored.usedAt !== null) return { ok: false, reason: 'used' };
      if (now >= stored.expiresAt) return { ok: false, reason: 'expired' };
      if (stored.failedAttempts >= this.maxAttempts) return { ok: false, reason: 'burnt' };
      if (smsCodeMatches(request.code.trim(), stored.salt, stored.hash, this.secret)) {
        this.codes.markUsed(key, now);
        return { ok: true, phone: phone.e164 };
      }
      const failures = this.codes.recordFailure(key);
      return { ok: false, reason: 'wrong-code', attemptsLeft: Math.max(0, this.maxAttempts - failures) };
    })();
  }

  /** Deletes stale codes and rate-limit hits; returns how many rows went. */
  purge(now: number = this.clock()): number {
    return this.codes.purge(now) + this.limits.purge(now);
  }
}
