import { makeAutoObservable } from 'mobx';
import {
  SMS_CODE_BUTTON_IDLE,
  isSmsCodeButtonEnabled,
  smsCodeButtonNext,
  smsCodeSecondsLeft,
  smsCodeTickDelay,
  type SmsCodeButtonEvent,
  type SmsCodeButtonState,
} from '@gp/domain';
import { isPlatformError } from '@gp/api-client';
import type { Clock } from './ports';
import { Timer } from './timing';

/**
 * The get-code button of one form (SPEC §4 'SMS code button'): the domain's state machine driven
 * by the injected clock. `send` runs the caller's call between 'sending' and the countdown to the
 * platform's expirationTime; the 500 ms tick moves `now` so the seconds shown follow; `stop` (the
 * page is left) clears the countdown.
 */
export class SmsCodeButtonModel {
  state: SmsCodeButtonState = SMS_CODE_BUTTON_IDLE;
  /** The clock's time at the last event or tick: what the countdown is shown against. */
  now: number;
  private readonly timer: Timer;

  constructor(private readonly clock: Clock) {
    this.now = clock.now();
    this.timer = new Timer(clock);
    makeAutoObservable<SmsCodeButtonModel, 'clock' | 'timer'>(this, { clock: false, timer: false }, { autoBind: true });
  }

  /** Whether a tap would send a code now. */
  get enabled(): boolean {
    return isSmsCodeButtonEnabled(this.state, this.clock.now());
  }

  /** The seconds the countdown shows (0 when not counting down). */
  get secondsLeft(): number {
    return smsCodeSecondsLeft(this.state, this.now);
  }

  /**
   * Sends a code with `call` when the button is free: resolves true when it was sent (the
   * countdown runs), false when the button was busy or the call failed (its error is rethrown for
   * the form to show). The call answers the platform's expirationTime, if any; a refusal that
   * says when another code may be asked for (a 429 while the last code's wait runs) starts that wait.
   */
  async send(call: () => Promise<{ readonly expirationTime?: number | null }>): Promise<boolean> {
    if (!this.enabled) return false;
    this.apply({ type: 'request', now: this.clock.now() });
    let expirationTime: number | null | undefined;
    try {
      ({ expirationTime } = await call());
    } catch (error) {
      this.apply({ type: 'failed' });
      const waitUntil = expirationTimeOf(error);
      if (waitUntil !== null) this.waitUntil(waitUntil);
      throw error;
    }
    this.apply({ type: 'sent', now: this.clock.now(), expirationTime });
    return true;
  }

  /** Starts the wait the platform asked for (a 429 with its expirationTime) without a send. */
  waitUntil(expirationTime: number): void {
    this.apply({ type: 'request', now: this.clock.now() });
    this.apply({ type: 'sent', now: this.clock.now(), expirationTime });
  }

  /** The page is left: the countdown is cleared and its timer stopped. */
  stop(): void {
    this.timer.cancel();
    this.apply({ type: 'left' });
  }

  private apply(event: SmsCodeButtonEvent): void {
    this.state = smsCodeButtonNext(this.state, event);
    this.now = this.clock.now();
    const delay = smsCodeTickDelay(this.state);
    if (delay === undefined) this.timer.cancel();
    else if (!this.timer.pending) this.timer.schedule(() => this.tick(), delay);
  }

  private tick(): void {
    this.apply({ type: 'tick', now: this.clock.now() });
  }
}

/** When a refused code request says another may be asked for, or null. */
function expirationTimeOf(error: unknown): number | null {
  if (!isPlatformError(error) || typeof error.value !== 'object' || error.value === null) return null;
  const value = (error.value as { expirationTime?: unknown }).expirationTime;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
