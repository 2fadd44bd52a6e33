import { appLinkFor, hasAllowedDownloadLink, type DevicePlatform, type DownloadLink } from './download-links';

/** Where the app runs, as far as the download prompts care. */
export interface RunningContext {
  readonly inNativeApp: boolean;
  readonly inInstalledWebApp: boolean;
  readonly platform: DevicePlatform;
}

/** What deciding the download bar needs (SPEC §2 'Download bar, popup and home-screen sheet'). */
export interface DownloadBarFacts extends RunningContext {
  readonly links: readonly DownloadLink[];
  /** Stored hideDownloadBar === '1'. */
  readonly hiddenByPlayer: boolean;
  /** The merchant shows the bar only to logged-in players. */
  readonly loginRequired: boolean;
  readonly loggedIn: boolean;
  /** Whitelabel WEBCLIP flag. */
  readonly webClip: boolean;
}

/**
 * Whether the download bar shows. Hidden when the player closed it, in the native app, in the
 * installed web app (which also stores it hidden), without a link for this platform, without a
 * session when login is required, and when WEBCLIP is set and there is no iOS link. (The spec's
 * 'cannot install web apps and already runs as one' is covered by the installed-web-app rule.)
 */
export function isDownloadBarVisible(facts: DownloadBarFacts): boolean {
  if (facts.hiddenByPlayer || facts.inNativeApp || facts.inInstalledWebApp) return false;
  if (!appLinkFor(facts.platform, facts.links)) return false;
  if (facts.loginRequired && !facts.loggedIn) return false;
  if (facts.webClip && !appLinkFor('ios', facts.links)) return false;
  return true;
}

/** Whether the bar must be stored hidden at once: when running as an installed web app. */
export function shouldStoreDownloadBarHidden(context: Pick<RunningContext, 'inInstalledWebApp'>): boolean {
  return context.inInstalledWebApp;
}

/**
 * Whether the home header's download-app button shows: on home paths, outside the native app and
 * the installed web app, when app-window display is on and at least one download link exists
 * (with an address the link allow-list lets through).
 */
export function isHeaderDownloadButtonVisible(facts: {
  readonly onHomeRoute: boolean;
  readonly inNativeApp: boolean;
  readonly inInstalledWebApp: boolean;
  readonly appWindowEnabled: boolean;
  readonly links: readonly DownloadLink[];
}): boolean {
  return (
    facts.onHomeRoute &&
    !facts.inNativeApp &&
    !facts.inInstalledWebApp &&
    facts.appWindowEnabled &&
    hasAllowedDownloadLink(facts.links)
  );
}
