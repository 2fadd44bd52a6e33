import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, isOpenLocally, SEED_MERCHANTS, type SeedMerchant } from './seed';

const merchant = (over: Partial<SeedMerchant>): SeedMerchant => ({
  code: 'x',
  siteName: 'X',
  themePack: 'aurora',
  defaultMode: 'dark',
  languages: ['EN'],
  maintenance: false,
  features: [],
  ...over,
});

describe('the demo merchants', () => {
  it('show each status page: lumen under maintenance, onyx refusing this machine', () => {
    const open = SEED_MERCHANTS.filter(isOpenLocally).map((m) => m.code);
    expect(open).toEqual(['aurora', 'jade', 'ember']);
    expect(SEED_MERCHANTS.find((m) => m.code === 'onyx')?.blockedIpPrefixes).toEqual(['127.', '::1', '::ffff:127.']);
  });

  it('seed demo accounts only where a local visitor can use them', () => {
    expect([...new Set(DEMO_ACCOUNTS.map((a) => a.merchant))]).toEqual(['aurora', 'jade', 'ember']);
  });
});

describe('isOpenLocally', () => {
  it('is false under maintenance or when any loopback address is refused', () => {
    expect(isOpenLocally(merchant({}))).toBe(true);
    expect(isOpenLocally(merchant({ blockedIpPrefixes: ['10.', '203.0.113.'] }))).toBe(true);
    expect(isOpenLocally(merchant({ maintenance: true }))).toBe(false);
    expect(isOpenLocally(merchant({ blockedIpPrefixes: ['127.'] }))).toBe(false);
    expect(isOpenLocally(merchant({ blockedIpPrefixes: ['::1'] }))).toBe(false);
    expect(isOpenLocally(merchant({ blockedIpPrefixes: ['::ffff:127.'] }))).toBe(false);
  });
});
