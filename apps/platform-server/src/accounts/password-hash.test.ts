import { describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, hashPassword, verifyPassword } from './password-hash';

const fast = { N: 2 ** 10, r: 8, p: 1 } as const;

describe('password hashing', () => {
  it('uses the required scrypt cost by default', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await hashPassword('Demo1234')).toMatch(/^scrypt\$131072\$8\$1\$/);
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
