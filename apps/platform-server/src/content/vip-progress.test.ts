import { describe, expect, it } from 'vitest';
import { vipLabelOf, vipProgressOf } from './vip-progress';

const LEVELS = [
  { level: 1, depositMinor: 100_000 },
  { level: 2, depositMinor: 1_000_000 },
  { level: 3, depositMinor: 5_000_000 },
];

describe('vipProgressOf', () => {
  it('measures a level-0 member from nothing towards VIP 1', () => {
    expect(vipProgressOf(LEVELS, 0, 0)).toEqual({
      hasVip: false, vipLevel: 0, vipLabelName: 'VIP 0', vipProgress: 0, showVipBenefit: false, depositTotalMinor: 0, nextLevelDepositMinor: 100_000,
    });
    expect(vipProgressOf(LEVELS, 0, 50_000).vipProgress).toBe(50);
    expect(vipProgressOf(LEVELS, 0, 99_999).vipProgress).toBe(99);
  });

  it('measures from the current level requirement to the next one', () => {
    const progress = vipProgressOf(LEVELS, 1, 550_000);
    expect(progress).toMatchObject({ hasVip: true, vipLabelName: 'VIP 1', vipProgress: 50, showVipBenefit: true, nextLevelDepositMinor: 1_000_000 });
  });

  it('keeps the bar within 0 to 100', () => {
    expect(vipProgressOf(LEVELS, 2, 0).vipProgress).toBe(0);
    expect(vipProgressOf(LEVELS, 1, 9_000_000).vipProgress).toBe(100);
  });

  it('shows a full bar and no next level at the top', () => {
    expect(vipProgressOf(LEVELS, 3, 6_000_000)).toMatchObject({ vipProgress: 100, nextLevelDepositMinor: null });
    expect(vipProgressOf([], 0, 0)).toMatchObject({ vipProgress: 100, hasVip: false });
  });

  it('labels levels VIP n', () => {
    expect(vipLabelOf(4)).toBe('VIP 4');
  });
});
