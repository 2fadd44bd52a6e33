import { describe, expect, it } from 'vitest';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';
import { WithdrawModel } from './withdraw.model';

const ACCOUNTS = '/wps/transaction/withdraw/accounts';
const gcash = { id: 1, payoutMethod: 'gcash', bankCode: null, accountNumberMasked: '•••••••4567', accountName: 'Juan Dela Cruz', createdAt: 0 } as const;
const options = { currency: 'PHP', availableMinor: 100_000, lockedMinor: 0, paymentPasswordSet: true, payoutMethods: [], banks: [{ code: 'BDO', name: 'BDO Unibank' }] };

async function setup(saved: object[] = [gcash], maxPerMethod = 3) {
  let keys = 0;
  const platform = new FakePlatform()
    .on('GET', '/wps/transaction/withdraw/options', () => options)
    .on('GET', ACCOUNTS, () => ({ maxPerMethod, accounts: saved }))
    .on('POST', ACCOUNTS, () => ({ ...gcash, id: 2 }))
    .on('DELETE', `${ACCOUNTS}/1`, () => true);
  await platform.serveEncryptionKey();
  const ui = new UiStore(new ManualClock());
  const model = new WithdrawModel({ api: platform.api, ui, newKey: () => `key-${String(++keys).padStart(12, '0')}` });
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
});
