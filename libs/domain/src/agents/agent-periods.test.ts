import { describe, expect, it } from 'vitest';
import { AGENT_CUSTOM_MAX_DAYS, agentCustomRange, agentNamedPeriodOf, agentPeriodRange, manilaDateOf, manilaDayStartOf } from './agent-periods';

/** 2026-11-26 (a Thursday) 10:00 in Manila. */
const NOW = Date.UTC(2026, 10, 26, 2, 0);
const day = (date: string) => manilaDayStartOf(date) as number;

describe('agent report periods', () => {
  it('weeks start on a Manila Monday', () => {
    expect(agentPeriodRange('this_week', NOW)).toEqual({ from: day('2026-11-23'), to: day('2026-11-30') });
    expect(agentPeriodRange('last_week', NOW)).toEqual({ from: day('2026-11-16'), to: day('2026-11-23') });
  });

  it('a Sunday evening in Manila is still in its week, though it is Sunday morning in UTC', () => {
    const sundayNight = Date.UTC(2026, 10, 29, 15, 59);
    expect(agentPeriodRange('this_week', sundayNight).from).toBe(day('2026-11-23'));
    expect(agentPeriodRange('this_week', sundayNight + 60_000).from).toBe(day('2026-11-30'));
  });

  it('months are Manila calendar months, across a year end', () => {
    expect(agentPeriodRange('this_month', NOW)).toEqual({ from: day('2026-11-01'), to: day('2026-12-01') });
    expect(agentPeriodRange('last_month', NOW)).toEqual({ from: day('2026-10-01'), to: day('2026-11-01') });
    const newYear = day('2027-01-01') + 60_000;
    expect(agentPeriodRange('last_month', newYear)).toEqual({ from: day('2026-12-01'), to: day('2027-01-01') });
  });

  it('the records periods keep their bounds', () => {
    expect(agentPeriodRange('yesterday', NOW)).toEqual({ from: day('2026-11-25'), to: day('2026-11-26') });
  });

  it('reads only the named periods', () => {
    expect(agentNamedPeriodOf('last_week')).toBe('last_week');
    expect(agentNamedPeriodOf('custom')).toBeNull();
    expect(agentNamedPeriodOf(undefined)).toBeNull();
  });

  it('a custom range includes both days and refuses what is backwards, not a date or too long', () => {
    expect(agentCustomRange('2026-11-01', '2026-11-01')).toEqual({ from: day('2026-11-01'), to: day('2026-11-02') });
    expect(agentCustomRange('2026-11-02', '2026-11-01')).toBe('invalid');
    expect(agentCustomRange('2026-02-30', '2026-03-01')).toBe('invalid');
    const last = manilaDateOf(day('2026-01-01') + (AGENT_CUSTOM_MAX_DAYS - 1) * 86_400_000);
    expect(agentCustomRange('2026-01-01', last)).not.toBe('too-long');
    expect(agentCustomRange('2026-01-01', manilaDateOf(day(last) + 86_400_000))).toBe('too-long');
  });
});
