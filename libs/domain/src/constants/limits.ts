/** Sizes, counts and limits of SPEC §5 and §9. */
export const LIMITS = {
  /** Minimum player age. */
  minimumAge: 18,
  /** Feedback content length, in characters. */
  feedbackMinLength: 20,
  feedbackMaxLength: 200,
  /** Captcha hint: digits. */
  captchaMinLength: 1,
  captchaMaxLength: 16,
  /** Activity comment length. */
  commentMaxLength: 140,
  /** Image uploads. */
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxCount: 3,
  uploadMimeTypes: ['image/png', 'image/jpeg'],
  /** Phone number digits. */
  phoneMinDigits: 10,
  phoneMaxDigits: 11,
  /** Email must be shorter than this. */
  emailMaxLengthExclusive: 255,
  /** Unread badges show '99+' above this. */
  unreadBadgeMax: 99,
  /** Winner board entries requested, and the count above which it autoscrolls. */
  winnerBoardSize: 20,
  winnerBoardAutoscrollAbove: 3,
  /** Game list page sizes. */
  gameListPageSize: 9,
  homeGamesPerCategory: 30,
  favouritesHomePageSize: 20,
  /** Home game rows: games per slide group and gap between them. */
  carouselGamesPerSlide: 3,
  carouselGap: 0.15,
  /** Provider logo carousel. */
  providerCarouselSlides: 4,
  providerCarouselSpacing: 10,
  /** Wallet decimals. */
  balanceDecimals: 2,
  /** Back swipe distance, in CSS pixels. */
  swipeBackMinPx: 100,
  /** Lazy image threshold, in CSS pixels. */
  lazyImageThresholdPx: 100,
  /** Fake 'players online' count on RNG tiles, inclusive. */
  fakeOnlineMin: 500,
  fakeOnlineMax: 1999,
  /** Notification default position. */
  notificationTop: 65,
  notificationLeft: '50%',
  /** Image size setting sent to the platform. */
  imageSize: 'rx2',
} as const;

/** Money travels in minor units (centavos); the wallet shows major units: 100 to one peso. */
export const MINOR_UNITS_PER_MAJOR = 100;
