import { devicePlatformOf } from './download-links';

/** The user-agent token of the operator's native app shells (the app then shows no download prompt). */
export const NATIVE_APP_MARKER = 'GPNativeApp';

/**
 * The kind of device a page is for, as far as the first screen differs by it (the download bar
 * and the header's download button): its platform, and whether it is the native app's shell.
 * The web tier keeps one server render per kind; the browser hydrates one only of its own kind.
 */
export function deviceKindOf(userAgent: string, nativeAppMarker = NATIVE_APP_MARKER): string {
  return `${devicePlatformOf(userAgent)}${userAgent.includes(nativeAppMarker) ? '+app' : ''}`;
}
