/** Durations, throttles and debounces of SPEC §9, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  /** Announcement popup list refresh after mount. */
  popupDelayMs: 500,
  /** Announcement popup autoplay interval, when autoplay is on. */
  popupAutoplayMs: 5000,
  /** Announcement popup closing animation. */
  popupCloseAnimationMs: 225,
  /** Home banner carousel autoplay interval. */
  bannerAutoplayMs: 5000,
  /** Announcement marquee frame rate. */
  marqueeFps: 30,
  /** Wallet balance automatic refresh. */
  walletRefreshMs: 60_000,
  /** Page transition. */
  pageTransitionMs: 300,
  /** Reset of the back-swipe gesture. */
  swipeBackResetMs: 500,
  /** SMS countdown tick. */
  smsCountdownTickMs: 500,
  /** Default wait before the first SMS code may be requested, in seconds. */
  smsDefaultWaitSeconds: 60,
  /** Redirect to the chat address after the chat launch call. */
  chatRedirectMs: 500,
  /** Mark-as-read throttle. */
  markAsReadThrottleMs: 150,
  /** Unread-count throttle (chat, inbox). */
  unreadCountThrottleMs: 250,
  /** Reload of language-dependent lists after a language change. */
  languageReloadDebounceMs: 250,
  /** Revalidation of filled login fields after a language change. */
  loginRevalidateDebounceMs: 200,
  /** Lazy image loading throttle. */
  lazyImageThrottleMs: 300,
  /** Loader default delay before it shows. */
  loaderDelayMs: 200,
  /** Touch long-press. */
  longPressMs: 370,
  /** Touch press-in delay. */
  pressInDelayMs: 130,
  /** A game page that has not loaded in its frame by then is offered in a new window (issue 6). */
  gameFrameTimeoutMs: 12_000,
  /** Least time between two refreshes of the balance by hand (member centre; the spec names none, issue 17). */
  balanceManualRefreshGapMs: 5000,
} as const;

/** How long each toast or loading message stays, in milliseconds (SPEC §9). */
export const MESSAGE_DURATIONS = {
  /** Default toast. */
  toastDefaultMs: 1500,
  /** SHORT toast. */
  toastShortMs: 3000,
  /** LONG toast. */
  toastLongMs: 8000,
  /** 'in_please_wait' while removing a favourite. */
  favouriteRemoveLoadingMs: 1000,
  /** 'in_please_wait' while adding a favourite. */
  favouriteAddLoadingMs: 2000,
  /** 'in_chang_saved' and other saved confirmations. */
  savedMs: 1000,
  /** Login, free play and logout loading: effectively until the call answers. */
  sessionLoadingMs: 9_999_000,
  /** Password change loading. */
  passwordChangeLoadingMs: 10_000,
  /** Redirect to home after a password change. */
  passwordChangeRedirectMs: 1000,
  /** 'SMS sending' toast. */
  smsSendingMs: 10_000,
  /** 'SMS sent' toast. */
  smsSentMs: 1500,
  /** Guest or trial rejection message ('Please login an actual account...', 'contact_service'). */
  rejectionMs: 2000,
  /** iOS profile 'go to settings' message. */
  profileRedirectMs: 4000,
} as const;
