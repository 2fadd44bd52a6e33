import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also when IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network, whatever the notation', () => {
    const key = '2001:0db8:0001:0002::/64';
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(key);
    expect(clientAddressKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(clientAddressKey('[2001:db8:1:2::ffff]')).toBe(key);
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientAddressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps anything else verbatim, cut to 64 characters', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('x'.repeat(100))).toHaveLength(64);
  });
});
