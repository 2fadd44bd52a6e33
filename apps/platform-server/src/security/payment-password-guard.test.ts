import { describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/password-hash';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { ApiError } from '../http/envelope';
import { PAYMENT_PASSWORD_POLICY, PaymentPasswordGuard, paymentPasswordKey } from './payment-password-guard';

const NOW = 1_700_000_000_000;

async function setup() {
  const db = openDatabase(':memory:');
  migrate(db);
  const clock = { now: NOW };
  const guard = new PaymentPasswordGuard(db, () => clock.now);
  const counted = () =>
    db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM rate_limit_hit WHERE key = ? AND expires_at > ?').get(paymentPasswordKey(7), clock.now)?.n ?? 0;
  return { guard, clock, counted, stored: await hashPassword('Pin12345', { N: 1024, r: 8, p: 1 }) };
}

const errorOf = (promise: Promise<void>) => promise.then(() => null, (error: unknown) => (error instanceof ApiError ? error : null));

describe('PaymentPasswordGuard', () => {
  it('refuses everything, uncounted, while the member has no payment password: money never moves without one', async () => {
    const { guard, counted } = await setup();
    for (const given of [undefined, '', 'Anything1', 'Wrong000', undefined, 'Pay1234', 'x', undefined]) {
      const error = await errorOf(guard.verify(7, given, null));
      expect({ status: error?.statusCode, code: error?.errorCode }).toEqual({ status: 403, code: 'PAYMENT_PASSWORD_NOT_SET' });
    }
    expect(counted()).toBe(0);
  });

  it('counts attempts before the hash check, so parallel ones cannot pass the limit', async () => {
    const { guard, counted, stored } = await setup();
    const errors = await Promise.all(Array.from({ length: 8 }, (_, i) => errorOf(guard.verify(7, i % 2 ? undefined : 'Wrong000', stored))));
    expect(errors.map((e) => e?.errorCode)).toEqual([...Array<string>(5).fill('PAYMENT_PASSWORD_INVALID'), ...Array<string>(3).fill('RATE_LIMITED')]);
    const limited = errors[7];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.details).toEqual({ retryAfterSeconds: PAYMENT_PASSWORD_POLICY.windowMs / 1000 });
    expect(limited?.headers).toEqual({ 'retry-after': String(PAYMENT_PASSWORD_POLICY.windowMs / 1000) });
    expect(counted()).toBe(5);
  });

  it('lets 50 parallel right passwords all through: attempts in flight are not failures', async () => {
    const { guard, counted, stored } = await setup();
    const errors = await Promise.all(Array.from({ length: 50 }, () => errorOf(guard.verify(7, 'Pin12345', stored))));
    expect(errors.filter((error) => error !== null)).toEqual([]);
    expect(counted()).toBe(0);
  });

  it('checks at most 5 of 50 parallel wrong passwords and refuses the rest with 429', async () => {
    const { guard, counted, stored } = await setup();
    const errors = await Promise.all(Array.from({ length: 50 }, () => errorOf(guard.verify(7, 'Wrong000', stored))));
    const codes = errors.map((error) => error?.errorCode);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(PAYMENT_PASSWORD_POLICY.limit);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(50 - PAYMENT_PASSWORD_POLICY.limit);
    expect(counted()).toBe(PAYMENT_PASSWORD_POLICY.limit);
  });

  it('refuses a right password sent beside wrong ones only once 5 failures have completed', async () => {
    const { guard, counted, stored } = await setup();
    const wrongFirst = Array.from({ length: 4 }, () => errorOf(guard.verify(7, 'Wrong000', stored)));
    const right = Array.from({ length: 10 }, () => errorOf(guard.verify(7, 'Pin12345', stored)));
    expect((await Promise.all(wrongFirst)).map((error) => error?.errorCode)).toEqual(Array<string>(4).fill('PAYMENT_PASSWORD_INVALID'));
    expect(await Promise.all(right)).toEqual(Array<null>(10).fill(null));
    expect(counted()).toBe(4);

    const fifthWrong = errorOf(guard.verify(7, undefined, stored));
    const late = Array.from({ length: 3 }, () => errorOf(guard.verify(7, 'Pin12345', stored)));
    expect((await fifthWrong)?.errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    expect((await Promise.all(late)).map((error) => error?.errorCode)).toEqual(Array<string>(3).fill('RATE_LIMITED'));
  });

  it('takes a right password back, and refuses it too once the limit is reached, until the window passes', async () => {
    const { guard, clock, counted, stored } = await setup();
    await guard.verify(7, 'Pin12345', stored);
    expect(counted()).toBe(0);
    for (let i = 0; i < 5; i++) expect((await errorOf(guard.verify(7, 'Wrong000', stored)))?.errorCode).toBe('PAYMENT_PASSWORD_INVALID');
    clock.now += PAYMENT_PASSWORD_POLICY.windowMs - 1;
    const refused = await errorOf(guard.verify(7, 'Pin12345', stored));
    expect(refused?.details).toEqual({ retryAfterSeconds: 1 });
    clock.now += 1;
    await guard.verify(7, 'Pin12345', stored);
    expect(counted()).toBe(0);
  });
});
