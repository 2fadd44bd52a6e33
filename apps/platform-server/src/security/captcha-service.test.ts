import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { CAPTCHA_IMAGE_SIZE } from './captcha-image';
import { CaptchaService, DEFAULT_CAPTCHA_TTL_MS, type CaptchaOptions } from './captcha-service';
import { seededRandom, type RandomSource } from './random-source';

const NOW = 1_700_000_000_000;
const SECRET = Buffer.alloc(32, 7);

/** Answers `digits` to the first digit draws (the service draws the answer first), then a seeded stream. */
function scripted(digits: string, seed = 1): RandomSource {
  const queue = [...digits].map(Number);
  const rest = seededRandom(seed);
  return {
    int: (min, max) => (min === 0 && max === 10 && queue.length > 0 ? (queue.shift() ?? 0) : rest.int(min, max)),
    bytes: rest.bytes,
  };
}

function setup(answer = '31415', options: CaptchaOptions = {}) {
  const db = openDatabase(':memory:');
  migrate(db);
  const service = new CaptchaService(db, { secret: SECRET, random: scripted(answer), ...options });
  return { db, service, challenge: service.issue(NOW) };
}

describe('CaptchaService', () => {
  it('issues a base64 PNG of the captcha size with an id and expiry', () => {
    const { challenge } = setup();
    expect(challenge.imageBase64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Buffer.from(challenge.imageBase64, 'base64');
    expect(bytes.toString('base64')).toBe(challenge.imageBase64);
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([CAPTCHA_IMAGE_SIZE.width, CAPTCHA_IMAGE_SIZE.height]);
    expect(challenge.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(challenge.expiresAt).toBe(NOW + DEFAULT_CAPTCHA_TTL_MS);
  });

  it('accepts the right answer once', () => {
    const { service, challenge } = setup('31415');
    expect(service.verify(challenge.captchaId, ' 31415 ', NOW + 1000)).toBe(true);
    expect(service.verify(challenge.captchaId, '31415', NOW + 2000)).toBe(false);
  });

  it('burns the challenge on a wrong answer', () => {
    const { service, challenge } = setup('31415');
    expect(service.verify(challenge.captchaId, '31416', NOW)).toBe(false);
    expect(service.verify(challenge.captchaId, '31415', NOW)).toBe(false);
  });

  it('refuses an expired challenge', () => {
    const a = setup('11111');
    expect(a.service.verify(a.challenge.captchaId, '11111', a.challenge.expiresAt)).toBe(true);
    const b = setup('11111');
    expect(b.service.verify(b.challenge.captchaId, '11111', b.challenge.expiresAt + 1)).toBe(false);
  });

  it('refuses unknown ids and empty answers', () => {
    const { service, challenge } = setup('31415');
    expect(service.verify('no-such-id', '31415', NOW)).toBe(false);
    expect(service.verify('x'.repeat(65), '31415', NOW)).toBe(false);
    expect(service.verify(challenge.captchaId, '', NOW)).toBe(false);
  });

  it('remembers answers only when asked (development), until used or expired', () => {
    expect(setup('31415').service.answerOf(setup('31415').challenge.captchaId, NOW)).toBeNull();
    const { service, challenge } = setup('31415', { rememberAnswers: true });
    expect(service.answerOf(challenge.captchaId, NOW)).toBe('31415');
    expect(service.answerOf(challenge.captchaId, challenge.expiresAt + 1)).toBeNull();
    expect(service.verify(challenge.captchaId, '31415', NOW)).toBe(true);
    expect(service.answerOf(challenge.captchaId, NOW)).toBeNull();
    const later = service.issueWithAnswer('2718', challenge.expiresAt + 1);
    expect(service.answerOf(later.captchaId, challenge.expiresAt + 1)).toBe('2718');
  });

  it('stores only a keyed hash of the answer', () => {
    const { db, service, challenge } = setup('27182');
    const row = db.prepare('SELECT * FROM captcha_challenge').get();
    expect(JSON.stringify(row)).not.toContain('27182');
    const otherSecret = new CaptchaService(db, { secret: Buffer.alloc(32, 8) });
    expect(otherSecret.verify(challenge.captchaId, '27182', NOW)).toBe(false);
    expect(service.verify(challenge.captchaId, '27182', NOW)).toBe(false);
  });

  it('draws 4 to 6 digits with the crypto source by default', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    for (const length of [4, 6]) {
      const { captchaId } = new CaptchaService(db, { length }).issue(NOW);
      expect(captchaId).toHaveLength(24);
    }
    expect(() => new CaptchaService(db, { length: 3 })).toThrow(RangeError);
    expect(() => new CaptchaService(db, { length: 7 })).toThrow(RangeError);
    expect(() => new CaptchaService(db, { secret: Buffer.alloc(8) })).toThrow(RangeError);
  });

  it('purges expired challenges, also when issuing new ones', () => {
    const { db, service } = setup('12345');
    const count = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM captcha_challenge').get()?.n;
    service.issue(NOW + 1);
    expect(count()).toBe(2);
    service.issue(NOW + DEFAULT_CAPTCHA_TTL_MS + 1);
    expect(count()).toBe(2);
    expect(service.purgeExpired(NOW + 10 * DEFAULT_CAPTCHA_TTL_MS)).toBe(2);
  });
});
