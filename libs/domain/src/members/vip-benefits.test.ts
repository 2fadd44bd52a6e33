import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vipBenefitsSummary, vipLevelRows, vipNextStep, vipProgressPercent, type VipLevelFacts } from './vip-benefits';

const level = (n: number, depositRequirementMinor: number): VipLevelFacts => ({
  level: n,
  labelName: `VIP ${n}`,
  depositRequirementMinor,
  turnoverRequirementMinor: depositRequirementMinor * 5,
  benefits: [`Benefit of ${n}`],
});
const LEVELS = [level(3, 5_000_000), level(1, 100_000), level(2, 1_000_000)];

describe('vipNextStep', () => {
  it('says top, reached (nothing left, not granted yet) or what is left', () => {
    expect(vipNextStep({ next: null })).toEqual({ kind: 'top' });
    expect(vipNextStep({ next: { labelName: 'VIP 1', remainingMinor: 0 } })).toEqual({ kind: 'reached', labelName: 'VIP 1' });
    expect(vipNextStep({ next: { labelName: 'VIP 2', remainingMinor: 500 } })).toEqual({ kind: 'left', labelName: 'VIP 2', remainingMinor: 500 });
  });
});

describe('vipLevelRows', () => {
  it('orders the levels and marks the member’s, or none for a guest', () => {
    const levels = [3, 1, 2].map((level) => ({ level, labelName: `VIP ${level}`, depositRequirementMinor: level * 100, turnoverRequirementMinor: level * 500, benefits: [] }));
    expect(vipLevelRows(levels, 2).map((row) => [row.level, row.current])).toEqual([[1, false], [2, true], [3, false]]);
    expect(vipLevelRows(levels, null).some((row) => row.current)).toBe(false);
  });
});

describe('vipBenefitsSummary', () => {
  it('names the level, the next one and the deposits left, and lists every level lowest first', () => {
    const summary = vipBenefitsSummary(LEVELS, { vipLevel: 1, vipLabelName: 'VIP 1', depositTotalMinor: 250_000, nextLevelDepositMinor: 1_000_000 });
    expect(summary.currentLabel).toBe('VIP 1');
    expect(summary.next).toEqual({ labelName: 'VIP 2', remainingMinor: 750_000 });
    expect(summary.rows.map((row) => [row.level, row.current])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('counts from nothing before the first level', () => {
    const summary = vipBenefitsSummary(LEVELS, { vipLevel: 0, vipLabelName: 'VIP 0', depositTotalMinor: 40_000, nextLevelDepositMinor: null });
    expect(summary.next).toEqual({ labelName: 'VIP 1', remainingMinor: 60_000 });
    expect(summary.rows.some((row) => row.current)).toBe(false);
  });

  it('has no next level at the top', () => {
    expect(vipBenefitsSummary(LEVELS, { vipLevel: 3, vipLabelName: 'VIP 3', depositTotalMinor: 9_000_000, nextLevelDepositMinor: null }).next).toBeNull();
  });

  it('never says less than nothing is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.nat(1e10), (vipLevel, depositTotalMinor) => {
        const summary = vipBenefitsSummary(LEVELS, { vipLevel, vipLabelName: `VIP ${vipLevel}`, depositTotalMinor, nextLevelDepositMinor: null });
        if (summary.next) expect(summary.next.remainingMinor).toBeGreaterThanOrEqual(0);
        expect(summary.next === null).toBe(vipLevel === 3);
      }),
    );
  });
});

describe('vipProgressPercent', () => {
  it('keeps the bar whole and within 0 to 100', () => {
    expect(vipProgressPercent(42.7)).toBe(42);
    expect(vipProgressPercent(-3)).toBe(0);
    expect(vipProgressPercent(180)).toBe(100);
    expect(vipProgressPercent(Number.NaN)).toBe(0);
    fc.assert(fc.property(fc.double(), (value) => {
      const percent = vipProgressPercent(value);
      expect(percent >= 0 && percent <= 100 && Number.isInteger(percent)).toBe(true);
    }));
  });
});
