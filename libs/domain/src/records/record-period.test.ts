import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, RECORD_MAX_RANGE_DAYS, RECORD_PERIODS, recordPeriodRange, recordRangeOf, startOfManilaDay } from './record-period';

// 2026-03-10 01:30 in Manila is 2026-03-09 17:30 UTC.
const NOW = Date.UTC(2026, 2, 9, 17, 30);
const MANILA_MIDNIGHT = Date.UTC(2026, 2, 9, 16, 0);

describe('recordPeriodRange', () => {
  it('bounds each period in whole Manila days', () => {
    expect(recordPeriodRange('today', NOW)).toEqual({ from: MANILA_MIDNIGHT, to: MANILA_MIDNIGHT + DAY_MS });
    expect(recordPeriodRange('yesterday', NOW)).toEqual({ from: MANILA_MIDNIGHT - DAY_MS, to: MANILA_MIDNIGHT });
    expect(recordPeriodRange('last7days', NOW)).toEqual({ from: MANILA_MIDNIGHT - 6 * DAY_MS, to: MANILA_MIDNIGHT + DAY_MS });
    expect(recordPeriodRange('last30days', NOW)).toEqual({ from: MANILA_MIDNIGHT - 29 * DAY_MS, to: MANILA_MIDNIGHT + DAY_MS });
  });

  it('holds now (except yesterday), starts at a Manila midnight and is a range the platform lists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(...RECORD_PERIODS), (now, period) => {
        const range = recordPeriodRange(period, now);
        expect(startOfManilaDay(range.from)).toBe(range.from);
        expect((range.to - range.from) % DAY_MS).toBe(0);
        if (period !== 'yesterday') expect(now >= range.from && now < range.to).toBe(true);
        else expect(range.to).toBeLessThanOrEqual(now);
        expect(recordRangeOf(range)).toEqual({ kind: 'range', ...range });
      }),
    );
  });
});

describe('recordRangeOf', () => {
  it('bounds nothing without either end, and 30 days from one end alone', () => {
    expect(recordRangeOf({})).toEqual({ kind: 'all' });
    expect(recordRangeOf({ from: null, to: null })).toEqual({ kind: 'all' });
    expect(recordRangeOf({ to: NOW })).toEqual({ kind: 'range', from: NOW - 30 * DAY_MS, to: NOW });
    expect(recordRangeOf({ from: NOW })).toEqual({ kind: 'range', from: NOW, to: NOW + 30 * DAY_MS });
  });

  it('accepts exactly 30 days and refuses a millisecond more, an empty or a reversed range', () => {
    expect(recordRangeOf({ from: 0, to: 30 * DAY_MS })).toEqual({ kind: 'range', from: 0, to: 30 * DAY_MS });
    expect(recordRangeOf({ from: 0, to: 30 * DAY_MS + 1 })).toEqual({ kind: 'refused' });
    expect(recordRangeOf({ from: 5, to: 5 })).toEqual({ kind: 'refused' });
    expect(recordRangeOf({ from: 6, to: 5 })).toEqual({ kind: 'refused' });
  });

  it('never gives a range longer than 30 days or not ascending, and keeps the ends it was given', () => {
    const time = fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: undefined });
    fc.assert(
      fc.property(time, time, (from, to) => {
        const range = recordRangeOf({ from, to });
        if (range.kind === 'all') {
          expect(from === undefined && to === undefined).toBe(true);
          return;
        }
        if (range.kind === 'refused') {
          expect(from !== undefined && to !== undefined && (from >= to || to - from > RECORD_MAX_RANGE_DAYS * DAY_MS)).toBe(true);
          return;
        }
        expect(range.from).toBeLessThan(range.to);
        expect(range.to - range.from).toBeLessThanOrEqual(RECORD_MAX_RANGE_DAYS * DAY_MS);
        if (from !== undefined) expect(range.from).toBe(from);
        if (to !== undefined) expect(range.to).toBe(to);
      }),
    );
  });
});
