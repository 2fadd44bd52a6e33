import { describe, expect, it } from 'vitest';
import { referrerFromLink } from '../registration/registration-modes';
import { promotionJoinState } from './promotion-join';
import { referralLinkOf } from './referral-link';
import { signInRequirements, signInToday, type SignInConditions } from './sign-in';
import { endsSoon, timeLeftUntil } from './time-left';

const calendar = (over: Partial<SignInConditions> = {}): SignInConditions => ({
  claimable: false,
  depositRequiredMinor: 50_000,
  depositedTodayMinor: 20_000,
  validBetRequiredMinor: 0,
  validBetTodayMinor: 7_000,
  days: [{ state: 'claimed' }, { state: 'today' }, { state: 'upcoming' }],
  todayIndex: 1,
  ...over,
});

describe('sign-in', () => {
  it('lists only the conditions that ask for something, with what is missing and the progress', () => {
    expect(signInRequirements(calendar())).toEqual([{ kind: 'deposit', requiredMinor: 50_000, doneMinor: 20_000, missingMinor: 30_000, percent: 40 }]);
    const both = signInRequirements(calendar({ validBetRequiredMinor: 10_000, validBetTodayMinor: 12_345 }));
    expect(both[1]).toEqual({ kind: 'validBet', requiredMinor: 10_000, doneMinor: 12_345, missingMinor: 0, percent: 100 });
    expect(signInRequirements(calendar({ depositRequiredMinor: 0 }))).toEqual([]);
  });

  it('tells whether today is claimed, claimable or still open', () => {
    expect(signInToday(calendar())).toBe('conditionsOpen');
    expect(signInToday(calendar({ claimable: true }))).toBe('claimable');
    expect(signInToday(calendar({ days: [{ state: 'claimed' }, { state: 'claimed' }] }))).toBe('claimed');
  });
});

describe('timeLeftUntil and endsSoon', () => {
  it('splits the time left and stops at zero', () => {
    const now = 1_000_000;
    expect(timeLeftUntil(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
    expect(timeLeftUntil(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });

  it('marks a reward ending within a day, never one without an end or already over', () => {
    const now = 10 ** 12;
    expect(endsSoon(now + 3600_000, now)).toBe(true);
    expect(endsSoon(now + 25 * 3600_000, now)).toBe(false);
    expect(endsSoon(null, now)).toBe(false);
    expect(endsSoon(now - 1, now)).toBe(false);
  });
});

describe('referral links', () => {
  it('puts the code in the registration link, and reads it back', () => {
    const link = referralLinkOf('https://jade.example', 'demo_01');
    expect(link).toBe('https://jade.example/m/register?ref=demo_01');
    expect(referrerFromLink(link.slice(link.indexOf('?')))).toBe('demo_01');
  });

  it('ignores a code no referral code can be', () => {
    expect(referrerFromLink('?ref=%3Cscript%3E')).toBeNull();
    expect(referrerFromLink(`?ref=${'a'.repeat(33)}`)).toBeNull();
    expect(referrerFromLink('?aff=X')).toBeNull();
  });
});

describe('promotionJoinState', () => {
  it('asks a guest to log in, and follows a member’s enrollment', () => {
    expect(promotionJoinState(false, { status: 'joined' })).toBe('guest');
    expect(promotionJoinState(true, undefined)).toBe('open');
    expect(promotionJoinState(true, { status: 'joined' })).toBe('joined');
    expect(promotionJoinState(true, { status: 'rewarded' })).toBe('rewarded');
  });
});
