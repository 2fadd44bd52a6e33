/** An iOS version as major and minor numbers. */
export interface IosVersion {
  readonly major: number;
  readonly minor: number;
}

/** Reads the iOS version from a user-agent string ('OS 12_1 like Mac OS X'); null when not iOS. */
export function iosVersionOf(userAgent: string): IosVersion | null {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return null;
  const match = /OS (\d+)[_.](\d+)/.exec(userAgent);
  if (!match?.[1] || !match[2]) return null;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

/** Whether the add-to-home-screen sheet shows the legacy tip first: iOS 12 before minor 2, or 11 and below. */
export function needsLegacyHomeScreenTip(version: IosVersion): boolean {
  return version.major < 12 || (version.major === 12 && version.minor < 2);
}

/** Whether the device can install the site as a web app: iOS 12.4 or later (SPEC §9). */
export function canInstallWebApp(version: IosVersion): boolean {
  return version.major > 12 || (version.major === 12 && version.minor >= 4);
}
