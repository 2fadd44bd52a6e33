import { describe, expect, it, vi } from 'vitest';
import { ClaimKeys } from './claim-keys';
import { LeaderboardModel } from './leaderboard.model';
import { PromotionJoinModel } from './promotion-join.model';
import { RewardCentreModel } from './reward-centre.model';
import { SignInModel } from './sign-in.model';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

const day = (date: string, state: 'claimed' | 'missed' | 'today' | 'upcoming') => ({ date, rewardMinor: 500, state });
const calendar = (todayState: 'today' | 'claimed') => ({
  currency: 'PHP',
  days: [day('2026-11-23', 'claimed'), day('2026-11-24', todayState), ...['25', '26', '27', '28', '29'].map((d) => day(`2026-11-${d}`, 'upcoming'))],
  todayIndex: 1,
  claimable: todayState === 'today',
  depositRequiredMinor: 0,
  depositedTodayMinor: 0,
  validBetRequiredMinor: 0,
  validBetTodayMinor: 0,
  claimedCount: todayState === 'today' ? 1 : 2,
  weekTotalMinor: 3500,
  resetsAt: 1,
});

function keys() {
  let n = 0;
  return new ClaimKeys(() => `key-${(n += 1)}-0123456789abcdef`);
}

function setup() {
  const platform = new FakePlatform();
  const ui = new UiStore(new ManualClock());
  const wallet = { refresh: vi.fn(() => Promise.resolve()) };
  return { platform, ui, wallet };
}

describe('SignInModel', () => {
  it('claims today: the calendar the platform answers replaces the shown one and the balance is refreshed', async () => {
    const { platform, ui, wallet } = setup();
    platform.on('GET', '/wps/engagement/sign-in', () => calendar('today'));
    platform.on('POST', '/wps/engagement/sign-in/claim', () => ({ creditedMinor: 500, balanceMinor: 10_500, calendar: calendar('claimed') }));
    const model = new SignInModel({ api: platform.api, ui, wallet, clock: new ManualClock(), claimKeys: keys() });
    model.start();
    await settle();
    await model.claim();
    expect(model.calendar.value?.days[1]?.state).toBe('claimed');
    expect(model.credited).toBe(500);
    expect(wallet.refresh).toHaveBeenCalledTimes(1);
  });

  it('retries a claim whose answer was lost with the same key, and reloads the calendar when today was claimed already', async () => {
    const { platform, ui, wallet } = setup();
    platform.on('GET', '/wps/engagement/sign-in', () => calendar('today'));
    platform.on('POST', '/wps/engagement/sign-in/claim', () => new Failure('INTERNAL_ERROR', 500));
    const model = new SignInModel({ api: platform.api, ui, wallet, clock: new ManualClock(), claimKeys: keys() });
    model.start();
    await settle();
    await model.claim();
    expect(model.claimError).toBe('INTERNAL_ERROR');
    platform.on('POST', '/wps/engagement/sign-in/claim', () => new Failure('ALREADY_CLAIMED', 409));
    platform.on('GET', '/wps/engagement/sign-in', () => calendar('claimed'));
    await model.claim();
    const sentKeys = platform.callsTo('POST', '/wps/engagement/sign-in/claim').map((call) => call.headers.get('Idempotency-Key'));
    expect(sentKeys).toEqual(['key-1-0123456789abcdef', 'key-1-0123456789abcdef']);
    await settle();
    expect(model.claimError).toBe('ALREADY_CLAIMED');
    expect(model.calendar.value?.days[1]?.state).toBe('claimed');
    expect(wallet.refresh).not.toHaveBeenCalled();
  });
});

const reward = (id: number, amountMinor: number) => ({ id, source: 'welcome', reference: null, amountMinor, status: 'claimable', createdAt: 1, expiresAt: null, claimedAt: null });

describe('RewardCentreModel', () => {
  function withRewards() {
    const context = setup();
    let items = [reward(1, 1000), reward(2, 2500)];
    context.platform.on('GET', '/wps/engagement/rewards', () => ({
      currency: 'PHP',
      todayBonusMinor: 0,
      totalBonusMinor: 5000,
      claimableTotalMinor: items.reduce((sum, item) => sum + item.amountMinor, 0),
      items,
      page: { pageNo: 1, pageSize: 20, totalCount: items.length, totalPages: 1 },
    }));
    const model = new RewardCentreModel({ api: context.platform.api, ui: context.ui, wallet: context.wallet, claimKeys: keys() });
    return { ...context, model, drop: (id: number) => (items = items.filter((item) => item.id !== id)) };
  }

  it('claims a reward: it leaves the list, the totals move, the balance is refreshed', async () => {
    const { platform, model, wallet, ui } = withRewards();
    platform.on('POST', '/wps/engagement/rewards/2/claim', () => ({ reward: { ...reward(2, 2500), status: 'claimed', claimedAt: 2 }, balanceMinor: 1 }));
    model.start();
    await settle();
    await model.claim(2);
    expect(model.list.items.map((item) => item.id)).toEqual([1]);
    expect(model.list.extra).toEqual({ currency: 'PHP', todayBonusMinor: 2500, totalBonusMinor: 7500, claimableTotalMinor: 1000 });
    expect(wallet.refresh).toHaveBeenCalledTimes(1);
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['rewards.claimed']);
  });

  it('says why when a reward expired meanwhile, and shows the list as it is now', async () => {
    const { platform, model, ui, drop } = withRewards();
    platform.on('POST', '/wps/engagement/rewards/1/claim', () => new Failure('REWARD_EXPIRED', 409));
    model.start();
    await settle();
    drop(1);
    await model.claim(1);
    await settle();
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['error.rewardExpired']);
    expect(model.list.items.map((item) => item.id)).toEqual([2]);
  });

  it('asks for the history when its tab is chosen', async () => {
    const { platform, model } = withRewards();
    model.start();
    model.show('history');
    await settle();
    expect(platform.callsTo('GET', '/wps/engagement/rewards').map((call) => call.query.get('status'))).toEqual(['claimable', 'history']);
  });
});

describe('LeaderboardModel', () => {
  it('loads the next race once the shown one ends, and not after the screen closed', async () => {
    const platform = new FakePlatform();
    const clock = new ManualClock();
    const endsAt = clock.now() + 60_000;
    platform.on('GET', '/wps/engagement/leaderboard', () => ({ race: { endsAt } }));
    const model = new LeaderboardModel({ api: platform.api, clock });
    model.start();
    await settle();
    clock.advance(60_999);
    await settle();
    expect(platform.callsTo('GET', '/wps/engagement/leaderboard')).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(platform.callsTo('GET', '/wps/engagement/leaderboard')).toHaveLength(2);
    model.stop();
    clock.advance(10 * 60_000);
    await settle();
    expect(platform.callsTo('GET', '/wps/engagement/leaderboard')).toHaveLength(2);
  });
});

describe('PromotionJoinModel', () => {
  it('loads a member’s enrollments, joins one and shows it; a guest loads nothing', async () => {
    const platform = new FakePlatform();
    platform.on('GET', '/wps/engagement/promotions/joined', () => ({ items: [{ promotionId: 2, status: 'rewarded', joinedAt: 1, rewardId: 9 }] }));
    platform.on('POST', '/wps/engagement/promotions/5/join', () => ({ promotionId: 5, status: 'joined', joinedAt: 2, rewardId: null }));
    const model = new PromotionJoinModel({ api: platform.api, session: { isLoggedIn: true } });
    model.start();
    await settle();
    expect(model.enrollmentOf(2)?.status).toBe('rewarded');
    await model.join(5);
    expect(model.enrollmentOf(5)?.status).toBe('joined');
    expect(model.enrollmentOf(2)?.status).toBe('rewarded');

    const guest = new PromotionJoinModel({ api: platform.api, session: { isLoggedIn: false } });
    guest.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/engagement/promotions/joined')).toHaveLength(1);
  });

  it('keeps the refusal’s code for the page to say', async () => {
    const platform = new FakePlatform();
    platform.on('GET', '/wps/engagement/promotions/joined', () => ({ items: [] }));
    platform.on('POST', '/wps/engagement/promotions/5/join', () => new Failure('CONDITIONS_NOT_MET', 400));
    const model = new PromotionJoinModel({ api: platform.api, session: { isLoggedIn: true } });
    await model.join(5);
    expect(model.joinError).toBe('CONDITIONS_NOT_MET');
    expect(model.joining).toBe(false);
  });
});

describe('LeaderboardModel after the race', () => {
  it('asks again less and less often while the platform still answers the ended race', async () => {
    const platform = new FakePlatform();
    const clock = new ManualClock();
    const endsAt = clock.now() - 1;
    platform.on('GET', '/wps/engagement/leaderboard', () => ({ race: { endsAt } }));
    const model = new LeaderboardModel({ api: platform.api, clock });
    const calls = () => platform.callsTo('GET', '/wps/engagement/leaderboard').length;
    model.start();
    await settle();
    for (const wait of [10_000, 20_000, 40_000]) {
      clock.advance(wait - 1);
      await settle();
      const before = calls();
      clock.advance(1);
      await settle();
      expect(calls()).toBe(before + 1);
    }
    model.stop();
  });
});

describe('SignInModel across midnight', () => {
  it('reloads the calendar when a new Manila day starts, and stops with the screen', async () => {
    const { platform, ui, wallet } = setup();
    platform.on('GET', '/wps/engagement/sign-in', () => calendar('today'));
    // 23:59 in Manila (15:59 UTC).
    const clock = new ManualClock();
    clock.advance(Date.UTC(2026, 10, 27, 15, 59));
    const model = new SignInModel({ api: platform.api, ui, wallet, clock, claimKeys: keys() });
    const loads = () => platform.callsTo('GET', '/wps/engagement/sign-in').length;
    model.start();
    await settle();
    clock.advance(60_000);
    await settle();
    expect(loads()).toBe(1);
    clock.advance(1000);
    await settle();
    expect(loads()).toBe(2);
    model.stop();
    clock.advance(2 * 86_400_000);
    await settle();
    expect(loads()).toBe(2);
  });
});
