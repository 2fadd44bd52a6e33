import { describe, expect, it } from 'vitest';
import { TRIAL_REFUSED_MESSAGE_ID } from '@gp/domain';
import { ManualClock } from './test-support/manual-clock';
import { UiStore, toastDurationMs } from './ui.store';

const msg = (id: string) => ({ id });

describe('UiStore toasts', () => {
  it('maps the named durations of SPEC §9', () => {
    expect(toastDurationMs('default')).toBe(1500);
    expect(toastDurationMs('short')).toBe(3000);
    expect(toastDurationMs('long')).toBe(8000);
    expect(toastDurationMs(2000)).toBe(2000);
  });

  it.each([
    ['default', 1500],
    ['short', 3000],
    ['long', 8000],
  ] as const)('expires a %s toast after %i ms', (duration, ms) => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    ui.toast(msg('in_chang_saved'), { duration });
    clock.advance(ms - 1);
    expect(ui.toasts).toHaveLength(1);
    clock.advance(1);
    expect(ui.toasts).toHaveLength(0);
  });

  it('keeps toasts apart and lets one be dismissed early', () => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    const first = ui.toast(msg('a'));
    ui.toast(msg('b'), { duration: 'long', kind: 'error' });
    ui.dismissToast(first);
    expect(ui.toasts.map((t) => t.message.id)).toEqual(['b']);
    clock.advance(8000);
    expect(ui.toasts).toEqual([]);
  });
});

describe('UiStore refusals', () => {
  it('shows a decided refusal as an error toast for its duration', () => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    ui.refuse(TRIAL_REFUSED_MESSAGE_ID, 2000);
    expect(ui.toasts.map((toast) => [toast.message.id, toast.kind])).toEqual([['error.trialActualAccount', 'error']]);
    clock.advance(1999);
    expect(ui.toasts).toHaveLength(1);
    clock.advance(1);
    expect(ui.toasts).toHaveLength(0);
  });
});

describe('UiStore loading overlay', () => {
  it('ends itself after its maximum duration', () => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    ui.showLoading(msg('in_please_wait'), 10_000);
    clock.advance(9_999);
    expect(ui.loading?.message).toEqual(msg('in_please_wait'));
    clock.advance(1);
    expect(ui.loading).toBeNull();
    expect(clock.pendingCount).toBe(0);
  });

  it('hides when asked, and an old handle does not hide a newer overlay', () => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    const hideOld = ui.showLoading(msg('old'), 5000);
    const hideNew = ui.showLoading(msg('new'), 5000);
    hideOld();
    expect(ui.loading?.message).toEqual(msg('new'));
    hideNew();
    expect(ui.loading).toBeNull();
    expect(clock.pendingCount).toBe(0);
  });

  it('replaces the self-ending timer when a new overlay replaces the old one', () => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    ui.showLoading(msg('first'), 5000);
    clock.advance(4000);
    ui.showLoading(msg('second'), 5000);
    expect(clock.pendingCount).toBe(1);
    clock.advance(4999);
    expect(ui.loading?.message).toEqual(msg('second'));
    clock.advance(1);
    expect(ui.loading).toBeNull();
  });

  it('hides whatever overlay shows when asked without a key, and stops its timer', () => {
    const clock = new ManualClock();
    const ui = new UiStore(clock);
    ui.showLoading(null, 5000);
    ui.hideLoading();
    expect(ui.loading).toBeNull();
    expect(clock.pendingCount).toBe(0);
  });

  it('shows while work runs, and hides when it fails', async () => {
    const ui = new UiStore(new ManualClock());
    const work = ui.withLoading(null, 9_999_000, () => Promise.reject(new Error('boom')));
    expect(ui.loading).not.toBeNull();
    await expect(work).rejects.toThrow('boom');
    expect(ui.loading).toBeNull();
  });
});

describe('UiStore dialogs', () => {
  it('resolves confirm with true or false and queues dialogs', async () => {
    const ui = new UiStore(new ManualClock());
    const first = ui.confirm({ message: msg('logout_confirm') });
    const second = ui.confirm({ message: msg('other') });
    expect(ui.dialog?.message).toEqual(msg('logout_confirm'));
    ui.answerDialog(true);
    expect(ui.dialog?.message).toEqual(msg('other'));
    ui.answerDialog(false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(ui.dialog).toBeNull();
  });

  it('resolves an alert when it is closed', async () => {
    const ui = new UiStore(new ManualClock());
    const closed = ui.alert({ title: msg('notice'), message: msg('use_safari') });
    expect(ui.dialog?.kind).toBe('alert');
    ui.answerDialog(false);
    await expect(closed).resolves.toBeUndefined();
  });
});
