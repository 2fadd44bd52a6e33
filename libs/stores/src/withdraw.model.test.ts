import { describe, expect, it } from 'vitest';
import { registerSettings } from './test-support/account-settings';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';
import { WithdrawModel } from './withdraw.model';

const ACCOUNTS = '/wps/transaction/withdraw/accounts';
const gcash = { id: 1, payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz', createdAt: 0 } as const;
const options = {
  currency: 'PHP',
  currencySymbol: '₱',
  availableMinor: 100_000,
  lockedMinor: 0,
  paymentPasswordSet: true,
  payoutMethods: [{ code: 'gcash', name: 'GCash', minMinor: 10_000, maxMinor: 5_000_000, processing: '', accountNumberPattern: '', needsBank: false }],
  banks: [{ code: 'BDO', name: 'BDO Unibank' }],
  // Three a day up to ₱1,000, the first free, then ₱15 plus 0.5 %; one made today already.
  rules: { maxCountPerDay: 3, maxAmountPerDayMinor: 100_000, freePerDay: 1, feeFixedMinor: 1_500, feeBasisPoints: 50, feeCapMinor: 25_000, turnoverBasisPoints: 10_000 },
  today: { count: 1, amountMinor: 20_000, resetsAt: 0 },
  turnover: { requiredMinor: 30_000, countedMinor: 30_000, byCategory: [{ category: 'RNG', countedMinor: 30_000 }] },
};
const WITHDRAW = '/wps/transaction/withdraw';
const pending = { id: 7, status: 'pending', amountMinor: 20_000, feeMinor: 0, currency: 'PHP', payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan', createdAt: 0, settledAt: null } as const;

async function setup(saved: object[] = [gcash], maxPerMethod = 3) {
  let keys = 0;
  const platform = new FakePlatform()
    .on('GET', '/wps/transaction/withdraw/options', () => options)
    .on('GET', ACCOUNTS, () => ({ maxPerMethod, accounts: saved }))
    .on('POST', ACCOUNTS, () => ({ ...gcash, id: 2 }))
    .on('DELETE', `${ACCOUNTS}/1`, () => true)
    .on('GET', WITHDRAW, (call) => ({ currency: 'PHP', items: call.query.get('status') === 'pending' ? [pending] : [], page: { pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 1 } }))
    .on('POST', WITHDRAW, () => pending)
    .on('POST', `${WITHDRAW}/7/cancel`, () => ({ ...pending, status: 'cancelled', settledAt: 1 }));
  await platform.serveEncryptionKey();
  const ui = new UiStore(new ManualClock());
  const model = new WithdrawModel({ api: platform.api, ui, newKey: () => `key-${String(++keys).padStart(12, '0')}`, money: () => ({ symbol: '₱', locale: 'en' }) });
  model.start();
  await settle();
  return { platform, ui, model };
}

describe('WithdrawModel', () => {
  it('loads the options and the saved accounts', async () => {
    const { model } = await setup();
    expect(model.options.value?.paymentPasswordSet).toBe(true);
    expect(model.savedAccounts).toEqual([gcash]);
    expect(model.roomFor('gcash')).toBe(2);
    expect(model.canAdd).toBe(true);
  });

  it('opens the add form only on a method with room', async () => {
    const { model } = await setup([gcash], 1);
    model.openAdd();
    expect(model.adding).toBe(true);
    expect(model.addForm.payoutMethod).toBe('maya');
    const full = await setup([gcash, { ...gcash, id: 3, payoutMethod: 'maya' }, { ...gcash, id: 4, payoutMethod: 'bank', bankCode: 'BDO' }], 1);
    expect(full.model.canAdd).toBe(false);
    full.model.openAdd();
    expect(full.model.adding).toBe(false);
  });

  it('checks the number against the method before sending, and focuses the first wrong field', async () => {
    const { model, platform } = await setup();
    model.openAdd();
    model.addForm.setMethod('bank');
    model.addForm.setField('accountNumber', '12345');
    model.addForm.setField('accountName', 'Ana Cruz');
    model.addForm.setField('paymentPassword', 'Pay1234');
    await model.addForm.submit();
    expect(model.addForm.feedback.errors).toEqual({ bankCode: 'form.payoutBank', accountNumber: 'form.payoutAccountNumber' });
    expect(model.addForm.feedback.focus?.field).toBe('bankCode');
    model.addForm.setMethod('gcash');
    model.addForm.setField('accountNumber', '0917 123 4567');
    model.addForm.setField('paymentPassword', '');
    await model.addForm.submit();
    expect(model.addForm.feedback.errors).toEqual({ paymentPassword: 'form.paymentPasswordRequired' });
    expect(platform.callsTo('POST', ACCOUNTS)).toHaveLength(0);
  });

  it('saves an account encrypted with one key per attempt, reloads the list and closes the form', async () => {
    const { model, platform, ui } = await setup();
    platform.on('POST', ACCOUNTS, () => (platform.callsTo('POST', ACCOUNTS).length === 1 ? new Failure('INTERNAL_ERROR', 503) : { ...gcash, id: 2 }));
    model.openAdd();
    model.addForm.setField('accountNumber', '09171234567');
    model.addForm.setField('accountName', 'Juan Dela Cruz');
    model.addForm.setField('paymentPassword', 'Pay1234');
    await model.addForm.submit();
    expect(model.addForm.retryAction).toBe('submit');
    await model.addForm.retry();
    const sent = platform.callsTo('POST', ACCOUNTS);
    expect(sent.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-000000000001', 'key-000000000001']);
    expect(sent[0]?.headers.get('Encryption')).toMatch(/^JWE/);
    expect(JSON.stringify(sent[0]?.body)).not.toContain('Pay1234');
    expect(model.adding).toBe(false);
    expect(model.addForm.paymentPassword).toBe('');
    expect(ui.toasts.map((toast) => toast.message.id)).toContain('withdraw.accountSaved');
    await settle();
    expect(platform.callsTo('GET', ACCOUNTS)).toHaveLength(2);
  });

  it('shows the platform refusal of a missing payment password and of the limit', async () => {
    const { model, platform } = await setup();
    platform.on('POST', ACCOUNTS, () => new Failure('PAYMENT_PASSWORD_NOT_SET', 403));
    model.openAdd();
    model.addForm.setField('accountNumber', '09171234567');
    model.addForm.setField('accountName', 'Juan Dela Cruz');
    model.addForm.setField('paymentPassword', 'x');
    await model.addForm.submit();
    expect(model.addForm.feedback.alert?.messageId).toBe('error.paymentPasswordNotSet');
    platform.on('POST', ACCOUNTS, () => new Failure('PAYOUT_ACCOUNT_LIMIT', 409, { max: 3 }));
    model.addForm.setField('paymentPassword', 'y');
    await model.addForm.submit();
    expect(model.addForm.feedback.alert?.messageId).toBe('error.payoutAccountLimit');
    expect(model.adding).toBe(true);
  });

  it('removes an account only after the player confirms', async () => {
    const { model, platform, ui } = await setup();
    const cancelled = model.remove(gcash);
    expect(ui.dialog).toMatchObject({ kind: 'confirm', message: { id: 'withdraw.removeAccountQuestion', values: { account: '•••••••4567' } } });
    ui.answerDialog(false);
    await cancelled;
    expect(platform.callsTo('DELETE', `${ACCOUNTS}/1`)).toHaveLength(0);
    const confirmed = model.remove(gcash);
    ui.answerDialog(true);
    await confirmed;
    expect(platform.callsTo('DELETE', `${ACCOUNTS}/1`)).toHaveLength(1);
    expect(ui.toasts.map((toast) => toast.message.id)).toContain('withdraw.accountRemoved');
    expect(model.removing).toBeNull();
  });

  it('says why a removal failed', async () => {
    const { model, platform, ui } = await setup();
    platform.on('DELETE', `${ACCOUNTS}/1`, () => new Failure('NOT_FOUND', 404));
    const removal = model.remove(gcash);
    ui.answerDialog(true);
    await removal;
    expect(ui.toasts.at(-1)).toMatchObject({ kind: 'error', message: { id: 'error.urlEmpty' } });
  });

  it('checks the amount against the method limits and the balance before sending', async () => {
    const { model, platform } = await setup();
    model.form.setField('amount', '99.99');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ amount: 'withdraw.amount.belowMin' });
    model.form.setField('amount', '1000.01');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ amount: 'withdraw.amount.overAvailable' });
    model.form.setField('amount', '500');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ paymentPassword: 'form.paymentPasswordRequired' });
    expect(platform.callsTo('POST', WITHDRAW)).toHaveLength(0);
  });

  it('previews the fee of the amount typed and what is paid out', async () => {
    const { model } = await setup();
    expect(model.form.feePreview).toBeNull();
    model.form.setField('amount', '500');
    // One withdrawal made today uses the free one: ₱15 + 0.5 % of ₱500.
    expect(model.form.feePreview).toEqual({ feeMinor: 1_750, receiveMinor: 48_250 });
    model.form.setField('amount', '5OO');
    expect(model.form.feePreview).toBeNull();
  });

  it("checks the amount against what is left of today's withdrawals before sending", async () => {
    const { model, platform } = await setup();
    expect(model.form.allowance).toEqual({ countLeft: 2, amountLeftMinor: 80_000 });
    model.form.setField('amount', '800.01');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ amount: 'withdraw.amount.overDailyAmount' });
    platform.on('GET', '/wps/transaction/withdraw/options', () => ({ ...options, today: { count: 3, amountMinor: 60_000, resetsAt: 0 } }));
    await model.options.load();
    model.form.setField('amount', '100');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ amount: 'withdraw.noWithdrawalsLeft' });
    expect(platform.callsTo('POST', WITHDRAW)).toHaveLength(0);
  });

  it('refuses any amount while bets are still needed, before sending', async () => {
    const { model, platform } = await setup();
    platform.on('GET', '/wps/transaction/withdraw/options', () => ({ ...options, turnover: { requiredMinor: 30_000, countedMinor: 10_000, byCategory: [] } }));
    await model.options.load();
    expect(model.form.limits?.turnoverLeftMinor).toBe(20_000);
    model.form.setField('amount', '100');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ amount: 'withdraw.turnoverNotMet' });
    expect(platform.callsTo('POST', WITHDRAW)).toHaveLength(0);
  });

  it("shows the platform's refusal over the day's allowance and reloads the allowance", async () => {
    const { model, platform } = await setup();
    platform.on('POST', WITHDRAW, () => new Failure('WITHDRAW_DAILY_COUNT', 409));
    model.form.setField('amount', '200');
    model.form.setField('paymentPassword', 'Pay1234');
    await model.form.submit();
    expect(model.form.feedback.alert?.messageId).toBe('withdraw.noWithdrawalsLeft');
    await settle();
    expect(platform.callsTo('GET', '/wps/transaction/withdraw/options')).toHaveLength(2);
  });

  it('asks for an account when none is saved', async () => {
    const { model } = await setup([]);
    model.form.setField('amount', '500');
    await model.form.submit();
    expect(model.form.feedback.errors).toEqual({ payoutAccountId: 'withdraw.accountRequired' });
  });

  it('withdraws to the saved account with one key per attempt, then reloads the amounts and the lists', async () => {
    const { model, platform, ui } = await setup();
    platform.on('POST', WITHDRAW, () => (platform.callsTo('POST', WITHDRAW).length === 1 ? new Failure('INTERNAL_ERROR', 503) : pending));
    model.form.setField('amount', '200');
    model.form.setField('paymentPassword', 'Pay1234');
    await model.form.submit();
    await model.form.retry();
    const sent = platform.callsTo('POST', WITHDRAW);
    expect(sent.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-000000000001', 'key-000000000001']);
    expect(model.form.succeeded).toBe(true);
    expect([model.form.amount, model.form.paymentPassword]).toEqual(['', '']);
    expect(ui.toasts.map((toast) => toast.message.id)).toContain('withdraw.requested');
    await settle();
    expect(platform.callsTo('GET', '/wps/transaction/withdraw/options')).toHaveLength(2);
    expect(model.withdrawals.pending.value?.items).toEqual([pending]);
  });

  it('shows the platform refusal of a withdrawal in the form', async () => {
    const { model, platform } = await setup();
    platform.on('POST', WITHDRAW, () => new Failure('PAYMENT_PASSWORD_INVALID', 400));
    model.form.setField('amount', '200');
    model.form.setField('paymentPassword', 'nope');
    await model.form.submit();
    expect(model.form.feedback.alert?.messageId).toBe('error.paymentPassword');
  });

  it('cancels a pending withdrawal after the player confirms, with its amount in the question', async () => {
    const { model, platform, ui } = await setup();
    const cancel = model.withdrawals.cancel(pending);
    expect(ui.dialog).toMatchObject({ kind: 'confirm', message: { id: 'withdraw.cancelQuestion', values: { amount: '₱200.00' } } });
    ui.answerDialog(true);
    await cancel;
    expect(platform.callsTo('POST', `${WITHDRAW}/7/cancel`)).toHaveLength(1);
    expect(ui.toasts.map((toast) => toast.message.id)).toContain('withdraw.cancelled');
    expect(model.withdrawals.cancelling).toBeNull();
    await settle();
    expect(platform.callsTo('GET', '/wps/transaction/withdraw/options')).toHaveLength(2);
  });

  it('offers the payment password form while the member has none; once set, says so and loads the options again', async () => {
    const { platform, ui, model } = await setup();
    let set = false;
    platform
      .on('GET', '/wps/transaction/withdraw/options', () => ({ ...options, paymentPasswordSet: set }))
      .on('GET', '/wps/system/setting/register', () => registerSettings())
      .on('POST', '/wps/member/securityConfig/paymentPassword', () => {
        set = true;
        return true;
      });
    await model.options.load();
    expect(model.hasPaymentPassword).toBe(false);
    const form = model.paymentPasswordForm;
    form.setField('loginPassword', 'Demo1234');
    form.setField('paymentPassword', 'Pay1234');
    form.setField('confirmPaymentPassword', 'Pay1234');
    await form.submit();
    await settle();
    expect(ui.toasts).toMatchObject([{ message: { id: 'notice.paymentPasswordSet' }, kind: 'success' }]);
    expect(model.hasPaymentPassword).toBe(true);
  });

  it('resets a forgotten payment password with the login password, and closes the reset without a trace when kept', async () => {
    const { platform, ui, model } = await setup();
    platform.on('GET', '/wps/system/setting/register', () => registerSettings()).on('POST', '/wps/member/securityConfig/paymentPassword', () => true);
    expect(model.showsPaymentPasswordForm).toBe(false);
    model.openPaymentPasswordReset();
    expect(model.showsPaymentPasswordForm).toBe(true);
    expect(model.paymentPasswordForm.feedback.focus?.field).toBe('loginPassword');
    model.paymentPasswordForm.setField('loginPassword', 'Demo1234');
    model.closePaymentPasswordReset();
    expect([model.showsPaymentPasswordForm, model.paymentPasswordForm.loginPassword]).toEqual([false, '']);

    model.openPaymentPasswordReset();
    const form = model.paymentPasswordForm;
    form.setField('loginPassword', 'Demo1234');
    form.setField('paymentPassword', 'Pay5678');
    form.setField('confirmPaymentPassword', 'Pay5678');
    await form.submit();
    await settle();
    expect(platform.callsTo('POST', '/wps/member/securityConfig/paymentPassword')).toHaveLength(1);
    expect(ui.toasts).toMatchObject([{ message: { id: 'notice.paymentPasswordReset' }, kind: 'success' }]);
    expect(model.showsPaymentPasswordForm).toBe(false);
  });
});
