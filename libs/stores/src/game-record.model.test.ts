import { describe, expect, it } from 'vitest';
import { recordPeriodRange } from '@gp/domain';
import { GameRecordModel } from './game-record.model';
import { FakePlatform, Failure, settle, type SeenCall } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

const order = (orderId: number, status: 'pending' | 'settled' = 'settled') => ({
  orderId,
  kind: 'lottery',
  nodeId: 7,
  gameName: 'Quick 3D',
  gameCategory: 'ELOTT',
  vassalage: 'ELOTT',
  wallet: 'cash',
  currency: 'PHP',
  stakeMinor: 300,
  refundedMinor: 0,
  winMinor: 0,
  status,
  drawNumber: '20260101-001',
  createdAt: orderId,
  settledAt: status === 'settled' ? orderId : null,
});

const TOTALS = { count: 45, betMinor: 13500, validBetMinor: 13200, winMinor: 9000, profitLossMinor: -4200 };

/** 45 orders, 20 a page, newest first. */
function pages(call: SeenCall) {
  const pageNo = Number(call.query.get('pageNo'));
  const all = Array.from({ length: 45 }, (_, index) => order(45 - index));
  return { list: all.slice((pageNo - 1) * 20, pageNo * 20), page: { pageNo, pageSize: 20, totalCount: 45, totalPages: 3 }, totals: TOTALS };
}

const detailOf = (status: 'pending' | 'cancelled') => ({
  order: { ...order(3, 'pending'), status: status === 'cancelled' ? 'cancelled' : 'pending', refundedMinor: status === 'cancelled' ? 200 : 0 },
  subOrders: [
    { subOrderId: 31, number: '07', stakeMinor: 100, winMinor: 0, status: status === 'cancelled' ? 'cancelled' : 'pending' },
    { subOrderId: 32, number: '18', stakeMinor: 100, winMinor: 0, status: status === 'cancelled' ? 'cancelled' : 'pending' },
  ],
  reels: null,
  draw: { drawNumber: '20260101-001', closesAt: 10, drawAt: 20, result: null, winningNumber: null },
  cancellable: status === 'pending',
});

function setup() {
  const clock = new ManualClock();
  clock.advance(Date.UTC(2026, 0, 5, 4));
  const platform = new FakePlatform().on('GET', '/lgw/orders', pages).on('GET', '/lgw/orders/3', () => detailOf('pending'));
  const ui = new UiStore(clock);
  const model = new GameRecordModel({ api: platform.api, clock, ui });
  return { clock, platform, ui, model };
}

describe('GameRecordModel', () => {
  it('asks for today’s orders by bet time, then appends pages as the player scrolls', async () => {
    const { model, platform, clock } = setup();
    model.start();
    expect(model.list.status).toBe('loading');
    await settle();
    const { from, to } = recordPeriodRange('today', clock.now());
    expect(Object.fromEntries(platform.callsTo('GET', '/lgw/orders')[0]?.query ?? [])).toEqual({
      timeBy: 'bet',
      from: String(from),
      to: String(to),
      pageNo: '1',
      pageSize: '20',
    });
    expect(model.list.items).toHaveLength(20);
    expect(model.totals).toEqual(TOTALS);
    model.list.more();
    model.list.more();
    await settle();
    model.list.more();
    await settle();
    expect(model.list.items.map((o) => o.orderId)).toEqual(Array.from({ length: 45 }, (_, index) => 45 - index));
    expect(model.list.complete).toBe(true);
    model.list.more();
    await settle();
    expect(platform.callsTo('GET', '/lgw/orders')).toHaveLength(3);
  });

  it('reloads from page 1 when the filter changes, and drops the answer of the older filter', async () => {
    const { model, platform } = setup();
    model.start();
    model.setFilter({ category: 'RNG', timeBy: 'settle', period: 'last7days' });
    await settle();
    const calls = platform.callsTo('GET', '/lgw/orders');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.get('gameCategory')).toBe('RNG');
    expect(calls[1]?.query.get('timeBy')).toBe('settle');
    expect(model.list.items).toHaveLength(20);
    model.setFilter({ category: 'RNG' });
    expect(platform.callsTo('GET', '/lgw/orders')).toHaveLength(2);
  });

  it('shows a failure with nothing loaded, and Try again loads page 1', async () => {
    const { model, platform } = setup();
    platform.on('GET', '/lgw/orders', () => new Failure('INTERNAL_ERROR', 500));
    model.start();
    await settle();
    expect(model.list.status).toBe('error');
    expect(model.list.errorCode).toBe('INTERNAL_ERROR');
    platform.on('GET', '/lgw/orders', pages);
    model.list.retry();
    await settle();
    expect(model.list.status).toBe('ready');
  });

  it('cancels the pending numbers only after the player confirms, once, and shows the refund', async () => {
    const { model, platform, ui } = setup();
    platform.on('POST', '/lgw/orders/3/suborders/cancel', () => ({ order: detailOf('cancelled'), balanceMinor: 1000, currency: 'PHP' }));
    model.start();
    model.open(3);
    await settle();
    expect(model.detail.value?.cancellable).toBe(true);
    const declined = model.cancelPending();
    expect(ui.dialog?.message).toEqual({ id: 'records.cancelConfirm', values: { count: 2 } });
    ui.answerDialog(false);
    await declined;
    expect(platform.callsTo('POST', '/lgw/orders/3/suborders/cancel')).toHaveLength(0);
    const accepted = model.cancelPending();
    ui.answerDialog(true);
    await accepted;
    await settle();
    const [cancel] = platform.callsTo('POST', '/lgw/orders/3/suborders/cancel');
    expect(cancel?.body).toEqual({ subOrderIds: [31, 32] });
    expect(cancel?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(model.detail.value?.order.status).toBe('cancelled');
    expect(ui.toasts.map((toast) => toast.message.id)).toContain('records.cancelled');
  });

  it('sends the same key again when the answer was lost, and shows a refusal', async () => {
    const { model, platform, ui } = setup();
    platform.on('POST', '/lgw/orders/3/suborders/cancel', () => new Failure('INTERNAL_ERROR', 503));
    model.open(3);
    await settle();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cancel = model.cancelPending();
      ui.answerDialog(true);
      await cancel;
    }
    const [first, second] = platform.callsTo('POST', '/lgw/orders/3/suborders/cancel');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    platform.on('POST', '/lgw/orders/3/suborders/cancel', () => new Failure('ORDER_NOT_CANCELLABLE', 409));
    const refused = model.cancelPending();
    ui.answerDialog(true);
    await refused;
    expect(model.cancelError).toBe('ORDER_NOT_CANCELLABLE');
    model.close();
    expect(model.openOrderId).toBeNull();
  });
});
