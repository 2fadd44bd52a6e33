/**
 * Names under which the app keeps data in the browser (SPEC §3 and §9). Local storage holds only
 * these; a password never goes into browser storage.
 */
export const STORAGE_KEYS = {
  popupSeenGuest: 'SHELL_PU_B',
  popupSeenMember: 'SHELL_PU_A',
  session: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  webClip: 'WEBCLIP',
  themeMode: 'theme',
} as const;

/** The look the app shows until the player or the merchant chooses one (SPEC §9: theme default dark). */
export const DEFAULT_THEME_MODE = 'dark' as const;

/**
 * Names the app adds where the spec names none: the trial account's name (session storage), the
 * balance hide toggle, the chosen language, the before-login modal's flag (session storage), the
 * remembered login and the device id.
 */
export const APP_STORAGE_KEYS = {
  trialUser: 'trialUser',
  hideBalance: 'hideBalance',
  language: 'language',
  beforeLoginModal: 'beforeLoginModal',
  /** The remembered login: mode, username and dialling code only (never a password). */
  rememberedLogin: 'rememberedLogin',
  /** This browser's random Device-Id (not a credential; kept across logouts). */
  deviceId: 'deviceId',
  /** The deposit being confirmed (method, amount, Idempotency-Key), in session storage until it is settled. */
  depositAttempt: 'depositAttempt',
} as const;

/** Names of cached platform answers, applied at once on the next start and then refreshed. */
export const CACHE_KEYS = {
  status: 'status',
  whitelabel: 'whitelabel',
  memberInfo: 'memberInfo',
  serviceLink: 'service_link',
  vendorTypes: 'getVassGameType',
} as const;

/**
 * The id of the data block in which the platform server writes a visit's status and whitelabel
 * into index.html; the app reads it before its first render instead of calling for them.
 */
export const BOOT_DATA_ELEMENT_ID = 'platform-boot';
