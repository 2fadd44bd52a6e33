import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASKED_BALANCE, memberDisplayName, unreadBadge, vipLabel, walletDisplay } from './member-display';

describe('walletDisplay', () => {
  const facts = { balanceMinor: 123450, currencySymbol: '₱', loggedIn: true, hidden: false, refreshing: false };

  it('shows two decimals after the currency symbol', () => {
    expect(walletDisplay(facts)).toBe('₱1,234.50');
    expect(walletDisplay({ ...facts, balanceMinor: 0 })).toBe('₱0.00');
    expect(walletDisplay({ ...facts, balanceMinor: 201 })).toBe('₱2.01');
  });

  it.each([
    ['logged out', { loggedIn: false }],
    ['hidden by the player', { hidden: true }],
    ['refreshing', { refreshing: true }],
    ['unknown', { balanceMinor: null }],
    ['not a number', { balanceMinor: Number.NaN }],
  ])('masks the balance when %s', (_name, over) => {
    expect(walletDisplay({ ...facts, ...over })).toBe(MASKED_BALANCE);
  });
});

describe('memberDisplayName', () => {
  it('prefers the nickname, then the account, then asks to log in', () => {
    expect(memberDisplayName({ nickname: 'Lucky Juan', account: 'juan01' })).toEqual({ kind: 'name', value: 'Lucky Juan' });
    expect(memberDisplayName({ nickname: '  ', account: 'juan01' })).toEqual({ kind: 'name', value: 'juan01' });
    expect(memberDisplayName({ nickname: null, account: null })).toEqual({ kind: 'pleaseLogin' });
    expect(memberDisplayName(null)).toEqual({ kind: 'pleaseLogin' });
  });
});

describe('vipLabel', () => {
  it("shows '0' when empty", () => {
    expect(vipLabel({ labelName: 'VIP 3' })).toBe('VIP 3');
    expect(vipLabel({ labelName: '' })).toBe('0');
    expect(vipLabel(null)).toBe('0');
  });
});

describe('unreadBadge', () => {
  it("shows the count, '99+' above 99, nothing for none", () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('is never longer than three characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), (count) => {
        const badge = unreadBadge(count);
        if (count <= 0) expect(badge).toBeNull();
        else expect(badge).toBe(count > 99 ? '99+' : String(count));
      }),
    );
  });
});
