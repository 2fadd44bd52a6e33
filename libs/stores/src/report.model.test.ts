import { describe, expect, it } from 'vitest';
import { ReportModel } from './report.model';
import { FakePlatform, settle } from './test-support/fake-platform';

const summary = (period: string) => ({
  period,
  from: 0,
  to: 86_400_000,
  currency: 'PHP',
  depositsMinor: 0,
  withdrawalsMinor: 0,
  betsMinor: 1000,
  betCount: 1,
  payoutsMinor: 0,
  netWinLossMinor: -1000,
  rebatesMinor: 0,
  bonusMinor: 0,
  days: [{ date: '1970-01-01', netWinLossMinor: -1000 }],
});

describe('ReportModel', () => {
  it('sums the last 7 days first, then the period the player picks', async () => {
    const platform = new FakePlatform().on('GET', '/wps/reports/summary', (call) => summary(call.query.get('period') ?? ''));
    const model = new ReportModel({ api: platform.api });
    model.start();
    await settle();
    expect(model.summary.value?.period).toBe('last7days');
    model.setPeriod('last7days');
    model.setPeriod('today');
    await settle();
    expect(platform.callsTo('GET', '/wps/reports/summary').map((call) => call.query.get('period'))).toEqual(['last7days', 'today']);
    expect(model.summary.value?.netWinLossMinor).toBe(-1000);
    model.stop();
  });
});
