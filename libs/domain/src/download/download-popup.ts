import { appLinkFor, type DevicePlatform, type DownloadLink } from './download-links';
import { canInstallWebApp, type IosVersion } from './ios-version';

/**
 * The app links the download popup lists: the one for this device (IOS on iOS, Android on
 * Android); on any other device (a desktop browser) both, Android first, so the visitor can still
 * fetch the app. Only links whose address the allow-list lets through.
 */
export function popupAppLinks(platform: DevicePlatform, links: readonly DownloadLink[]): DownloadLink[] {
  const platforms: readonly DevicePlatform[] = platform === 'other' ? ['android', 'ios'] : [platform];
  return platforms.flatMap((each) => appLinkFor(each, links) ?? []);
}

/** What deciding the popup's 'Add to home screen' entry needs. */
export interface HomeScreenSheetFacts {
  readonly platform: DevicePlatform;
  /** Null on iOS when the user agent names no readable version (taken as a current iOS). */
  readonly iosVersion: IosVersion | null;
  readonly inInstalledWebApp: boolean;
  /** An allowed iOS profile (MOBILECONFIG) link is configured. */
  readonly hasProfileLink: boolean;
}

/**
 * Whether the download popup offers the add-to-home-screen sheet (SPEC §2, §9): only on iOS (its
 * instructions are Safari's share menu), never inside the installed web app, and only when the
 * device can install the web app (iOS 12.4 or later) or an iOS profile link offers the other way
 * in. So older iOS reaches the sheet, with its legacy tip first, through the profile only.
 */
export function offersHomeScreenSheet(facts: HomeScreenSheetFacts): boolean {
  if (facts.platform !== 'ios' || facts.inInstalledWebApp) return false;
  if (facts.hasProfileLink) return true;
  return facts.iosVersion === null || canInstallWebApp(facts.iosVersion);
}

/** How 'Add to home screen' installs the site: the browser's own install prompt, iOS's sheet, or not at all. */
export type HomeScreenInstall = 'browserPrompt' | 'sheet' | null;

/**
 * How the download popup's 'Add to home screen' (and the app screen's Install) installs the site
 * (SPEC §2, §9, issue 22): with the browser's own install prompt where the browser offers one
 * (Chrome on Android, which has no share-menu way), with the add-to-home-screen sheet where it does
 * not (iOS Safari, see offersHomeScreenSheet), and never inside the installed web app.
 */
export function homeScreenInstallOf(facts: HomeScreenSheetFacts & { readonly browserOffersInstall: boolean }): HomeScreenInstall {
  if (facts.inInstalledWebApp) return null;
  if (facts.browserOffersInstall) return 'browserPrompt';
  return offersHomeScreenSheet(facts) ? 'sheet' : null;
}
