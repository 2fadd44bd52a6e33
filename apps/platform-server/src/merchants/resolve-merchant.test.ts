import { describe, expect, it } from 'vitest';
import { resolveMerchant, type MerchantLookup } from './resolve-merchant';

const codes = new Set(['aurora', 'jade']);
const lookup: MerchantLookup<string> = {
  findByCode: (code) => (codes.has(code) ? code : null),
  findByHostname: (hostname) => (hostname === 'play.jade.example' ? 'jade' : null),
};
const hints = (over: Partial<{ header: string; query: string; hostname: string }>) => ({
  header: undefined,
  query: undefined,
  hostname: 'localhost',
  ...over,
});

describe('resolveMerchant', () => {
  it('prefers the Merchant header', () => {
    expect(resolveMerchant(hints({ header: 'jade', hostname: 'aurora.localhost' }), lookup, 'aurora', false)).toBe('jade');
  });

  it('honours ?merchant= only in development', () => {
    expect(resolveMerchant(hints({ query: 'jade' }), lookup, 'aurora', true)).toBe('jade');
    expect(resolveMerchant(hints({ query: 'jade' }), lookup, 'aurora', false)).toBe('aurora');
  });

  it('finds a configured domain, then <code>.localhost', () => {
    expect(resolveMerchant(hints({ hostname: 'play.jade.example' }), lookup, 'aurora', false)).toBe('jade');
    expect(resolveMerchant(hints({ hostname: 'JADE.localhost' }), lookup, 'aurora', false)).toBe('jade');
  });

  it('falls back to the default for an unknown host', () => {
    expect(resolveMerchant(hints({ hostname: 'unknown.localhost' }), lookup, 'aurora', false)).toBe('aurora');
    expect(resolveMerchant(hints({ hostname: '127.0.0.1' }), lookup, 'aurora', false)).toBe('aurora');
  });

  it('never swaps an explicitly named unknown merchant for the default', () => {
    expect(resolveMerchant(hints({ header: 'nope' }), lookup, 'aurora', false)).toBeNull();
  });
});
