import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from './token-hash';

describe('opaque tokens', () => {
  it('makes 43-character base64url tokens, a different one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newOpaqueToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes a token to its 32-byte SHA-256', () => {
    expect(hashToken('abc')).toEqual(createHash('sha256').update('abc').digest());
    expect(hashToken('abc').length).toBe(32);
    expect(hashToken('abc').equals(hashToken('abd'))).toBe(false);
  });
});
