import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualRefreshAllowed, memberCentreMenu, memberQuickActions } from './member-centre';

const browser = { inNativeApp: false, inInstalledWebApp: false };
const ids = (menu: ReturnType<typeof memberCentreMenu>) => menu.groups.flatMap((group) => group.entries.map((entry) => entry.id));

describe('memberQuickActions', () => {
  it('offers deposit, withdraw and the withdrawal accounts, and the daily sign-in only with the LOGIN promo', () => {
    expect(memberQuickActions({ loginPromo: false })).toEqual([
      { id: 'deposit', route: 'deposit' },
      { id: 'withdraw', route: 'withdraw' },
      { id: 'payoutAccounts', route: 'payoutAccounts' },
    ]);
    expect(memberQuickActions({ loginPromo: true }).map((action) => action.route)).toEqual(['deposit', 'withdraw', 'payoutAccounts', 'activitySignIn']);
  });

  it('adds the reward centre with REWCEN3 and invite friends with the referral promo', () => {
    expect(memberQuickActions({ loginPromo: false, rewardCentre: true, referralPromo: true }).map((action) => action.id).slice(3)).toEqual(['rewards', 'invite']);
    expect(memberQuickActions({ loginPromo: false, agent: true }).map((action) => action.id)).toEqual(['agentCentre', 'deposit', 'withdraw', 'payoutAccounts']);
  });
});

describe('memberCentreMenu', () => {
  it('lays the base template out as one list ending with logout', () => {
    const menu = memberCentreMenu('base', browser);
    expect(menu.groups.map((group) => group.id)).toEqual(['all']);
    expect(ids(menu)).toEqual(['gameRecord', 'transactions', 'rebates', 'reports', 'security', 'limits', 'messages', 'feedback', 'help', 'appDownload', 'logout']);
  });

  it('groups the same entries under records, account and support in the new template', () => {
    const menu = memberCentreMenu('new', browser);
    expect(menu.groups.map((group) => group.id)).toEqual(['records', 'account', 'support']);
    expect(new Set(ids(menu))).toEqual(new Set(ids(memberCentreMenu('base', browser))));
  });

  it('points every screen at a route of the table', () => {
    const routes = memberCentreMenu('base', browser).groups[0]?.entries.flatMap((entry) => (entry.kind === 'route' ? [entry.route] : []));
    expect(routes).toEqual(['gameRecord', 'transactions', 'rebates', 'reports', 'changePassword', 'rgTools', 'message', 'feedback', 'help', 'app']);
  });

  it.each([
    ['the native app', { inNativeApp: true, inInstalledWebApp: false }],
    ['the installed web app', { inNativeApp: false, inInstalledWebApp: true }],
  ])('leaves the app download out inside %s', (_where, facts) => {
    for (const layout of ['base', 'new'] as const) expect(ids(memberCentreMenu(layout, facts))).not.toContain('appDownload');
  });
});

describe('manualRefreshAllowed', () => {
  it('allows the first refresh and one after the gap, not one inside it', () => {
    expect(manualRefreshAllowed(null, 0, 5000)).toBe(true);
    expect(manualRefreshAllowed(1000, 5999, 5000)).toBe(false);
    expect(manualRefreshAllowed(1000, 6000, 5000)).toBe(true);
  });

  it('allows a refresh when the clock went back', () => {
    expect(manualRefreshAllowed(10_000, 5000, 5000)).toBe(true);
  });

  it('refuses exactly the taps that come sooner than the gap after the last one', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(100_000), fc.integer({ min: 1, max: 60_000 }), (last, elapsed, gap) => {
        expect(manualRefreshAllowed(last, last + elapsed, gap)).toBe(elapsed >= gap);
      }),
    );
  });
});
