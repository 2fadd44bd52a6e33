import { http } from 'msw';
import type { RgStatus } from '@gp/api-client';
import { envelope } from './platform-handlers';

/** A player's responsible-gaming settings: a daily deposit limit of ₱1,000.00 with ₱800.00 used, a weekly wager limit rising after the cooling period, 20 minutes played today. */
export function rgStatusFixture(): RgStatus {
  const resetsAt = Date.UTC(2026, 10, 27, 16);
  return {
    currency: 'PHP',
    limits: (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
      (['day', 'week', 'month'] as const).map((period) => ({
        kind,
        period,
        amountMinor: kind === 'deposit' && period === 'day' ? 100_000 : kind === 'wager' && period === 'week' ? 500_000 : null,
        usedMinor: kind === 'deposit' && period === 'day' ? 80_000 : 0,
        resetsAt,
        pending: kind === 'wager' && period === 'week' ? { amount: 900_000, appliesAt: Date.UTC(2026, 10, 28, 4) } : null,
      })),
    ),
    sessionLimit: { minutes: 120, usedMinutes: 20, resetsAt, pending: null },
    realityCheckMinutes: 30,
    merchantRealityCheckMinutes: 60,
    coolingHours: 24,
    limitRangeMinor: { min: 100, max: 1_000_000_000 },
    sessionLimitOptions: [30, 60, 120, 180, 240, 360, 480],
    realityCheckOptions: [15, 30, 45, 60, 90, 120],
  };
}

/** MSW handlers of the responsible-gaming reads, at `base`. */
export function rgReadHandlers(base: string) {
  return [http.get(`${base}/wps/member/rg`, () => envelope(rgStatusFixture()))];
}
