import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSmsCode, isSmsCodeShape, newCodeSalt, randomSmsCode, smsCodeMatches } from './code-hash';

describe('SMS code hashing', () => {
  it('draws six-digit codes', () => {
    for (let i = 0; i < 200; i += 1) expect(isSmsCodeShape(randomSmsCode())).toBe(true);
  });

  it('recognises the code shape', () => {
    expect(isSmsCodeShape('012345')).toBe(true);
    expect(isSmsCodeShape('12345')).toBe(false);
    expect(isSmsCodeShape('1234567')).toBe(false);
    expect(isSmsCodeShape('12345a')).toBe(false);
  });

  it('matches the right code only', () => {
    const salt = newCodeSalt();
    const stored = hashSmsCode('123456', salt, 'secret');
    expect(smsCodeMatches('123456', salt, stored, 'secret')).toBe(true);
    expect(smsCodeMatches('123457', salt, stored, 'secret')).toBe(false);
    expect(smsCodeMatches('123456', salt, stored, 'other secret')).toBe(false);
    expect(smsCodeMatches('123456', newCodeSalt(), stored, 'secret')).toBe(false);
    expect(smsCodeMatches('123456', salt, stored.subarray(0, 16), 'secret')).toBe(false);
  });

  it('salts every hash and is not a bare SHA-256 of the code', () => {
    const a = hashSmsCode('123456', newCodeSalt(), '');
    const b = hashSmsCode('123456', newCodeSalt(), '');
    expect(a.equals(b)).toBe(false);
    expect(a.equals(createHash('sha256').update('123456').digest())).toBe(false);
  });
});
