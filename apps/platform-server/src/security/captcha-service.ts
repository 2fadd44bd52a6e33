import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open-database';
import { renderCaptchaPng } from './captcha-image';
import { cryptoRandom, type RandomSource } from './random-source';
import type { Schema } from '../contract/schema-types';

/** How long a captcha can be answered: 2 minutes. */
export const DEFAULT_CAPTCHA_TTL_MS = 2 * 60_000;
/** Digits per captcha by default. */
export const DEFAULT_CAPTCHA_LENGTH = 5;

/** A new challenge as sent to the app; show it as `data:image/png;base64,${imageBase64}`. */
export type CaptchaChallenge = Schema<'CaptchaChallenge'>;

/** Settings of the captcha service. */
export interface CaptchaOptions {
  /** Key of the answer hashes; defaults to 32 random bytes per process (challenges live 2 minutes). */
  readonly secret?: Uint8Array;
  /** Digits per challenge, 4 to 6; defaults to DEFAULT_CAPTCHA_LENGTH. */
  readonly length?: number;
  /** Lifetime of a challenge in ms; defaults to DEFAULT_CAPTCHA_TTL_MS. */
  readonly ttlMs?: number;
  /** Randomness for ids, digits and drawing; defaults to the crypto module. */
  readonly random?: RandomSource;
  /**
   * Development only: also keep each unused challenge's answer in memory, for the development
   * outbox (`answerOf`) that end-to-end tests read. Off by default: production keeps only hashes.
   */
  readonly rememberAnswers?: boolean;
}

/**
 * Issues digit captchas as PNG images and verifies answers. Only HMAC-SHA256(secret, id + answer)
 * is stored (`captcha_challenge`). A challenge is single use: `verify` deletes it whatever the
 * answer, so a wrong guess burns it; an expired one fails.
 */
export class CaptchaService {
  private readonly insert;
  private readonly take;
  private readonly purge;
  private readonly secret: Uint8Array;
  private readonly length: number;
  private readonly ttlMs: number;
  private readonly random: RandomSource;
  /** Development only: answers of challenges not yet verified, by id (null when not remembering). */
  private readonly answers: Map<string, { readonly answer: string; readonly expiresAt: number }> | null;

  constructor(db: Db, options: CaptchaOptions = {}) {
    this.random = options.random ?? cryptoRandom;
    this.secret = options.secret ?? this.random.bytes(32);
    this.length = options.length ?? DEFAULT_CAPTCHA_LENGTH;
    this.ttlMs = options.ttlMs ?? DEFAULT_CAPTCHA_TTL_MS;
    this.answers = options.rememberAnswers === true ? new Map() : null;
    if (!Number.isInteger(this.length) || this.length < 4 || this.length > 6) {
      throw new RangeError('captcha length must be 4 to 6');
    }
    if (this.secret.length < 16) throw new RangeError('captcha secret must have at least 16 bytes');
    this.insert = db.prepare<[string, Buffer, number, number]>(
      'INSERT INTO captcha_challenge (id, answer_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.take = db.prepare<[string], { answer_hash: Buffer; expires_at: number }>(
      'DELETE FROM captcha_challenge WHERE id = ? RETURNING answer_hash, expires_at',
    );
    this.purge = db.prepare<[number]>('DELETE FROM captcha_challenge WHERE expires_at < ?');
  }

  private hash(captchaId: string, answer: string): Buffer {
    return createHmac('sha256', this.secret).update(`${captchaId}\n${answer}`).digest();
  }

  /** Creates a challenge with random digits at time `now` (and drops expired ones). */
  issue(now: number): CaptchaChallenge {
    let answer = '';
    for (let i = 0; i < this.length; i++) answer += String(this.random.int(0, 10));
    return this.issueWithAnswer(answer, now);
  }

  /** Creates a challenge whose answer is `answer` (digits); `issue` draws them, tests choose them. */
  issueWithAnswer(answer: string, now: number): CaptchaChallenge {
    if (!/^\d{4,6}$/.test(answer)) throw new RangeError('a captcha answer is 4 to 6 digits');
    const captchaId = this.random.bytes(18).toString('base64url');
    const expiresAt = now + this.ttlMs;
    this.purge.run(now);
    this.insert.run(captchaId, this.hash(captchaId, answer), now, expiresAt);
    this.rememberAnswer(captchaId, answer, expiresAt, now);
    return { captchaId, imageBase64: renderCaptchaPng(answer, this.random).toString('base64'), expiresAt };
  }

  /**
   * Checks an answer (surrounding spaces ignored) at time `now`. True at most once per challenge;
   * false for an unknown, used, expired or wrongly answered one, each of which leaves it unusable.
   */
  verify(captchaId: string, answer: string, now: number): boolean {
    if (typeof captchaId !== 'string' || typeof answer !== 'string' || captchaId.length > 64) return false;
    this.answers?.delete(captchaId);
    const row = this.take.get(captchaId);
    if (!row || now > row.expires_at) return false;
    const given = this.hash(captchaId, answer.trim());
    return given.length === row.answer_hash.length && timingSafeEqual(given, row.answer_hash);
  }

  /**
   * Development only: the answer of an unused, unexpired challenge, or null (also whenever the
   * service does not remember answers). Reading it does not use the challenge up.
   */
  answerOf(captchaId: string, now: number): string | null {
    const kept = this.answers?.get(captchaId);
    return kept && now <= kept.expiresAt ? kept.answer : null;
  }

  private rememberAnswer(captchaId: string, answer: string, expiresAt: number, now: number): void {
    if (this.answers === null) return;
    for (const [id, kept] of this.answers) if (now > kept.expiresAt) this.answers.delete(id);
    this.answers.set(captchaId, { answer, expiresAt });
  }

  /** Deletes challenges that expired before `now`; returns how many. */
  purgeExpired(now: number): number {
    return this.purge.run(now).changes;
  }
}
