import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { FEATURE_FLAGS, MODULE_IDS } from './module-ids';
import { MESSAGE_DURATIONS, TIMINGS } from './timings';

describe('constants of SPEC §9', () => {
  it('keeps the timings the spec states', () => {
    expect(TIMINGS).toMatchObject({
      popupDelayMs: 500,
      popupAutoplayMs: 5000,
      popupCloseAnimationMs: 225,
      walletRefreshMs: 60_000,
      markAsReadThrottleMs: 150,
      unreadCountThrottleMs: 250,
      languageReloadDebounceMs: 250,
      loginRevalidateDebounceMs: 200,
      smsCountdownTickMs: 500,
      smsDefaultWaitSeconds: 60,
      gameFrameTimeoutMs: 12_000,
    });
    expect(MESSAGE_DURATIONS).toMatchObject({ toastDefaultMs: 1500, toastShortMs: 3000, toastLongMs: 8000 });
  });

  it('keeps the limits the spec states', () => {
    expect(LIMITS).toMatchObject({
      feedbackMinLength: 20,
      feedbackMaxLength: 200,
      commentMaxLength: 140,
      uploadMaxBytes: 5_242_880,
      uploadMaxCount: 3,
      phoneMinDigits: 10,
      phoneMaxDigits: 11,
      emailMaxLengthExclusive: 255,
      gameListPageSize: 9,
      homeGamesPerCategory: 30,
      favouritesHomePageSize: 20,
      fakeOnlineMin: 500,
      fakeOnlineMax: 1999,
    });
  });

  it('lists every module id of the spec once', () => {
    const ids = Object.values(MODULE_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(19);
    expect(Object.values(FEATURE_FLAGS)).toContain('REWCEN3');
  });
});
