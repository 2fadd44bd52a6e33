import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SMS_CODE_BUTTON_IDLE,
  isSmsCodeButtonEnabled,
  smsCodeButtonNext,
  smsCodeCountdownEnd,
  smsCodeSecondsLeft,
  smsCodeTickDelay,
} from './sms-code-button';
import type { SmsCodeButtonEvent, SmsCodeButtonState } from './sms-code-button';

const T0 = 1_700_000_000_000;
const sending: SmsCodeButtonState = { status: 'sending' };
const run = (events: readonly SmsCodeButtonEvent[], from: SmsCodeButtonState = SMS_CODE_BUTTON_IDLE): SmsCodeButtonState =>
  events.reduce(smsCodeButtonNext, from);

describe('smsCodeButtonNext', () => {
  it('goes idle → sending → countdown from expirationTime → idle at zero', () => {
    const afterTap = run([{ type: 'request', now: T0 }]);
    expect(afterTap).toEqual({ status: 'sending' });
    const counting = smsCodeButtonNext(afterTap, { type: 'sent', now: T0 + 300, expirationTime: T0 + 30_000 });
    expect(counting).toEqual({ status: 'countdown', endsAt: T0 + 30_000 });
    expect(smsCodeButtonNext(counting, { type: 'tick', now: T0 + 29_500 })).toBe(counting);
    expect(smsCodeButtonNext(counting, { type: 'tick', now: T0 + 30_000 })).toEqual({ status: 'idle' });
  });

  it('waits the default 60 s when the server gives no expirationTime', () => {
    for (const expirationTime of [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(smsCodeButtonNext(sending, { type: 'sent', now: T0, expirationTime })).toEqual({
        status: 'countdown',
        endsAt: T0 + 60_000,
      });
    }
    expect(smsCodeCountdownEnd(T0, undefined)).toBe(T0 + 60_000);
    expect(smsCodeCountdownEnd(T0, T0 + 5_000)).toBe(T0 + 5_000);
  });

  it('goes straight back to idle when the expirationTime is already past', () => {
    expect(smsCodeButtonNext(sending, { type: 'sent', now: T0, expirationTime: T0 - 1 })).toEqual({ status: 'idle' });
    expect(smsCodeButtonNext(sending, { type: 'sent', now: T0, expirationTime: T0 })).toEqual({ status: 'idle' });
  });

  it('returns to idle when sending fails (the loading just hides)', () => {
    expect(smsCodeButtonNext(sending, { type: 'failed' })).toEqual({ status: 'idle' });
  });

  it('clears the countdown on leaving the page, and ignores a late answer afterwards', () => {
    const counting: SmsCodeButtonState = { status: 'countdown', endsAt: T0 + 60_000 };
    expect(smsCodeButtonNext(counting, { type: 'left' })).toEqual({ status: 'idle' });
    const left = run([{ type: 'request', now: T0 }, { type: 'left' }, { type: 'sent', now: T0 + 100, expirationTime: T0 + 60_000 }]);
    expect(left).toEqual({ status: 'idle' });
  });

  it('ignores taps while sending or counting down, and events that do not apply', () => {
    const counting: SmsCodeButtonState = { status: 'countdown', endsAt: T0 + 60_000 };
    expect(smsCodeButtonNext(sending, { type: 'request', now: T0 })).toBe(sending);
    expect(smsCodeButtonNext(counting, { type: 'request', now: T0 + 1_000 })).toBe(counting);
    expect(smsCodeButtonNext(counting, { type: 'failed' })).toBe(counting);
    expect(smsCodeButtonNext(counting, { type: 'sent', now: T0, expirationTime: T0 + 90_000 })).toBe(counting);
    expect(smsCodeButtonNext(SMS_CODE_BUTTON_IDLE, { type: 'tick', now: T0 })).toBe(SMS_CODE_BUTTON_IDLE);
  });

  it('accepts a new tap once the countdown has reached zero, even before the clearing tick', () => {
    const counting: SmsCodeButtonState = { status: 'countdown', endsAt: T0 + 60_000 };
    expect(smsCodeButtonNext(counting, { type: 'request', now: T0 + 60_000 })).toEqual({ status: 'sending' });
  });
});

describe('smsCodeSecondsLeft', () => {
  const counting: SmsCodeButtonState = { status: 'countdown', endsAt: T0 + 60_000 };

  it('reads 60 at the start, rounds up, and 0 at the end', () => {
    expect(smsCodeSecondsLeft(counting, T0)).toBe(60);
    expect(smsCodeSecondsLeft(counting, T0 + 500)).toBe(60);
    expect(smsCodeSecondsLeft(counting, T0 + 1_000)).toBe(59);
    expect(smsCodeSecondsLeft(counting, T0 + 59_999)).toBe(1);
    expect(smsCodeSecondsLeft(counting, T0 + 60_000)).toBe(0);
    expect(smsCodeSecondsLeft(counting, T0 + 99_000)).toBe(0);
  });

  it('is 0 when not counting down', () => {
    expect(smsCodeSecondsLeft(SMS_CODE_BUTTON_IDLE, T0)).toBe(0);
    expect(smsCodeSecondsLeft(sending, T0)).toBe(0);
  });

  it('never increases while the time goes on, and is 0 exactly when the button frees up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600_000 }), fc.nat(700_000), fc.nat(700_000), (wait, a, b) => {
        const state: SmsCodeButtonState = { status: 'countdown', endsAt: T0 + wait };
        const [early, late] = a <= b ? [T0 + a, T0 + b] : [T0 + b, T0 + a];
        expect(smsCodeSecondsLeft(state, late)).toBeLessThanOrEqual(smsCodeSecondsLeft(state, early));
        expect(smsCodeSecondsLeft(state, late) === 0).toBe(isSmsCodeButtonEnabled(state, late));
      }),
    );
  });
});

describe('isSmsCodeButtonEnabled', () => {
  it('is enabled when idle or when the countdown is over, never while sending', () => {
    const counting: SmsCodeButtonState = { status: 'countdown', endsAt: T0 + 60_000 };
    expect(isSmsCodeButtonEnabled(SMS_CODE_BUTTON_IDLE, T0)).toBe(true);
    expect(isSmsCodeButtonEnabled(sending, T0)).toBe(false);
    expect(isSmsCodeButtonEnabled(counting, T0 + 59_999)).toBe(false);
    expect(isSmsCodeButtonEnabled(counting, T0 + 60_000)).toBe(true);
  });
});

describe('smsCodeTickDelay', () => {
  it('ticks every 500 ms while counting down only', () => {
    expect(smsCodeTickDelay({ status: 'countdown', endsAt: T0 })).toBe(500);
    expect(smsCodeTickDelay(SMS_CODE_BUTTON_IDLE)).toBeUndefined();
    expect(smsCodeTickDelay(sending)).toBeUndefined();
  });
});

describe('a countdown driven by 500 ms ticks', () => {
  it('ends on the first tick at or after expirationTime, whatever the wait', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120_000 }), (wait) => {
        let state = run([{ type: 'request', now: T0 }, { type: 'sent', now: T0, expirationTime: T0 + wait }]);
        let now = T0;
        while (smsCodeTickDelay(state) !== undefined) {
          now += smsCodeTickDelay(state) ?? 0;
          state = smsCodeButtonNext(state, { type: 'tick', now });
        }
        expect(state).toEqual({ status: 'idle' });
        expect(now).toBe(T0 + Math.ceil(wait / 500) * 500);
      }),
    );
  });
});
