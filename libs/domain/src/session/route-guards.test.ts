import { describe, expect, it } from 'vitest';
import { ROUTE_IDS } from '../routes/route-table';
import { decidePermission } from './permissions';
import { guardNeedsSettings, guardedActionOfRoute, type ScreenAction } from './route-guards';

const trial = { role: 'trial', rewardCentreEnabled: true, referralPromoEnabled: false, loginPromoEnabled: false, missionPromoEnabled: false } as const;
const guest = { ...trial, role: 'guest' } as const;

describe('guardedActionOfRoute', () => {
  it('guards the money, inbox, member, reward, feedback, password and agent screens', () => {
    expect(guardedActionOfRoute('deposit')).toBe('deposit');
    expect(guardedActionOfRoute('memberHome')).toBe('memberCentre');
    expect(guardedActionOfRoute('hourlyContract')).toBe('agentFunctions');
    expect(guardedActionOfRoute('agentRegister')).toBe('agentFunctions');
    expect(guardedActionOfRoute('launchGame')).toBe('launchGame');
    expect(guardedActionOfRoute('home')).toBeNull();
    expect(guardedActionOfRoute('gameCenter')).toBeNull();
  });

  it('refuses a trial account deposit and inbox with the spec messages, and sends a guest to login', () => {
    expect(decidePermission(guardedActionOfRoute('deposit') ?? 'launchGame', trial)).toMatchObject({ kind: 'reject', messageId: 'error.trialActualAccount' });
    expect(decidePermission(guardedActionOfRoute('inbox') ?? 'launchGame', trial)).toMatchObject({ kind: 'reject', messageId: 'guard.freeReject' });
    expect(decidePermission(guardedActionOfRoute('withdraw') ?? 'launchGame', guest)).toEqual({ kind: 'login' });
  });

  it('opens game records to any session and the money records to real accounts only', () => {
    expect(guardedActionOfRoute('gameRecord')).toBe('gameRecords');
    for (const id of ['transactions', 'rebates', 'reports'] as const) expect(guardedActionOfRoute(id)).toBe('walletRecords');
    expect(decidePermission('gameRecords', trial)).toEqual({ kind: 'allow' });
    expect(decidePermission('gameRecords', guest)).toEqual({ kind: 'login' });
    expect(decidePermission('walletRecords', trial)).toEqual({ kind: 'reject', messageId: 'error.trialActualAccount', durationMs: 2000 });
    expect(decidePermission('walletRecords', guest)).toEqual({ kind: 'login' });
    expect(decidePermission('walletRecords', { ...trial, role: 'member' })).toEqual({ kind: 'allow' });
  });

  it('leaves the login, sign-up and trial screens open (a guard there would loop)', () => {
    const open = ROUTE_IDS.filter((id) => ['login', 'register', 'trial', 'forget', 'home'].includes(id));
    expect(open.map(guardedActionOfRoute)).toEqual(open.map(() => null));
  });
});

describe('guardNeedsSettings', () => {
  it('waits for the settings only on the screens of the promos', () => {
    expect(['inviteFriends', 'dailySignIn', 'leaderboard'].every((action) => guardNeedsSettings(action as ScreenAction))).toBe(true);
    expect(guardNeedsSettings('deposit')).toBe(false);
  });
});
