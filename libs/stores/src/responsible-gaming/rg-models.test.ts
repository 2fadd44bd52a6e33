import { describe, expect, it, vi } from 'vitest';
import type { RgStatus } from '@gp/api-client';
import { FakePlatform, Failure, settle } from '../test-support/fake-platform';
import { ManualClock } from '../test-support/manual-clock';
import { UiStore } from '../ui.store';
import { RgBreakModel } from './rg-break.model';
import { RgToolsModel } from './rg-tools.model';

const DAY = { amountMinor: null, usedMinor: 0, resetsAt: 1, pending: null };

function status(overrides: Partial<RgStatus> = {}): RgStatus {
  return {
    currency: 'PHP',
    limits: (['deposit', 'loss', 'wager'] as const).flatMap((kind) => (['day', 'week', 'month'] as const).map((period) => ({ kind, period, ...DAY }))),
    sessionLimit: { minutes: null, usedMinutes: 0, resetsAt: 1, pending: null },
    realityCheckMinutes: 60,
    merchantRealityCheckMinutes: 60,
    coolingHours: 24,
    limitRangeMinor: { min: 100, max: 1_000_000_000 },
    sessionLimitOptions: [30, 60],
    realityCheckOptions: [15, 60],
    ...overrides,
  };
}

function tools() {
  const platform = new FakePlatform().on('GET', '/wps/member/rg', () => status());
  const ui = new UiStore(new ManualClock());
  const model = new RgToolsModel({ api: platform.api, ui, locale: () => 'en' });
  return { platform, ui, model };
}

describe('RgToolsModel', () => {
  it('checks the amount before sending and sends the chosen limit in minor units', async () => {
    const { platform, ui, model } = tools();
    model.start();
    await settle();
    await model.saveLimit();
    expect(model.feedback.errors.amount).toBe('rg.amountRequired');
    model.setAmount('0.50');
    await model.saveLimit();
    expect(model.feedback.errors.amount).toBe('rg.limitRange');
    expect(platform.callsTo('PUT', '/wps/member/rg/limits')).toHaveLength(0);

    const saved = status();
    saved.limits[1] = { kind: 'deposit', period: 'week', amountMinor: 150_000, usedMinor: 0, resetsAt: 1, pending: null };
    platform.on('PUT', '/wps/member/rg/limits', () => saved);
    model.choose('deposit', 'week');
    model.setAmount('1,500');
    await model.saveLimit();
    expect(platform.callsTo('PUT', '/wps/member/rg/limits')[0]?.body).toEqual({ kind: 'deposit', period: 'week', amountMinor: 150_000 });
    expect(model.status.value?.limits[1]?.amountMinor).toBe(150_000);
    expect(model.amount).toBe('');
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['rg.limitSaved']);
  });

  it('says a raise waits for the cooling period', async () => {
    const { platform, ui, model } = tools();
    const before = status();
    before.limits[0] = { kind: 'deposit', period: 'day', amountMinor: 50_000, usedMinor: 0, resetsAt: 1, pending: null };
    platform.on('GET', '/wps/member/rg', () => before);
    model.start();
    await settle();
    const after = status();
    after.limits[0] = { kind: 'deposit', period: 'day', amountMinor: 50_000, usedMinor: 0, resetsAt: 1, pending: { amount: 200_000, appliesAt: 9 } };
    platform.on('PUT', '/wps/member/rg/limits', () => after);
    model.setAmount('2000');
    await model.saveLimit();
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['rg.limitPending']);
  });

  it('shows a refusal under its field and keeps the typed amount', async () => {
    const { platform, model } = tools();
    platform.on('PUT', '/wps/member/rg/limits', () => new Failure('VALIDATION_FAILED', 400, { fields: [{ field: 'amountMinor', messageKey: 'rg_limit_range' }] }));
    model.setAmount('100');
    await model.saveLimit();
    expect(model.amount).toBe('100');
    expect(model.feedback.errors.amount).toBe('rg_limit_range');
    expect(model.saving).toBeNull();
  });
});

describe('RgBreakModel', () => {
  async function breakModel() {
    const platform = new FakePlatform().on('POST', '/wps/member/rg/exclusion', () => ({ kind: 'cool_off', startedAt: 1, endsAt: 2, irrevocableUntil: 2 }));
    await platform.serveEncryptionKey();
    const ui = new UiStore(new ManualClock());
    const cleared: string[] = [];
    const model = new RgBreakModel({ api: platform.api, ui, session: { clear: () => cleared.push('cleared') }, locale: () => 'en' });
    return { platform, ui, model, cleared };
  }

  it('asks for a length and the password, states the consequences, and sends nothing when cancelled', async () => {
    const { platform, ui, model } = await breakModel();
    await model.submit();
    expect(model.feedback.errors.length).toBe('rg.optionRequired');
    model.setField('length', '1d');
    await model.submit();
    expect(model.feedback.errors.password).toBe('form.loginPasswordRequired');
    model.setField('password', 'Secret123');
    const asked = model.submit();
    expect(ui.dialog?.message).toEqual({ id: 'rg.break.confirmCoolOff' });
    ui.answerDialog(false);
    await asked;
    expect(platform.callsTo('POST', '/wps/member/rg/exclusion')).toHaveLength(0);
  });

  it('takes the break, wipes the password, says until when, then forgets the session', async () => {
    const { platform, ui, model, cleared } = await breakModel();
    model.setKind('self_exclusion');
    expect(model.lengths).toEqual(['6m', '1y', '5y']);
    model.setField('length', '1y');
    model.setField('password', 'Secret123');
    const asked = model.submit();
    ui.answerDialog(true);
    await vi.waitFor(() => expect(ui.dialog?.kind).toBe('alert'));
    expect(platform.callsTo('POST', '/wps/member/rg/exclusion')).toHaveLength(1);
    expect(model.taken).toMatchObject({ endsAt: 2 });
    expect(model.password).toBe('');
    expect(ui.dialog).toMatchObject({ kind: 'alert', message: { id: 'rg.break.taken', values: { date: 'Jan 1, 1970, 8:00 AM' } } });
    expect(cleared).toEqual([]);
    ui.answerDialog(true);
    await asked;
    expect(cleared).toEqual(['cleared']);
  });

  it('shows a wrong password and keeps the session', async () => {
    const { platform, ui, model, cleared } = await breakModel();
    platform.on('POST', '/wps/member/rg/exclusion', () => new Failure('OLD_PASSWORD_INCORRECT', 400));
    model.setField('length', '1w');
    model.setField('password', 'Wrong123');
    const asked = model.submit();
    ui.answerDialog(true);
    await asked;
    expect(model.feedback.alert?.messageId).toBe('error.oldPasswordIncorrect');
    expect(model.taken).toBeNull();
    expect(cleared).toEqual([]);
  });
});
