import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePermission, fetchesChatUnreadCount, loadsFavourites, type GuardedAction, type PermissionContext } from './permissions';
import { isAgentType, isLoggedIn, isRealAccount, roleOf, type Role } from './roles';

describe('roleOf', () => {
  it.each([
    [null, false, 'guest'],
    [0, false, 'member'],
    [1, false, 'member'],
    [2, false, 'member'],
    [0, true, 'member'],
    [1, true, 'agent'],
    [2, true, 'agent'],
    [4, true, 'trial'],
    [40, true, 'trial'],
    [7, false, 'trial'],
  ] as const)('type %s with AGENTPOLICY3 %s is %s', (accountType, agentPolicy, expected) => {
    expect(roleOf({ accountType, agentPolicy })).toBe(expected);
  });

  it('never makes an agent of types 4, 40, 41, 42', () => {
    for (const type of [4, 40, 41, 42]) expect(isAgentType(type)).toBe(false);
  });

  it('counts any type other than 0, 1, 2 as trial', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 100 }), fc.boolean(), (type, agentPolicy) => {
        const role = roleOf({ accountType: type, agentPolicy });
        expect(role === 'trial').toBe(![0, 1, 2].includes(type));
      }),
    );
  });

  it('tells sessions and real accounts apart', () => {
    expect(['guest', 'trial', 'member', 'agent'].map((r) => isLoggedIn(r as Role))).toEqual([false, true, true, true]);
    expect(['guest', 'trial', 'member', 'agent'].map((r) => isRealAccount(r as Role))).toEqual([false, false, true, true]);
  });
});

const context = (role: Role, over: Partial<PermissionContext> = {}): PermissionContext => ({
  role,
  rewardCentreEnabled: true,
  referralPromoEnabled: true,
  loginPromoEnabled: true,
  missionPromoEnabled: true,
  ...over,
});

describe('decidePermission (SPEC §6 table, row by row)', () => {
  const guestSentToLogin: GuardedAction[] = ['launchGame', 'memberCentre', 'inbox', 'chat', 'rewardCentre', 'deposit', 'feedback', 'inviteFriends', 'agentFunctions'];
  it.each(guestSentToLogin)('sends a guest to login for %s', (action) => {
    expect(decidePermission(action, context('guest'))).toEqual({ kind: 'login' });
  });

  it('prompts in_logged_login before sending a guest from a favourite to login', () => {
    expect(decidePermission('favourite', context('guest'))).toEqual({ kind: 'login', promptId: 'notice.loginFirst' });
  });

  it('lets a trial account play', () => {
    expect(decidePermission('launchGame', context('trial'))).toEqual({ kind: 'allow' });
    expect(decidePermission('favourite', context('trial'))).toEqual({ kind: 'allow' });
  });

  it('refuses a trial account deposits for 2 s', () => {
    expect(decidePermission('deposit', context('trial'))).toEqual({ kind: 'reject', messageId: 'error.trialActualAccount', durationMs: 2000 });
  });

  it.each<GuardedAction>(['inbox', 'chat'])('refuses a trial account %s with free_reject', (action) => {
    expect(decidePermission(action, context('trial'))).toMatchObject({ kind: 'reject', messageId: 'guard.freeReject' });
  });

  it('offers a trial account registration for the member centre', () => {
    expect(decidePermission('memberCentre', context('trial'))).toEqual({ kind: 'offerRegistration' });
  });

  it.each<GuardedAction>(['launchGame', 'favourite', 'memberCentre', 'inbox', 'chat', 'deposit', 'withdraw', 'feedback', 'changePassword', 'rewardCentre'])(
    'allows a member %s',
    (action) => expect(decidePermission(action, context('member'))).toEqual({ kind: 'allow' }),
  );

  it('keeps agent functions to agents', () => {
    expect(decidePermission('agentFunctions', context('member'))).toMatchObject({ kind: 'reject', messageId: 'error.noPermission' });
    expect(decidePermission('agentFunctions', context('agent'))).toEqual({ kind: 'allow' });
  });

  it('answers contact_service for 2 s when the reward centre is off, whoever asks', () => {
    for (const role of ['guest', 'member'] as const) {
      expect(decidePermission('rewardCentre', context(role, { rewardCentreEnabled: false }))).toEqual({
        kind: 'reject',
        messageId: 'guard.contactService',
        durationMs: 2000,
      });
    }
  });

  it('sends change password home without a session and refuses it to trial accounts', () => {
    expect(decidePermission('changePassword', context('guest'))).toEqual({ kind: 'redirect', route: 'home' });
    expect(decidePermission('changePassword', context('trial'))).toMatchObject({ kind: 'reject', messageId: 'guard.freeReject' });
  });
});

describe('what is fetched per role', () => {
  it('fetches the chat unread count for real accounts only', () => {
    expect((['guest', 'trial', 'member', 'agent'] as const).map(fetchesChatUnreadCount)).toEqual([false, false, true, true]);
  });

  it('loads favourites only with a session', () => {
    expect((['guest', 'trial', 'member'] as const).map(loadsFavourites)).toEqual([false, true, true]);
  });
});

describe('decidePermission for the personal promos\' screens', () => {
  const promoFlag = { dailySignIn: 'loginPromoEnabled', leaderboard: 'missionPromoEnabled', inviteFriends: 'referralPromoEnabled' } as const;
  it.each(Object.entries(promoFlag))('%s: guests to login, real accounts in while %s is on, refused when off or for a trial', (action, flag) => {
    const screen = action as GuardedAction;
    expect(decidePermission(screen, context('guest'))).toEqual({ kind: 'login' });
    expect(decidePermission(screen, context('member'))).toEqual({ kind: 'allow' });
    expect(decidePermission(screen, context('member', { [flag]: false }))).toMatchObject({ kind: 'reject', messageId: 'error.noPermission' });
    expect(decidePermission(screen, context('trial'))).toMatchObject({ kind: 'reject', messageId: 'error.trialActualAccount' });
  });

  it('sends an agent from invite friends to agent registration, and lets one race and sign in', () => {
    expect(decidePermission('inviteFriends', context('agent'))).toEqual({ kind: 'redirect', route: 'agentRegister' });
    expect(decidePermission('leaderboard', context('agent'))).toEqual({ kind: 'allow' });
    expect(decidePermission('dailySignIn', context('agent'))).toEqual({ kind: 'allow' });
  });
});
