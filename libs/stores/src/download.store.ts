import { makeAutoObservable } from 'mobx';
import { FEATURE_FLAGS, STORAGE_KEYS, appLinkFor, isChannelType, type ChannelType, canInstallWebApp, channelLinks, iosProfileLink, iosVersionOf, isDownloadBarVisible, isFeatureEnabled, isHeaderDownloadButtonVisible, needsLegacyHomeScreenTip, offersHomeScreenSheet, popupAppLinks, shouldStoreDownloadBarHidden, type DevicePlatform, type DownloadLink, type FeatureFlags, type HomeScreenSheetFacts, type IosVersion, devicePlatformOf, NATIVE_APP_MARKER } from '@gp/domain';
import { safeGetItem, safeSetItem, type KeyValueStorage, type RunningEnvironment } from './ports';

/**
 * The user-agent token the native app shells add (the spec says the app detects them but names
 * no marker; the shells must send this, or the root passes its own; see the report).
 */
export const DEFAULT_NATIVE_APP_MARKER = NATIVE_APP_MARKER;

/** How a registration was made (SPEC §3 'registerMethod'). */
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** Re-exported from the domain, where the rule lives. */
export { devicePlatformOf };

/**
 * Which of the download prompts is open: the download popup, the channel popup (drawn over the
 * download popup, which stays open below it) or the add-to-home-screen sheet (in place of the popup).
 */
export type DownloadSheet = 'download' | 'channels' | 'homeScreen';

/** What the download store reads from the system store. */
export interface DownloadSystem {
  readonly flags: FeatureFlags;
  readonly downloadLinks: readonly DownloadLink[];
  readonly settings: { readonly appWindowEnabled: boolean } | null;
}

/** Collaborators of the download store. */
export interface DownloadStoreDeps {
  readonly storage: KeyValueStorage;
  readonly environment: RunningEnvironment;
  readonly system: DownloadSystem;
  readonly session: { readonly isLoggedIn: boolean };
  /** The merchant shows the bar only to logged-in players (not in the settings contract; default off). */
  readonly loginRequired?: boolean;
  readonly nativeAppMarker?: string;
}

/**
 * The app-download prompts (SPEC §2 'Download bar, popup and home-screen sheet', 'Home header'):
 * where the app runs (native shell, installed web app, iOS version), the player's hideDownloadBar
 * choice, and the domain rules that decide the bar, the header button and the sheets.
 */
export class DownloadStore {
  hiddenByPlayer: boolean;
  launchedFromWebClip: boolean;
  /** The open prompt, or null when none is. */
  sheet: DownloadSheet | null = null;
  readonly inInstalledWebApp: boolean;
  readonly inNativeApp: boolean;
  readonly platform: DevicePlatform;
  readonly iosVersion: IosVersion | null;

  constructor(private readonly deps: DownloadStoreDeps) {
    const { environment, storage } = deps;
    this.inInstalledWebApp = environment.isStandalone();
    this.inNativeApp = environment.userAgent.includes(deps.nativeAppMarker ?? DEFAULT_NATIVE_APP_MARKER);
    this.platform = devicePlatformOf(environment.userAgent);
    this.iosVersion = iosVersionOf(environment.userAgent);
    this.launchedFromWebClip = safeGetItem(storage, STORAGE_KEYS.webClip) === '1';
    if (shouldStoreDownloadBarHidden({ inInstalledWebApp: this.inInstalledWebApp })) {
      safeSetItem(storage, STORAGE_KEYS.hideDownloadBar, '1');
    }
    this.hiddenByPlayer = safeGetItem(storage, STORAGE_KEYS.hideDownloadBar) === '1';
    makeAutoObservable<DownloadStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Whether the download bar shows (domain `isDownloadBarVisible`). */
  get barVisible(): boolean {
    return isDownloadBarVisible({
      links: this.deps.system.downloadLinks,
      hiddenByPlayer: this.hiddenByPlayer,
      loginRequired: this.deps.loginRequired ?? false,
      loggedIn: this.deps.session.isLoggedIn,
      webClip: isFeatureEnabled(this.deps.system.flags, FEATURE_FLAGS.webClip),
      inNativeApp: this.inNativeApp,
      inInstalledWebApp: this.inInstalledWebApp,
      platform: this.platform,
    });
  }

  /** Whether the home header's download button shows on this route (domain rule). */
  headerButtonVisible(onHomeRoute: boolean): boolean {
    return isHeaderDownloadButtonVisible({
      onHomeRoute,
      inNativeApp: this.inNativeApp,
      inInstalledWebApp: this.inInstalledWebApp,
      appWindowEnabled: this.deps.system.settings?.appWindowEnabled === true,
      links: this.deps.system.downloadLinks,
    });
  }

  /** The app link for this device, if any. */
  get appLink(): DownloadLink | null {
    return appLinkFor(this.platform, this.deps.system.downloadLinks);
  }

  /** The download popup's app links: this device's, or both on a desktop (domain `popupAppLinks`). */
  get popupAppLinks(): DownloadLink[] {
    return popupAppLinks(this.platform, this.deps.system.downloadLinks);
  }

  /** What decides whether this device can add the site to its home screen, and how (domain `homeScreenInstallOf`). */
  get homeScreenFacts(): HomeScreenSheetFacts {
    return { platform: this.platform, iosVersion: this.iosVersion, inInstalledWebApp: this.inInstalledWebApp, hasProfileLink: this.iosProfileLink !== null };
  }

  /** Whether the download popup offers the add-to-home-screen sheet (domain `offersHomeScreenSheet`). */
  get homeScreenSheetOffered(): boolean {
    return offersHomeScreenSheet(this.homeScreenFacts);
  }

  /** The channel popup's links (FACEBOOK, FACEBOOK1, TIKTOK, TELEGRAM). */
  get channelLinks(): DownloadLink[] {
    return channelLinks(this.deps.system.downloadLinks);
  }

  /** The channel popup's entries: each channel with its allow-listed address, in the popup's order. */
  get channels(): readonly { readonly channel: ChannelType; readonly url: string }[] {
    return this.channelLinks.flatMap((link) => (isChannelType(link.resourceType) ? [{ channel: link.resourceType, url: link.url }] : []));
  }

  /** The iOS profile link of the home-screen sheet, if any. */
  get iosProfileLink(): DownloadLink | null {
    return iosProfileLink(this.deps.system.downloadLinks);
  }

  /** The home-screen sheet opens with the legacy tip on iOS 12 before 12.2 and on 11 and below. */
  get needsLegacyTip(): boolean {
    return this.iosVersion !== null && needsLegacyHomeScreenTip(this.iosVersion);
  }

  /** Whether this iOS device can install the site as a web app (12.4 or later); true off iOS. */
  get canInstallWebApp(): boolean {
    return this.iosVersion === null || canInstallWebApp(this.iosVersion);
  }

  /** How a registration from here is made: native APP, iOS WEBCLIP, installed PWA, else H5. */
  get registerMethod(): RegisterMethod {
    if (this.inNativeApp) return 'APP';
    if (this.launchedFromWebClip) return 'WEBCLIP';
    return this.inInstalledWebApp ? 'PWA' : 'H5';
  }

  /** Closes the bar for good (hideDownloadBar = 1). */
  closeBar(): void {
    this.hiddenByPlayer = true;
    safeSetItem(this.deps.storage, STORAGE_KEYS.hideDownloadBar, '1');
  }

  /** Whether the download popup shows (on its own, or below the channel popup). */
  get popupOpen(): boolean {
    return this.sheet === 'download' || this.sheet === 'channels';
  }

  /** Opens the download popup (the bar's and the home header's download buttons). */
  openPopup(): void {
    this.sheet = 'download';
  }

  /** Opens the channel popup over the download popup; does nothing without channel links. */
  openChannels(): void {
    if (this.channelLinks.length > 0) this.sheet = 'channels';
  }

  /** Closes the channel popup, back to the download popup below it. */
  closeChannels(): void {
    if (this.sheet === 'channels') this.sheet = 'download';
  }

  /** Opens the add-to-home-screen sheet in place of the download popup. */
  openHomeScreenSheet(): void {
    this.sheet = 'homeScreen';
  }

  /** Closes whichever prompt is open. */
  closeSheets(): void {
    this.sheet = null;
  }

  /**
   * Dismisses the add-to-home-screen sheet: the spec's 'hide callback'. Read as the download bar's
   * hide: the player has seen how to install, so the bar goes and hideDownloadBar is stored, as
   * when the bar's own close button is used.
   */
  dismissHomeScreenSheet(): void {
    this.sheet = null;
    this.closeBar();
  }

  /** Records that the app was opened from the iOS web clip (WEBCLIP = 1). */
  markWebClipLaunch(): void {
    this.launchedFromWebClip = true;
    safeSetItem(this.deps.storage, STORAGE_KEYS.webClip, '1');
  }
}
