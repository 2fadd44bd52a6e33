import { describe, expect, it } from 'vitest';
import { PlatformError } from '@gp/api-client';
import { SmsCodeButtonModel } from './sms-code-button.model';
import { ManualClock } from './test-support/manual-clock';
import { deferred } from './test-support/fake-platform';

describe('SmsCodeButtonModel', () => {
  it('goes sending, then counts down to the expirationTime on the 500 ms tick, then idle', async () => {
    const clock = new ManualClock();
    const button = new SmsCodeButtonModel(clock);
    const answer = deferred<{ expirationTime: number }>();
    const sending = button.send(() => answer.promise);
    expect(button.state.status).toBe('sending');
    expect(button.enabled).toBe(false);
    answer.resolve({ expirationTime: 3_000 });
    await expect(sending).resolves.toBe(true);
    expect(button.secondsLeft).toBe(3);
    clock.advance(500);
    expect(button.secondsLeft).toBe(3);
    clock.advance(500);
    expect(button.secondsLeft).toBe(2);
    clock.advance(2_000);
    expect(button.state.status).toBe('idle');
    expect(button.secondsLeft).toBe(0);
    expect(clock.pendingCount).toBe(0);
  });

  it('waits 60 s when the platform gives no expirationTime, and refuses taps meanwhile', async () => {
    const clock = new ManualClock();
    const button = new SmsCodeButtonModel(clock);
    await button.send(() => Promise.resolve({}));
    expect(button.secondsLeft).toBe(60);
    await expect(button.send(() => Promise.resolve({}))).resolves.toBe(false);
  });

  it('goes back to idle and rethrows when the call fails', async () => {
    const clock = new ManualClock();
    const button = new SmsCodeButtonModel(clock);
    const error = new PlatformError('NETWORK', 'offline');
    await expect(button.send(() => Promise.reject(error))).rejects.toBe(error);
    expect(button.state.status).toBe('idle');
    expect(clock.pendingCount).toBe(0);
  });

  it('counts down to the wait a refused request names, and rethrows the refusal', async () => {
    const clock = new ManualClock();
    const button = new SmsCodeButtonModel(clock);
    const error = new PlatformError('RATE_LIMITED', 'wait', 429, { expirationTime: 20_000 });
    await expect(button.send(() => Promise.reject(error))).rejects.toBe(error);
    expect(button.state.status).toBe('countdown');
    expect(button.secondsLeft).toBe(20);
  });

  it('counts down to a wait the platform named, and stops when the page is left', () => {
    const clock = new ManualClock();
    const button = new SmsCodeButtonModel(clock);
    button.waitUntil(10_000);
    expect(button.secondsLeft).toBe(10);
    button.stop();
    expect(button.state.status).toBe('idle');
    expect(clock.pendingCount).toBe(0);
  });
});
