import { describe, expect, it } from 'vitest';
import { recordPeriodRange } from '@gp/domain';
import { TransactionsModel } from './transactions.model';
import { FakePlatform, settle, type SeenCall } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

const line = (n: number) => ({ id: `ledger:${n}`, kind: 'bet', amountMinor: -500, balanceAfterMinor: 10_000 - n * 500, reference: `order:${n}`, createdAt: n, status: 'completed' });

function pages(call: SeenCall) {
  const pageNo = Number(call.query.get('pageNo'));
  const all = Array.from({ length: 25 }, (_, index) => line(25 - index));
  return { currency: 'PHP', items: all.slice((pageNo - 1) * 20, pageNo * 20), page: { pageNo, pageSize: 20, totalCount: 25, totalPages: 2 } };
}

function setup() {
  const clock = new ManualClock();
  clock.advance(Date.UTC(2026, 0, 5, 4));
  const platform = new FakePlatform().on('GET', '/wps/transaction/records', pages);
  return { clock, platform, model: new TransactionsModel({ api: platform.api, clock }) };
}

describe('TransactionsModel', () => {
  it('asks for every type over the last 7 days, then the next page as the player scrolls', async () => {
    const { model, platform, clock } = setup();
    model.start();
    await settle();
    const { from, to } = recordPeriodRange('last7days', clock.now());
    expect(Object.fromEntries(platform.callsTo('GET', '/wps/transaction/records')[0]?.query ?? [])).toEqual({
      type: 'all',
      from: String(from),
      to: String(to),
      pageNo: '1',
      pageSize: '20',
    });
    expect(model.currency).toBe('PHP');
    model.list.more();
    await settle();
    expect(model.list.items).toHaveLength(25);
    expect(model.list.complete).toBe(true);
  });

  it('reloads from page 1 for another type or period, and not for the same one', async () => {
    const { model, platform, clock } = setup();
    model.start();
    await settle();
    model.setFilter({ type: 'payout', period: 'last30days' });
    model.setFilter({ type: 'payout' });
    await settle();
    const calls = platform.callsTo('GET', '/wps/transaction/records');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.get('type')).toBe('payout');
    expect(calls[1]?.query.get('from')).toBe(String(recordPeriodRange('last30days', clock.now()).from));
    model.stop();
  });
});
