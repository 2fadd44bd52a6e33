import { describe, expect, it } from 'vitest';
import type { Deposit } from '@gp/api-client';
import { DEPOSIT_POLL_MS, DepositModel } from './deposit.model';
import { createMemoryStorage } from './ports';
import { depositFixture, depositMethodFixture, depositMethodsFixture } from './test-support/deposits';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

const METHODS = depositMethodsFixture(depositMethodFixture('METROBANK', 'METROBANK', { kind: 'bank', enabled: false, unavailable: 'off' }));
const deposit = (extra: Partial<Deposit> = {}) => depositFixture(extra);

function setup(sessionStorage = createMemoryStorage(), keyPrefix = 'key') {
  const clock = new ManualClock();
  let status: Deposit['status'] = 'pending';
  const platform = new FakePlatform()
    .on('GET', '/wps/deposit/methods', () => METHODS)
    .on('GET', '/wps/deposit', () => ({ currency: 'PHP', items: [deposit()], page: { pageNo: 1, pageSize: 50, totalPages: 1, totalCount: 1 } }))
    .on('POST', '/wps/deposit', () => deposit({ paymentUrl: '/sandbox/pay/7?token=t' }))
    .on('GET', '/wps/deposit/7', () => deposit({ status, creditedMinor: status === 'paid' ? 200_000 : 0 }));
  const refreshed: number[] = [];
  const wallet = { refresh: async () => void refreshed.push(clock.now()) };
  const ui = new UiStore(clock);
  let keys = 0;
  const deps = { api: platform.api, clock, sessionStorage, wallet, ui, language: { locale: 'en' }, newKey: () => `${keyPrefix}-${String(++keys).padStart(16, '0')}` };
  const model = new DepositModel(deps);
  return { model, platform, clock, ui, refreshed, deps, pay: () => (status = 'paid') };
}

async function started(sessionStorage = createMemoryStorage()) {
  const context = setup(sessionStorage);
  context.model.start();
  await settle();
  return context;
}

describe('DepositModel', () => {
  it('groups the methods with the last used first and refuses to pick an unavailable one', async () => {
    const { model } = await started();
    expect(model.groups.map((group) => [group.key, group.methods.map((m) => m.code)])).toEqual([
      ['lastUsed', ['GRABPAY']],
      ['ewallet', ['GCASH']],
      ['bank', ['METROBANK']],
    ]);
    model.select('METROBANK');
    expect(model.selected).toBeNull();
    model.select('GRABPAY');
    expect(model.selected?.code).toBe('GRABPAY');
    expect(model.presets).toEqual([10_000, 30_000, 50_000, 100_000, 300_000, 500_000, 1_000_000]);
  });

  it('shows the fee before confirming and checks the amount without sending', async () => {
    const { model, platform } = await started();
    model.select('GRABPAY');
    model.choosePreset(200_000);
    expect(model.amountText).toBe('2000');
    expect(model.feeMinor).toBe(3_000);
    model.setAmount('50.5');
    expect(model.feeMinor).toBeNull();
    await model.confirm();
    expect(model.feedback.errors).toEqual({ amount: 'deposit.amountBelowMin' });
    model.setAmount('1.234');
    await model.confirm();
    expect(model.feedback.errors).toEqual({ amount: 'deposit.amountDecimals' });
    expect(platform.callsTo('POST', '/wps/deposit')).toHaveLength(0);
  });

  it('raises the minimum for a first deposit', async () => {
    const { model, platform } = setup();
    platform.on('GET', '/wps/deposit/methods', () => ({ ...METHODS, firstDeposit: true }));
    model.start();
    await settle();
    model.select('GCASH');
    expect(model.range).toEqual({ minMinor: 30_000, maxMinor: 5_000_000 });
    expect(model.presets[0]).toBe(30_000);
  });

  it('sends one key per attempt: a double tap, a retry and a reload reuse it', async () => {
    const storage = createMemoryStorage();
    const { model, platform } = await started(storage);
    platform.on('POST', '/wps/deposit', () => {
      throw new TypeError('offline');
    });
    model.select('GRABPAY');
    model.setAmount('2,000');
    await Promise.all([model.confirm(), model.confirm()]);
    expect(platform.callsTo('POST', '/wps/deposit')).toHaveLength(1);
    expect(model.retryAction).toBe('confirm');
    platform.on('POST', '/wps/deposit', () => deposit({ paymentUrl: '/sandbox/pay/7?token=t' }));
    const recordLoads = platform.callsTo('GET', '/wps/deposit').length;
    await model.retry();
    expect(model.current?.id).toBe(7);
    expect(model.paymentUrl).toBe('/sandbox/pay/7?token=t');
    // The new deposit shows in the record without leaving the screen.
    expect(platform.callsTo('GET', '/wps/deposit')).toHaveLength(recordLoads + 1);
    model.stop();

    const reloaded = setup(storage, 'new');
    reloaded.model.start();
    await settle();
    expect(reloaded.model.current?.id).toBe(7);
    expect(reloaded.model.paymentUrl).toBeNull();
    expect(reloaded.model.canRenewLink).toBe(true);
    await reloaded.model.renewLink();
    expect(reloaded.model.paymentUrl).toBe('/sandbox/pay/7?token=t');
    reloaded.model.backToForm();
    reloaded.model.select('GRABPAY');
    reloaded.model.setAmount('2000');
    await reloaded.model.confirm();
    const keys = [...platform.callsTo('POST', '/wps/deposit'), ...reloaded.platform.callsTo('POST', '/wps/deposit')].map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys)).toEqual(new Set(['key-0000000000000001']));
    expect(reloaded.platform.callsTo('POST', '/wps/deposit')[0]?.body).toEqual({ methodCode: 'GRABPAY', amountMinor: 200_000 });
  });

  it('a new amount is a new attempt with a new key', async () => {
    const { model, platform } = await started();
    model.select('GCASH');
    model.setAmount('500');
    await model.confirm();
    model.backToForm();
    model.setAmount('600');
    await model.confirm();
    expect(platform.callsTo('POST', '/wps/deposit').map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-0000000000000001', 'key-0000000000000002']);
  });

  it('shows a refusal in the alert', async () => {
    const { model, platform } = await started();
    platform.on('POST', '/wps/deposit', () => new Failure('AMOUNT_OUT_OF_RANGE', 400, { minMinor: 30_000, maxMinor: 100 }));
    model.select('GCASH');
    model.setAmount('200');
    await model.confirm();
    expect(model.feedback.alert).toMatchObject({ tone: 'error', messageId: 'error.amountOutOfRange', retry: false });
    expect(model.current).toBeNull();
  });

  it('counts down, polls a waiting deposit and refreshes the balance once it is paid', async () => {
    const { model, platform, clock, refreshed, ui, pay } = await started();
    model.select('GRABPAY');
    model.setAmount('2000');
    await model.confirm();
    expect(model.countdown).toBe('30:00');
    clock.advance(DEPOSIT_POLL_MS);
    await settle();
    expect(model.countdown).toBe('29:55');
    expect(platform.callsTo('GET', '/wps/deposit/7')).toHaveLength(1);
    pay();
    clock.advance(DEPOSIT_POLL_MS);
    await settle();
    expect(model.current).toMatchObject({ status: 'paid', creditedMinor: 200_000 });
    expect(model.countdown).toBeNull();
    expect(refreshed).toHaveLength(1);
    expect(ui.toasts.map((toast) => toast.message.id)).toContain('deposit.paid');
    expect(platform.callsTo('GET', '/wps/deposit').length).toBeGreaterThanOrEqual(2);
    clock.advance(DEPOSIT_POLL_MS * 3);
    await settle();
    expect(platform.callsTo('GET', '/wps/deposit/7')).toHaveLength(2);
  });

  it('follows the deposit the provider returns to and stops when the screen goes', async () => {
    const { model, clock, platform, refreshed, pay } = await started();
    pay();
    await model.follow(7);
    expect(model.current?.status).toBe('paid');
    expect(refreshed).toHaveLength(1);
    model.stop();
    clock.advance(DEPOSIT_POLL_MS * 2);
    expect(platform.callsTo('GET', '/wps/deposit/7')).toHaveLength(1);
  });

  it('reminds of a waiting deposit and says so, or why not', async () => {
    const { model, platform, ui } = await started();
    platform.on('POST', '/wps/deposit/7/reminder', () => deposit({ remindedAt: 0 }));
    await model.record.remind(7);
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['deposit.reminderSent']);
    platform.on('POST', '/wps/deposit/7/reminder', () => new Failure('RATE_LIMITED', 429, { retryAfterSeconds: 540 }));
    await model.record.remind(7);
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['deposit.reminderSent', 'error.rateLimited']);
    expect(model.record.reminding).toBeNull();
  });

  it('sends the receipt picture of one waiting deposit, says so and shows the record again', async () => {
    const { model, platform, ui } = await started();
    platform.on('POST', '/wps/deposit/7/receipt', () => deposit({ receiptAt: 0 }));
    model.record.startReceipt(7);
    expect(model.record.receipt.check({ type: 'image/gif', size: 10 })).toBe(false);
    expect(model.record.receipt.problem).toBe('form.uploadType');
    expect(model.record.receipt.check({ type: 'image/jpeg', size: 300_000 })).toBe(true);
    const loadsBefore = platform.callsTo('GET', '/wps/deposit').length;
    await expect(model.record.receipt.send('image/jpeg', '/9j/4AAQ')).resolves.toBe(true);
    expect(platform.callsTo('POST', '/wps/deposit/7/receipt')[0]?.body).toEqual({ mimeType: 'image/jpeg', imageBase64: '/9j/4AAQ' });
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['deposit.receiptSent']);
    expect(model.record.receiptFor).toBeNull();
    await settle();
    expect(platform.callsTo('GET', '/wps/deposit').length).toBe(loadsBefore + 1);
  });

  it('keeps the receipt open with the platform’s reason when it is refused', async () => {
    const { model, platform, ui } = await started();
    platform.on('POST', '/wps/deposit/7/receipt', () => new Failure('RATE_LIMITED', 429, { retryAfterSeconds: 40 }));
    model.record.startReceipt(7);
    await expect(model.record.receipt.send('image/png', 'iVBORw0KGgo=')).resolves.toBe(false);
    expect(model.record.receipt.problem).toBe('error.rateLimited');
    expect(model.record.receiptFor).toBe(7);
    expect(ui.toasts).toEqual([]);
    model.record.endReceipt();
    expect(model.record.receipt.problem).toBeNull();
    expect(model.record.receiptFor).toBeNull();
  });

  it('filters the record by status and period', async () => {
    const { model, platform } = await started();
    model.record.setStatus('paid');
    model.record.setPeriod('today');
    await settle();
    const last = platform.callsTo('GET', '/wps/deposit').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ status: 'paid', period: 'today', pageSize: '50' });
    expect(model.record.items.map((item) => item.reference)).toEqual(['D00000007']);
  });
});
