import { describe, expect, it, vi } from 'vitest';
import { RebatesModel } from './rebates.model';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

const rebate = (id: number, status: 'claimable' | 'claimed') => ({
  id,
  date: `2026-01-0${id}`,
  category: 'RNG',
  turnoverMinor: 100_000,
  ratePercent: 0.8,
  amountMinor: 800,
  status,
  claimedAt: status === 'claimed' ? 1 : null,
});

function setup() {
  const platform = new FakePlatform().on('GET', '/wps/rebates', () => ({
    currency: 'PHP',
    claimableTotalMinor: 1600,
    items: [rebate(3, 'claimable'), rebate(2, 'claimable'), rebate(1, 'claimed')],
    page: { pageNo: 1, pageSize: 20, totalCount: 3, totalPages: 1 },
  }));
  const ui = new UiStore(new ManualClock());
  const wallet = { refresh: vi.fn(() => Promise.resolve()) };
  return { platform, ui, wallet, model: new RebatesModel({ api: platform.api, ui, wallet }) };
}

describe('RebatesModel', () => {
  it('lists the rebates with the total still to claim', async () => {
    const { model } = setup();
    model.start();
    await settle();
    expect(model.list.items.map((item) => item.status)).toEqual(['claimable', 'claimable', 'claimed']);
    expect(model.list.extra).toEqual({ currency: 'PHP', claimableTotalMinor: 1600 });
    model.stop();
  });

  it('claims one: it shows claimed, the total drops, the balance is refreshed; a claimed one is not sent again', async () => {
    const { model, platform, wallet, ui } = setup();
    platform.on('POST', '/wps/rebates/3/claim', () => true);
    model.start();
    await settle();
    await model.claim(3);
    expect(model.list.items[0]?.status).toBe('claimed');
    expect(model.list.extra.claimableTotalMinor).toBe(800);
    expect(wallet.refresh).toHaveBeenCalledTimes(1);
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['records.rebateClaimed']);
    await model.claim(3);
    await model.claim(1);
    expect(platform.callsTo('POST', '/wps/rebates/3/claim')).toHaveLength(1);
    expect(platform.callsTo('POST', '/wps/rebates/1/claim')).toHaveLength(0);
  });

  it('keeps a failed claim claimable with its reason', async () => {
    const { model, platform } = setup();
    platform.on('POST', '/wps/rebates/2/claim', () => new Failure('INTERNAL_ERROR', 500));
    model.start();
    await settle();
    await model.claim(2);
    expect(model.claimError).toEqual({ rebateId: 2, code: 'INTERNAL_ERROR' });
    expect(model.list.items[1]?.status).toBe('claimable');
    expect(model.claiming).toBeNull();
  });
});
