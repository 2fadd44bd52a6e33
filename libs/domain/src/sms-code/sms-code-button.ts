import { TIMINGS } from '../constants/timings';

const MS_PER_SECOND = 1000;

/**
 * The get-code button (SPEC §4): idle (tappable), sending (waiting for the call), or counting down
 * to `endsAt`, a millisecond timestamp on the same clock as the `now` values passed in.
 */
export type SmsCodeButtonState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'countdown'; readonly endsAt: number };

/**
 * What can happen to the button. Every time is a millisecond timestamp passed in by the caller.
 * - request: the user taps get code (after the mobile number validated);
 * - sent: the call answered, with value.expirationTime when the server gave one;
 * - failed: the call failed (the loading just hides);
 * - tick: the 500 ms timer fired;
 * - left: the user left the page, which clears the countdown.
 */
export type SmsCodeButtonEvent =
  | { readonly type: 'request'; readonly now: number }
  | { readonly type: 'sent'; readonly now: number; readonly expirationTime?: number | null }
  | { readonly type: 'failed' }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'left' };

/** The starting state: idle. */
export const SMS_CODE_BUTTON_IDLE: SmsCodeButtonState = { status: 'idle' };

const SENDING: SmsCodeButtonState = { status: 'sending' };

/**
 * Decides when the countdown ends after a successful send: at the server's expirationTime, or, when
 * it gave none (missing, null, not a finite positive number), 60 s after `now`.
 */
export function smsCodeCountdownEnd(now: number, expirationTime: number | null | undefined): number {
  const given = expirationTime ?? Number.NaN;
  return Number.isFinite(given) && given > 0 ? given : now + TIMINGS.smsDefaultWaitSeconds * MS_PER_SECOND;
}

function countdownUntil(endsAt: number, now: number): SmsCodeButtonState {
  return endsAt > now ? { status: 'countdown', endsAt } : SMS_CODE_BUTTON_IDLE;
}

/**
 * Moves the button on by one event. idle → sending on request; sending → countdown on sent
 * (straight back to idle if the end is already past) or → idle on failed; countdown → idle on the
 * tick that reaches zero; any state → idle on left. An event that does not apply (a tap while
 * busy, a late answer after leaving, a tick before zero) returns the state passed in, unchanged.
 */
export function smsCodeButtonNext(state: SmsCodeButtonState, event: SmsCodeButtonEvent): SmsCodeButtonState {
  switch (event.type) {
    case 'request':
      return isSmsCodeButtonEnabled(state, event.now) ? SENDING : state;
    case 'sent':
      return state.status === 'sending' ? countdownUntil(smsCodeCountdownEnd(event.now, event.expirationTime), event.now) : state;
    case 'failed':
      return state.status === 'sending' ? SMS_CODE_BUTTON_IDLE : state;
    case 'tick':
      return state.status === 'countdown' && event.now >= state.endsAt ? SMS_CODE_BUTTON_IDLE : state;
    case 'left':
      return SMS_CODE_BUTTON_IDLE;
  }
}

/**
 * Seconds the button shows while counting down, rounded up so that it reads 60 at the start and
 * 0 only at the end; 0 when not counting down.
 */
export function smsCodeSecondsLeft(state: SmsCodeButtonState, now: number): number {
  if (state.status !== 'countdown') return 0;
  return Math.max(0, Math.ceil((state.endsAt - now) / MS_PER_SECOND));
}

/**
 * Decides whether the get-code button can be tapped: when idle, or when a countdown has already
 * reached its end even if the tick that clears it has not fired yet. Never while sending.
 */
export function isSmsCodeButtonEnabled(state: SmsCodeButtonState, now: number): boolean {
  if (state.status === 'idle') return true;
  return state.status === 'countdown' && now >= state.endsAt;
}

/** The delay of the next timer tick the caller should schedule: 500 ms while counting down, none otherwise. */
export function smsCodeTickDelay(state: SmsCodeButtonState): number | undefined {
  return state.status === 'countdown' ? TIMINGS.smsCountdownTickMs : undefined;
}
