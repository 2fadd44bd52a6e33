import { describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, TEST_SCRYPT_PARAMS, hashPassword, scryptParamsOf, verifyPassword } from './password-hash';

const fast = TEST_SCRYPT_PARAMS;

describe('password hashing', () => {
  it('uses the required scrypt cost, unless a test suite asks for the cheap one', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptParamsOf({})).toBe(SCRYPT_PARAMS);
    expect(scryptParamsOf({ NODE_ENV: 'production' })).toBe(SCRYPT_PARAMS);
    expect(scryptParamsOf({ PASSWORD_HASH_COST: 'cheap' })).toBe(SCRYPT_PARAMS);
    expect(scryptParamsOf({ PASSWORD_HASH_COST: 'test' })).toBe(TEST_SCRYPT_PARAMS);
    expect(() => scryptParamsOf({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow(/never with NODE_ENV=production/);
    expect(await hashPassword('Demo1234', SCRYPT_PARAMS)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('hashes at the cost of the process: this suite runs with PASSWORD_HASH_COST=test', async () => {
    expect(await hashPassword('Demo1234')).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo1234', fast);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', fast)).not.toBe(await hashPassword('same', fast));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
