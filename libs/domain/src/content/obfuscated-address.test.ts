import { describe, expect, it } from 'vitest';
import { isObfuscatedAddress } from './obfuscated-address';

describe('isObfuscatedAddress', () => {
  it.each(['/cdn/a.png', 'https://example.com/a?b=1#c', 'x.png', ''])('reads %j as plain', (value) => {
    expect(isObfuscatedAddress(value)).toBe(false);
  });

  it.each([' /cdn/a.png', '\t//evil.example', '/\t/evil.example', '/\\evil.example', 'java\u0000script:x', 'https://evil\u200B.example', '\u0085/x'])(
    'finds %j obfuscated',
    (value) => expect(isObfuscatedAddress(value)).toBe(true),
  );
});
